// @portal/shared-ui/course-order-table: the training orders table (a subpath, loaded by the pages that list them).
export {
  CourseOrderTable,
  type CourseOrder,
  type CourseOrderFormats,
  type CourseOrderTableProps,
} from './course-order-table';
