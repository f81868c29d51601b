// Public surface of the quick-order feature: its per-part ordering rules and messages, reused by digital order links.
export {
  BAD_QUANTITY,
  NOT_PURCHASABLE,
  NOT_SHOWN_ONLINE,
  NO_ORDERING_PRIVILEGE,
  UNKNOWN_PART,
  comparablePartNumber,
  orderProblem,
} from './quick-order-rules';
export type { CheckedPart } from './quick-order-rules';
