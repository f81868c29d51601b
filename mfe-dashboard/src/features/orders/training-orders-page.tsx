// /pages/dashboard/training/orders (spec 2 'Orders and Invoices'): the organisations' training (course) orders,
// a page at a time (page in the URL), each with its courses.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession, formatDate, formatMoney } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { CourseOrderTable } from '@portal/shared-ui/course-order-table';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, pageCount, usePageWithinTotal } from '@portal/shared-ui/list-kit';
import { courseOrderOptions } from './api/queries';
import { useListState } from '@portal/shared-session/list-state';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import { Link } from '@portal/shared-session/routing';
import '../../shared/dashboard-pages.css';

const PAGE_SIZE = 10;
const NO_FILTER: Record<string, never> = {};
const COURSE_ORDER_FORMATS = { date: formatDate, money: formatMoney };

export default function TrainingOrdersPage() {
  const initialized = useSession((s) => s.initialized);
  const [state, update] = useListState(NO_FILTER);
  const request = { mine: false, page: state.page - 1, size: PAGE_SIZE };
  const results = useQuery({
    ...courseOrderOptions(useOrganizationScope(), request),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
  const page = results.data;
  const pages = pageCount(page?.totalRecords, PAGE_SIZE);
  usePageWithinTotal(state.page, pages, (page, how) => update({ page }, how));
  return (
    <section className="dash-page" aria-labelledby="training-orders-title">
      <header className="dash-page__header">
        <h1 id="training-orders-title">Training Orders</h1>
      </header>
      {results.isPending ? (
        <Spinner label="Loading training orders" />
      ) : results.isError || !page ? (
        <Alert kind="danger">The training orders could not be loaded. Please try again.</Alert>
      ) : page.content.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <>
          <CourseOrderTable
            orders={page.content}
            format={COURSE_ORDER_FORMATS}
            actions={(order) => (
              // issue 40: the order's seats, learners and progress (a training-store page)
              <Link to={`/pages/training-store/orders/${order.courseOrderId}`}>
                Seats and Progress
                <span className="visually-hidden">
                  {' '}
                  of order {order.orderNumber ?? order.externalOrderId}
                </span>
              </Link>
            )}
          />
          <Pager
            page={state.page}
            pages={pages}
            label="Training order pages"
            onPage={(page, how) => update({ page }, how)}
          />
        </>
      )}
    </section>
  );
}
