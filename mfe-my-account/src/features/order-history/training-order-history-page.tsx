// /pages/my-account/trainingStoreOrderHistoryPage (spec 2 'My Account'): the user's own training orders
// (courseOrders with mine), a page at a time with the page in the URL, each with its courses, and Reorder, which adds
// the order's courses to the training-store cart (the shared cart the training store's cart page shows).
import { formatDate, formatMoney } from '@portal/shared-session';
import { useServerList } from '@portal/shared-session/server-list';
import { Pager } from '@portal/shared-ui/list-kit';
import { CourseOrderTable } from '@portal/shared-ui/order-table';
import type { AccountCourseOrdersQuery } from '../../gql/graphql';
import { courseOrderHistoryOptions } from './api/queries';
import { ReorderButton, useReorder } from './reorder';
import '../../shared/account-pages.css';

const PAGE_SIZE = 10;
const NO_FILTER: Record<string, never> = {};
const COURSE_ORDER_FORMATS = { date: formatDate, money: formatMoney };

type CourseOrder = AccountCourseOrdersQuery['courseOrders']['content'][number];

export default function TrainingOrderHistoryPage() {
  const list = useServerList({
    emptyFilter: NO_FILTER,
    pageSize: PAGE_SIZE,
    toDraft: (s) => ({ query: s.query }),
    filterOf: () => NO_FILTER,
    request: (s) => ({ mine: true, page: s.page - 1, size: PAGE_SIZE }),
    query: courseOrderHistoryOptions,
    total: (answer) => answer.courseOrders.totalRecords,
  });
  const reorder = useReorder({
    application: 'training-store',
    items: (order: CourseOrder) =>
      order.lines.map((line) => ({ itemId: line.courseId, quantity: line.quantity })),
    done: (order) => `The courses of order ${order.externalOrderId} were added to your training cart.`,
  });
  return (
    <section className="acct-page" aria-labelledby="training-history-title">
      <h1 id="training-history-title">Training Order History</h1>
      <CourseOrderTable
        orders={list.results.data?.courseOrders.content}
        loading={list.results.isPending}
        error={list.results.isError}
        format={COURSE_ORDER_FORMATS}
        actions={(order) => <ReorderButton number={order.externalOrderId} reorder={reorder} order={order} />}
        footer={<Pager {...list.pager} label="Training order pages" />}
      />
    </section>
  );
}
