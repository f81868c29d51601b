// /pages/dashboard/training/orders (spec 2 'Orders and Invoices'): the organisations' training (course) orders,
// a page at a time (page in the URL), each with its courses.
import { Fragment, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { useSession, formatDate, formatMoney } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, pageCount } from '@portal/shared-ui/list-kit';
import { DashboardCourseOrdersDocument } from '../../gql/graphql';
import { useListState } from '@portal/shared-session/list-state';
import '../../shared/dashboard-pages.css';

const PAGE_SIZE = 10;
const NO_FILTER: Record<string, never> = {};

export default function TrainingOrdersPage() {
  const initialized = useSession((s) => s.initialized);
  const [state, update] = useListState(NO_FILTER);
  const [open, setOpen] = useState<string | null>(null);
  const request = { mine: false, page: state.page - 1, size: PAGE_SIZE };
  const results = useQuery({
    queryKey: ['course-orders', request],
    queryFn: ({ signal }) => runGraphQL(DashboardCourseOrdersDocument, { request }, { signal }),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
  const page = results.data?.courseOrders;
  const pages = pageCount(page?.totalRecords ?? 0, PAGE_SIZE);
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
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Training orders</caption>
              <thead>
                <tr>
                  <th scope="col">Order #</th>
                  <th scope="col">Order Date</th>
                  <th scope="col">Status</th>
                  <th scope="col">Total</th>
                  <th scope="col">Courses</th>
                </tr>
              </thead>
              <tbody>
                {page.content.map((order) => (
                  <Fragment key={order.courseOrderId}>
                    <tr>
                      <td>{order.externalOrderId}</td>
                      <td>{formatDate(order.orderedAt)}</td>
                      <td>{order.status}</td>
                      <td>{formatMoney(order.total, order.currency)}</td>
                      <td>
                        <Button
                          variant="link"
                          aria-expanded={open === order.courseOrderId}
                          onClick={() =>
                            setOpen((o) => (o === order.courseOrderId ? null : order.courseOrderId))
                          }
                        >
                          {/* the visible text begins the name (WCAG 2.5.3); aria-expanded says open or shut */}
                          Courses<span className="visually-hidden"> of order {order.externalOrderId}</span>
                        </Button>
                      </td>
                    </tr>
                    {open === order.courseOrderId && (
                      <tr>
                        <td colSpan={5}>
                          <ul>
                            {order.lines.map((line) => (
                              <li key={line.courseId}>
                                {line.title} — {line.quantity} × {formatMoney(line.unitPrice, order.currency)}{' '}
                                = {formatMoney(line.lineTotal, order.currency)}
                              </li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={state.page}
            pages={pages}
            label="Training order pages"
            onPage={(page) => update({ page })}
          />
        </>
      )}
    </section>
  );
}
