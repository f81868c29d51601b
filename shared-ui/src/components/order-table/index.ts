// @portal/shared-ui/order-table (and its older name /course-order-table): orders as the kit's data table, each
// order's lines opened under its row (a subpath, loaded by the pages that list orders).
export {
  OrderTable,
  type OrderFacts,
  type OrderFormats,
  type OrderLine,
  type OrderTableProps,
} from './order-table';
export {
  CourseOrderTable,
  type CourseOrder,
  type CourseOrderFormats,
  type CourseOrderTableProps,
} from './course-order-table';
