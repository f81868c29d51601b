// /pages/dashboard (spec 2 'Dashboard'): the home's widgets — each only when the caller's privileges allow it (the
// API answers only those) — and each links to its page.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@portal/shared-session/routing';
import { useSession, formatDate, formatMoney } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import { dashboardSummaryOptions } from '../api/queries';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import type { DashboardWidgets } from '../types/dashboard-summary';
import '../../../shared/dashboard-pages.css';
import './dashboard-home.css';

const FLEET = '/pages/dashboard/equipment/fleet';
const SERVICE = '/pages/dashboard/equipment/service';
const APNS = '/pages/dashboard/equipment/apns';
const WARRANTY = '/pages/dashboard/equipment/warranty';
const ORDERS = '/pages/dashboard/account/orders';
const INVOICES = '/pages/dashboard/account/arinvoice';

function Widget({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="dash-widget" aria-labelledby={`widget-${id}`}>
      <h2 id={`widget-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

function Widgets({ widgets }: { widgets: DashboardWidgets }) {
  const { fleet, serviceRequests, notices, warranty, orders, invoices } = widgets;
  return (
    <div className="dash-widgets">
      {fleet && (
        <Widget id="fleet" title="My Fleet">
          <p>
            {fleet.unitCount} units · {fleet.unitsWithWarnings} with warnings
          </p>
          <Link to={FLEET}>View My Fleet</Link>
        </Widget>
      )}
      {serviceRequests && (
        <Widget id="service" title="Service">
          <p>{serviceRequests.openCount} open service requests</p>
          {serviceRequests.recent.length > 0 && (
            <ul>
              {serviceRequests.recent.map((sr) => (
                <li key={sr.srId}>
                  <Link to={`${SERVICE}/details/${encodeURIComponent(sr.srId)}`}>{sr.srNumber}</Link>{' '}
                  {sr.summary} ({formatDate(sr.openedAt)})
                </li>
              ))}
            </ul>
          )}
          {/* spec 2: the service pages open in a new tab */}
          <a href={SERVICE} target="_blank" rel="noopener">
            View Service Jobs
          </a>
        </Widget>
      )}
      {notices && (
        <Widget id="apns" title="APNs">
          <p>
            {notices.openNoticeCount} open APNs on {notices.openUnitCount} units
          </p>
          <Link to={APNS}>View APNs</Link>
        </Widget>
      )}
      {warranty && (
        <Widget id="warranty" title="Warranty">
          <p>{warranty.inProgressCount} claims in progress</p>
          <Link to={WARRANTY}>View Warranty</Link>
        </Widget>
      )}
      {orders && (
        <Widget id="orders" title="Recent Orders">
          {orders.recent.length === 0 ? (
            <p>No recent orders</p>
          ) : (
            <ul>
              {orders.recent.map((o) => (
                <li key={o.orderId}>
                  {o.orderNumber} · {o.status} · {formatDate(o.orderedAt)}
                  {o.total === null ? null : ` · ${formatMoney(o.total, o.currency)}`}
                </li>
              ))}
            </ul>
          )}
          <Link to={ORDERS}>View Supply Orders</Link>
        </Widget>
      )}
      {invoices && (
        <Widget id="invoices" title="Invoices">
          <p>
            {invoices.dueCount} due · {invoices.pastDueCount} past due
          </p>
          {invoices.balanceDue.map((b) => (
            <p key={b.currency}>Balance due: {formatMoney(b.amount, b.currency)}</p>
          ))}
          <Link to={INVOICES}>View Invoices</Link>
        </Widget>
      )}
    </div>
  );
}

export default function DashboardHomePage() {
  const initialized = useSession((s) => s.initialized);
  const summary = useQuery({ ...dashboardSummaryOptions(useOrganizationScope()), enabled: initialized });
  return (
    <section className="dash-page" aria-labelledby="dashboard-title">
      <header className="dash-page__header">
        <h1 id="dashboard-title">Dashboard</h1>
      </header>
      {summary.isPending ? (
        <Spinner label="Loading the dashboard" />
      ) : summary.isError ? (
        <Alert kind="danger">The dashboard could not be loaded. Please try again.</Alert>
      ) : Object.keys(summary.data.widgets).length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <Widgets widgets={summary.data.widgets} />
      )}
    </section>
  );
}
