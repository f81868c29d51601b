// /pages/dashboard/account/statement (issue 39): what the company owes — credit limit, open balance, past due and
// the aging of the open invoices, for all companies in view together and for each one per bill-to address, with
// the open invoices; the same statement as a PDF and a CSV.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatMoney, usePrivileges, useSession } from '@portal/shared-session';
import { allowsPrivileges } from '@portal/rules/access';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { openFileInNewTab } from '../../shared/open-file';
import { AGING_BUCKETS, AGING_LABELS } from '@portal/rules/aging';
import { fetchStatement, statementFileUrl } from './statement';
import type { Balance, OrganisationStatement } from '@portal/rules/aging';
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
      {org.invoices.length === 0 ? (
        <p className="dash-empty">No open invoices.</p>
      ) : (
        <div
          className="pui-table-scroll"
          role="region"
          aria-label={`Open invoices of ${org.name}`}
          tabIndex={0}
        >
          <table className="pui-table" aria-label={`Open invoices of ${org.name}`}>
            <caption className="visually-hidden">Open invoices of {org.name}</caption>
            <thead>
              <tr>
                <th scope="col">Invoice</th>
                <th scope="col">Invoice date</th>
                <th scope="col">Due date</th>
                <th scope="col">Days past due</th>
                <th scope="col">Bill to</th>
                <th scope="col">Balance due</th>
              </tr>
            </thead>
            <tbody>
              {org.invoices.map((invoice) => (
                <tr key={invoice.invoiceId}>
                  <th scope="row">{invoice.trxNumber}</th>
                  <td>{formatDate(invoice.invoiceDate)}</td>
                  <td>{formatDate(invoice.dueDate)}</td>
                  <td>{invoice.daysPastDue}</td>
                  <td>{invoice.billTo}</td>
                  <td>{money(invoice.balanceDue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export default function StatementPage() {
  // the pay page's own rule, as its guard and the API decide
  const mayPay = allowsPrivileges('invoices.pay', usePrivileges());
  const initialized = useSession((s) => s.initialized);
  const selected = useSession((s) => s.selectedOrganization?.accountId ?? null);
  const statement = useQuery({
    queryKey: ['account-statement', selected],
    queryFn: ({ signal }) => fetchStatement(signal),
    enabled: initialized,
  });
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
        </>
      )}
    </section>
  );
}
