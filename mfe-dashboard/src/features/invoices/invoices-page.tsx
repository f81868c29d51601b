// /pages/dashboard/account/arinvoice (spec 2 'Orders and Invoices', spec 7 'Invoices'): search the caller's
// invoices (text, status, ship-to and bill-to, invoice dates), open an invoice's PDF, see its parts, request up to
// 250 PDFs at once (the link is e-mailed) and export the search as CSV through the download page.
import { userMessageOf } from '@portal/api-client';
import { Fragment, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession, usePrivileges, formatDate, formatMoney } from '@portal/shared-session';
import { allowsPrivileges } from '@portal/rules/access';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, SearchBox, SearchForm } from '@portal/shared-ui/list-kit';
import { useServerList } from '@portal/shared-session/server-list';
import { BulkPdfDialog, type BulkPdfChoice } from '@portal/shared-ui/bulk-pdf-dialog';
import { downloadPageHref } from '../../shared/format';
import { openFileInNewTab } from '../../shared/open-file';
import {
  INVOICE_CSV_ENDPOINT,
  INVOICE_PAGE_SIZE,
  invoicePdfUrl,
  invoiceSearchBody,
  requestBulkPdf,
} from './api/invoice-search';
import { invoiceLocationOptions, invoiceSearchOptions } from './api/queries';
import { InvoiceParts } from './components/invoice-parts';
import { EMPTY_INVOICE_FILTER, type InvoiceFilter, type InvoiceLocation } from './types/invoice';
import '../../shared/dashboard-pages.css';

const STATUSES = ['OPEN', 'PAST_DUE', 'PARTIALLY_PAID', 'PAID'];

const locationLabel = (l: InvoiceLocation) =>
  [l.addressName, l.address1, `${l.city}, ${l.state ?? l.province ?? ''}`].filter(Boolean).join(' – ');

export default function InvoicesPage() {
  // the pay page's own rule, as its guard and the API decide
  const mayPay = allowsPrivileges('invoices.pay', usePrivileges());
  const list = useServerList({
    emptyFilter: EMPTY_INVOICE_FILTER,
    pageSize: INVOICE_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query, filter: s.filter }),
    filterOf: (d) => d.filter,
    request: invoiceSearchBody,
    query: invoiceSearchOptions,
    total: (answer) => answer.totalRecords,
  });
  const { draft, setDraft, results, scope } = list;
  const body = list.request;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // a selection names another company's invoices once the company changes
  const [selectedIn, setSelectedIn] = useState(scope);
  if (selectedIn !== scope) {
    setSelectedIn(scope);
    setSelected(new Set());
  }
  const [expanded, setExpanded] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  const initialized = useSession((s) => s.initialized);
  const shipTo = useQuery({ ...invoiceLocationOptions(scope, 'shipTo'), enabled: initialized });
  const billTo = useQuery({ ...invoiceLocationOptions(scope, 'billTo'), enabled: initialized });

  const search = () => {
    setSelected(new Set());
    list.search();
  };
  const setFilter = (change: Partial<InvoiceFilter>) =>
    setDraft((d) => ({ ...d, filter: { ...d.filter, ...change } }));
  const toggle = (invoiceId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(invoiceId)) next.delete(invoiceId);
      else next.add(invoiceId);
      return next;
    });
  const openPdf = (invoiceId: string, title: string) => {
    setPdfError(null);
    openFileInNewTab(() => invoicePdfUrl(invoiceId, title)).catch(() =>
      setPdfError('The invoice PDF could not be opened. Please try again.'),
    );
  };
  const confirmBulk = async ({ scope, delivery }: BulkPdfChoice) => {
    await requestBulkPdf({
      invoiceIds: scope === 'SELECTED' ? [...selected] : null,
      searchRequest: scope === 'ALL' ? { ...body, page: 0 } : null,
      delivery,
    });
  };

  const total = results.data?.totalRecords ?? 0;

  return (
    <section className="dash-page" aria-labelledby="invoices-title">
      <header className="dash-page__header">
        <h1 id="invoices-title">Invoices</h1>
        <nav aria-label="Invoice help" className="dash-page__links">
          <Link to="/pages/dashboard/account/arinvoice/support">Invoice Support</Link>
          <Link to="/pages/dashboard/account/arinvoice/payment-instructions">Payment Instructions</Link>
          {mayPay && <Link to="/pages/dashboard/account/arinvoice/pay">Pay Invoices</Link>}
        </nav>
      </header>

      <SearchForm label="Search invoices" onSearch={search}>
        <SearchBox
          value={draft.query}
          placeholder="Invoice, PO or order number"
          onChange={(query) => setDraft((d) => ({ ...d, query }))}
        />
        <label>
          Status
          <select value={draft.filter.status} onChange={(e) => setFilter({ status: e.target.value })}>
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Ship To
          <select
            value={draft.filter.shipToAddressId}
            onChange={(e) => setFilter({ shipToAddressId: e.target.value })}
          >
            <option value="">All ship-to locations</option>
            {shipTo.data?.content.map((l) => (
              <option key={l.addressId} value={l.addressId}>
                {locationLabel(l)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Bill To
          <select
            value={draft.filter.billToAddressId}
            onChange={(e) => setFilter({ billToAddressId: e.target.value })}
          >
            <option value="">All bill-to locations</option>
            {billTo.data?.content.map((l) => (
              <option key={l.addressId} value={l.addressId}>
                {locationLabel(l)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Invoice date from
          <input
            type="date"
            value={draft.filter.start}
            onChange={(e) => setFilter({ start: e.target.value })}
          />
        </label>
        <label>
          Invoice date to
          <input type="date" value={draft.filter.end} onChange={(e) => setFilter({ end: e.target.value })} />
        </label>
      </SearchForm>

      <div className="dash-toolbar">
        <Button variant="secondary" onClick={() => setBulkOpen(true)} disabled={!results.data}>
          Download PDFs
        </Button>
        <a
          className="pui-button pui-button--secondary"
          href={downloadPageHref(INVOICE_CSV_ENDPOINT, { ...body, page: 0 })}
        >
          Export CSV
        </a>
        <span>{selected.size} selected</span>
      </div>

      {pdfError && (
        <Alert kind="danger" onDismiss={() => setPdfError(null)}>
          {pdfError}
        </Alert>
      )}
      {results.isPending ? (
        <Spinner label="Loading invoices" />
      ) : results.isError ? (
        <Alert kind="danger">The invoices could not be loaded. Please try again.</Alert>
      ) : results.data.content.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <>
          <p aria-live="polite">
            {total} invoice{total === 1 ? '' : 's'}
          </p>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Invoices</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <span className="visually-hidden">Select</span>
                  </th>
                  <th scope="col">Invoice #</th>
                  <th scope="col">Invoice Date</th>
                  <th scope="col">Due Date</th>
                  <th scope="col">PO</th>
                  <th scope="col">Order</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Balance Due</th>
                  <th scope="col">Status</th>
                  <th scope="col">Parts</th>
                </tr>
              </thead>
              <tbody>
                {results.data.content.map((invoice) => (
                  <Fragment key={invoice.invoiceId}>
                    <tr>
                      <td>
                        <input
                          type="checkbox"
                          aria-label={`Select invoice ${invoice.trxNumber}`}
                          checked={selected.has(invoice.invoiceId)}
                          onChange={() => toggle(invoice.invoiceId)}
                        />
                      </td>
                      <td>
                        <Button
                          variant="link"
                          aria-label={`Open the PDF of invoice ${invoice.trxNumber}`}
                          onClick={() => openPdf(invoice.invoiceId, invoice.title)}
                        >
                          {invoice.trxNumber}
                        </Button>
                      </td>
                      <td>{formatDate(invoice.invoiceDate)}</td>
                      <td>{formatDate(invoice.dueDate)}</td>
                      <td>{invoice.customerPo ?? ''}</td>
                      <td>{invoice.orderNumber ?? ''}</td>
                      <td>{formatMoney(invoice.amount, invoice.currency)}</td>
                      <td>{formatMoney(invoice.balanceDue, invoice.currency)}</td>
                      <td>{invoice.status}</td>
                      <td>
                        <Button
                          variant="link"
                          aria-expanded={expanded === invoice.invoiceId}
                          onClick={() =>
                            setExpanded((e) => (e === invoice.invoiceId ? null : invoice.invoiceId))
                          }
                        >
                          {/* the visible text begins the name (WCAG 2.5.3); aria-expanded says open or shut */}
                          Parts<span className="visually-hidden"> of invoice {invoice.trxNumber}</span>
                        </Button>
                      </td>
                    </tr>
                    {expanded === invoice.invoiceId && (
                      <tr>
                        <td colSpan={10}>
                          <InvoiceParts invoiceId={invoice.invoiceId} currency={invoice.currency} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={list.state.page} pages={list.pages} label="Invoice pages" onPage={list.setPage} />
        </>
      )}

      <BulkPdfDialog
        open={bulkOpen}
        selectedCount={selected.size}
        resultCount={total}
        onConfirm={confirmBulk}
        describeError={userMessageOf}
        onClose={() => setBulkOpen(false)}
      />
    </section>
  );
}
