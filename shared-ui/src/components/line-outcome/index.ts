export { LineOutcome, refusedOrderLines } from './line-outcome';
export type { LineOutcomeProps, RefusedLine } from './line-outcome';
export { ReorderActions } from './reorder-actions';
export type { ReorderActionsProps } from './reorder-actions';
