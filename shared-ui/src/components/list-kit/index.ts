// The pieces every list page shares: pager, sortable headers, the data table, the search form and the one
// debounce (the list's state in the URL, its queries and mutations are @portal/shared-session/server-list).
export { Pager, pageCount, usePageWithinTotal, type PageMove, type PagerProps } from './pager';
export {
  SortableColumnHeader,
  ariaSortOf,
  nextSort,
  type ListSort,
  type SortableColumnHeaderProps,
} from './sortable-column-header';
export { SortSelect, type SortChoice, type SortSelectProps } from './sort-select';
export {
  CARD_LAYOUT_QUERY,
  DataTable,
  type DataColumn,
  type DataTableProps,
  type DataTableSelection,
} from './data-table';
export {
  SearchBox,
  SearchForm,
  SearchSelect,
  type SearchBoxProps,
  type SearchFormProps,
  type SearchSelectProps,
} from './search-form';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value';
export { FilterDisclosure, type FilterDisclosureProps } from './filter-disclosure';
