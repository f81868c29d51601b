// The pieces every list page shares: pager and sortable headers (the list's state in the URL is
// @portal/shared-session/list-state).
export { Pager, pageCount, usePageWithinTotal, type PageMove, type PagerProps } from './pager';
export {
  SortableColumnHeader,
  ariaSortOf,
  nextSort,
  type ListSort,
  type SortableColumnHeaderProps,
} from './sortable-column-header';
