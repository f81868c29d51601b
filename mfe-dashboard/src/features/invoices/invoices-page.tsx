// /pages/dashboard/account/arinvoice (spec 2 'Orders and Invoices', spec 7 'Invoices'): search the caller's
// invoices (text, status, ship-to and bill-to, invoice dates), open an invoice's PDF, see its parts, request up to
// 250 PDFs at once (the link is e-mailed) and export the search as CSV through the download page.
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession, usePrivileges, formatDate, formatMoney } from '@portal/shared-session';
import { allowsPrivileges } from '@portal/rules/access';
import { INVOICE_STATUSES, invoiceStatusInWords } from '@portal/rules';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { DataTable, Pager, SearchBox, SearchForm, type DataColumn } from '@portal/shared-ui/list-kit';
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
import {
  EMPTY_INVOICE_FILTER,
  type InvoiceFilter,
  type InvoiceLocation,
  type InvoiceSummary,
} from './types/invoice';
import '../../shared/dashboard-pages.css';

/** The list's columns: the number opens the invoice's PDF, the last opens its parts under it. */
function invoiceColumns(
  openPdf: (invoiceId: string, title: string) => void,
  expanded: string | null,
  toggleParts: (invoiceId: string) => void,
): readonly DataColumn<InvoiceSummary>[] {
  return [
    {
      field: 'trxNumber',
      label: 'Invoice #',
      cell: (invoice) => (
        <Button
          variant="link"
          aria-label={`Open the PDF of invoice ${invoice.trxNumber}`}
          onClick={() => openPdf(invoice.invoiceId, invoice.title)}
        >
          {invoice.trxNumber}
        </Button>
      ),
    },
    { field: 'invoiceDate', label: 'Invoice Date', cell: (invoice) => formatDate(invoice.invoiceDate) },
    { field: 'dueDate', label: 'Due Date', cell: (invoice) => formatDate(invoice.dueDate) },
    { field: 'customerPo', label: 'PO', cell: (invoice) => invoice.customerPo ?? '' },
    { field: 'orderNumber', label: 'Order', cell: (invoice) => invoice.orderNumber ?? '' },
    { field: 'amount', label: 'Amount', cell: (invoice) => formatMoney(invoice.amount, invoice.currency) },
    {
      field: 'balanceDue',
      label: 'Balance Due',
      cell: (invoice) => formatMoney(invoice.balanceDue, invoice.currency),
    },
    { field: 'status', label: 'Status', cell: (invoice) => invoiceStatusInWords(invoice.status) },
    {
      field: 'parts',
      label: 'Parts',
      cell: (invoice) => (
        <Button
          variant="link"
          aria-expanded={expanded === invoice.invoiceId}
          onClick={() => toggleParts(invoice.invoiceId)}
        >
          {/* the visible text begins the name (WCAG 2.5.3); aria-expanded says open or shut */}
          Parts<span className="visually-hidden"> of invoice {invoice.trxNumber}</span>
        </Button>
      ),
    },
  ];
}

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
  const toggleParts = (invoiceId: string) => setExpanded((e) => (e === invoiceId ? null : invoiceId));
  const trxNumberOf = new Map(results.data?.content.map((i) => [i.invoiceId, i.trxNumber]));
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
            {INVOICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {invoiceStatusInWords(s)}
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
      <DataTable
        caption="Invoices"
        columns={invoiceColumns(openPdf, expanded, toggleParts)}
        rows={results.data?.content}
        rowKey={(invoice) => invoice.invoiceId}
        loading={results.isPending}
        error={results.isError}
        loadingLabel="Loading invoices"
        errorMessage="The invoices could not be loaded. Please try again."
        selection={{
          selected,
          onChange: setSelected,
          label: (invoiceId) => `Select invoice ${trxNumberOf.get(invoiceId) ?? invoiceId}`,
        }}
        expandedRow={(invoice) =>
          expanded === invoice.invoiceId ? (
            <InvoiceParts invoiceId={invoice.invoiceId} currency={invoice.currency} />
          ) : null
        }
        header={
          <p aria-live="polite">
            {total} invoice{total === 1 ? '' : 's'}
          </p>
        }
        footer={
          <Pager page={list.state.page} pages={list.pages} label="Invoice pages" onPage={list.setPage} />
        }
      />

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
