// /pages/my-account/trainingStoreOrderHistoryPage (spec 2 'My Account'): the user's own training orders
// (courseOrders with mine), a page at a time with the page in the URL, each with its courses, and Reorder, which adds
// the order's courses to the training-store cart (the shared cart the training store's cart page shows).
import { useMutation } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { addToCart, showToast, formatMoney, formatDate } from '@portal/shared-session';
import { useServerList } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { CourseOrderTable } from '@portal/shared-ui/course-order-table';
import { Pager } from '@portal/shared-ui/list-kit';
import { Spinner } from '@portal/shared-ui/spinner';
import type { AccountCourseOrdersQuery } from '../../gql/graphql';
import { courseOrderHistoryOptions } from './api/queries';
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
  const { state, results } = list;
  const reorder = useMutation({
    mutationFn: (order: CourseOrder) =>
      addToCart(
        'training-store',
        order.lines.map((line) => ({ itemId: line.courseId, quantity: line.quantity })),
      ),
    onSuccess: (_, order) =>
      showToast({
        kind: 'success',
        message: `The courses of order ${order.externalOrderId} were added to your training cart.`,
      }),
    onError: (error) =>
      showToast({ kind: 'error', message: userMessageOf(error, 'The order could not be reordered.') }),
  });
  const data = results.data?.courseOrders;
  return (
    <section className="acct-page" aria-labelledby="training-history-title">
      <h1 id="training-history-title">Training Order History</h1>
      {results.isPending ? (
        <Spinner label="Loading training orders" />
      ) : results.isError || !data ? (
        <Alert kind="danger">The training orders could not be loaded. Please try again.</Alert>
      ) : data.content.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <>
          <CourseOrderTable
            orders={data.content}
            format={COURSE_ORDER_FORMATS}
            actions={(order) => (
              <Button
                size="sm"
                variant="secondary"
                disabled={reorder.isPending}
                aria-label={`Reorder order ${order.externalOrderId}`}
                onClick={() => reorder.mutate(order)}
              >
                Reorder
              </Button>
            )}
          />
          <Pager page={state.page} pages={list.pages} label="Training order pages" onPage={list.setPage} />
        </>
      )}
    </section>
  );
}
