// /pages/dashboard/account/statement (issue 39): what the company owes — credit limit, open balance, past due and
// the aging of the open invoices, for all companies in view together and for each one per bill-to address, then
// the open invoices a page at a time (ADR 0044: the page number in the URL); the same statement as a PDF and a CSV.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney, usePrivileges, useSession } from '@portal/shared-session';
import { useOrganizationScope } from '@portal/shared-session/query-keys';
import { useServerList } from '@portal/shared-session/server-list';
import { allowsPrivileges } from '@portal/rules/access';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { DataTable, Pager, type DataColumn } from '@portal/shared-ui/list-kit';
import { Spinner } from '@portal/shared-ui/spinner';
import { openFileInNewTab } from '../../shared/open-file';
import { AGING_BUCKETS, AGING_LABELS } from '@portal/rules/aging';
import {
  STATEMENT_PAGE_SIZE,
  statementFileUrl,
  statementInvoicesOptions,
  statementOptions,
} from './statement';
import type { AccountStatement, Balance, OrganisationStatement, StatementInvoice } from '@portal/rules/aging';
import '../../shared/dashboard-pages.css';

/** The aging buckets' column headings. */
function AgingHeadings() {
  return (
    <>
      {AGING_BUCKETS.map((b) => (
        <th key={b} scope="col">
          {AGING_LABELS[b]}
        </th>
      ))}
    </>
  );
}

/** A balance's aging cells, in the headings' order. */
function AgingCells({ balance, money }: { balance: Balance; money: (n: number) => string }) {
  return (
    <>
      {AGING_BUCKETS.map((b) => (
        <td key={b}>{money(balance.aging[b])}</td>
      ))}
    </>
  );
}

function BalanceTable({
  caption,
  balance,
  creditLimit,
  currency,
}: {
  caption: string;
  balance: Balance;
  creditLimit: number | null;
  currency: string;
}) {
  const money = (n: number) => formatMoney(n, currency);
  return (
    // a region that scrolls sideways at 390 px is reachable by keyboard (axe scrollable-region-focusable)
    <div className="pui-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="pui-table" aria-label={caption}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Credit limit</th>
            <th scope="col">Open balance</th>
            <th scope="col">Past due</th>
            <AgingHeadings />
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{creditLimit === null ? 'None' : money(creditLimit)}</td>
            <td>{money(balance.openBalance)}</td>
            <td>{money(balance.pastDue)}</td>
            <AgingCells balance={balance} money={money} />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function CompanyStatement({ org }: { org: OrganisationStatement }) {
  const money = (n: number) => formatMoney(n, org.currency);
  const titleId = `statement-${org.accountId}`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>
        {org.name} ({org.accountNumber})
      </h2>
      <BalanceTable
        caption={`Balance of ${org.name}`}
        balance={org}
        creditLimit={org.creditLimit}
        currency={org.currency}
      />
      {org.billTos.length > 0 && (
        <div
          className="pui-table-scroll"
          role="region"
          aria-label={`Aging by bill-to of ${org.name}`}
          tabIndex={0}
        >
          <table className="pui-table" aria-label={`Aging by bill-to of ${org.name}`}>
            <caption className="visually-hidden">Aging by bill-to of {org.name}</caption>
            <thead>
              <tr>
                <th scope="col">Bill to</th>
                <th scope="col">Open balance</th>
                <AgingHeadings />
              </tr>
            </thead>
            <tbody>
              {org.billTos.map((billTo) => (
                <tr key={billTo.billToAddressId ?? 'none'}>
                  <th scope="row">{billTo.billTo}</th>
                  <td>{money(billTo.openBalance)}</td>
                  <AgingCells balance={billTo} money={money} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p>
        {org.openInvoices === 0
          ? 'No open invoices.'
          : `${org.openInvoices.toLocaleString('en-US')} open ${org.openInvoices === 1 ? 'invoice' : 'invoices'}`}
      </p>
    </section>
  );
}

const NO_FILTER: Record<string, never> = {};

/** The statement's open invoices of every company in view, oldest due first, a page at a time. */
function OpenInvoices({ statement }: { statement: AccountStatement }) {
  const list = useServerList({
    emptyFilter: NO_FILTER,
    pageSize: STATEMENT_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query }),
    filterOf: () => NO_FILTER,
    request: (s) => ({ page: s.page - 1, size: STATEMENT_PAGE_SIZE }),
    query: statementInvoicesOptions,
    total: (answer) => answer.totalRecords,
  });
  const companies = new Map(statement.organizations.map((o) => [o.accountId, o]));
  const money = (invoice: StatementInvoice) =>
    formatMoney(invoice.balanceDue, companies.get(invoice.accountId)?.currency ?? 'USD');
  const columns: DataColumn<StatementInvoice>[] = [
    { field: 'trxNumber', label: 'Invoice', cell: (i) => i.trxNumber },
    ...(statement.organizations.length > 1
      ? [
          {
            field: 'company',
            label: 'Company',
            cell: (i: StatementInvoice) => companies.get(i.accountId)?.name,
          },
        ]
      : []),
    { field: 'invoiceDate', label: 'Invoice date', cell: (i) => formatDate(i.invoiceDate) },
    { field: 'dueDate', label: 'Due date', cell: (i) => formatDate(i.dueDate) },
    { field: 'daysPastDue', label: 'Days past due', cell: (i) => i.daysPastDue },
    { field: 'aging', label: 'Aging', cell: (i) => AGING_LABELS[i.bucket] },
    { field: 'billTo', label: 'Bill to', cell: (i) => i.billTo },
    { field: 'balanceDue', label: 'Balance due', cell: money },
  ];
  return (
    <section aria-labelledby="statement-open-invoices">
      <h2 id="statement-open-invoices">Open invoices</h2>
      <DataTable
        caption="Open invoices"
        columns={columns}
        rows={list.results.data?.content}
        rowKey={(i) => i.invoiceId}
        {...list.table}
        loadingLabel="Loading the open invoices"
        errorMessage="The open invoices could not be loaded. Please try again."
        emptyMessage="No open invoices."
        footer={<Pager {...list.pager} label="Open invoice pages" />}
      />
    </section>
  );
}

export default function StatementPage() {
  // the pay page's own rule, as its guard and the API decide
  const mayPay = allowsPrivileges('invoices.pay', usePrivileges());
  const initialized = useSession((s) => s.initialized);
  const statement = useQuery({ ...statementOptions(useOrganizationScope()), enabled: initialized });
  const [openError, setOpenError] = useState(false);
  const open = (format: 'pdf' | 'csv') => {
    setOpenError(false);
    openFileInNewTab(() => Promise.resolve(statementFileUrl(format))).catch(() => setOpenError(true));
  };
  const data = statement.data;
  const currency = data?.organizations[0]?.currency ?? 'USD';
  return (
    <section className="dash-page" aria-labelledby="statement-title">
      <header className="dash-page__header">
        <h1 id="statement-title">Account Statement</h1>
        <nav aria-label="Invoices" className="dash-page__links">
          <Link to="/pages/dashboard/account/arinvoice">Invoices</Link>
          {mayPay && <Link to="/pages/dashboard/account/arinvoice/pay">Pay Invoices</Link>}
        </nav>
      </header>
      {openError && <Alert kind="danger">The file could not be opened. Please try again.</Alert>}
      {statement.isPending ? (
        <Spinner label="Loading the account statement" />
      ) : statement.isError || !data ? (
        <Alert kind="danger">The account statement could not be loaded.</Alert>
      ) : (
        <>
          <p>Statement date: {formatDate(data.asOf)}</p>
          <div className="dash-toolbar">
            <Button onClick={() => open('pdf')}>Statement PDF</Button>
            <Button variant="secondary" onClick={() => open('csv')}>
              Statement CSV
            </Button>
          </div>
          <BalanceTable
            caption="Statement totals"
            balance={data}
            creditLimit={data.creditLimit}
            currency={currency}
          />
          {data.organizations.map((org) => (
            <CompanyStatement key={org.accountId} org={org} />
          ))}
          <OpenInvoices statement={data} />
        </>
      )}
    </section>
  );
}
