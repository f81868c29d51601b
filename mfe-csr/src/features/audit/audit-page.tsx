// /pages/csr/customerSupport/auditLog (issue 41): everyone's audit log — what each agent did to whom — newest
// first, by customer (name or e-mail), agent, action and date range, with names and actions in words, paged on
// the kit with its state in the URL; "Download CSV" exports the filtered view.
import { useState } from 'react';
import { formatDateTime } from '@portal/shared-session';
import type { ListState } from '@portal/shared-session/list-state';
import { useServerList } from '@portal/shared-session/server-list';
import { userMessageOf } from '@portal/api-client';
import { AUDIT_ACTION_WORDS, auditActionWords } from '@portal/rules/audit-actions';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { DataTable, Pager, SearchBox, SearchForm, type DataColumn } from '@portal/shared-ui/list-kit';
import type { CsrAuditLogQuery } from '../../gql/graphql';
import { auditLogOptions, getAuditLogCsv } from './api/queries';
import '../../shared/csr-pages.css';

export const AUDIT_PAGE_SIZE = 25;
const DAY_MS = 24 * 60 * 60 * 1000;
export const CSV_FILE_NAME = 'audit-log.csv';

interface AuditFilter {
  agent: string;
  action: string;
  /** YYYY-MM-DD, the first day shown (UTC, as the dates are shown) */
  from: string;
  /** YYYY-MM-DD, the last day shown */
  to: string;
}
const NO_FILTER: AuditFilter = { agent: '', action: '', from: '', to: '' };

/** The actions an agent can pick, in words, alphabetically. */
const ACTION_CHOICES = Object.entries(AUDIT_ACTION_WORDS).sort(([, a], [, b]) => a.localeCompare(b));

const dayStart = (day: string) => (day ? `${day}T00:00:00.000Z` : null);
/** The day after `day`: the range's end is exclusive, so the last day is shown whole. */
const dayAfter = (day: string) =>
  day ? new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString() : null;

const filterVariables = (state: ListState<AuditFilter>) => ({
  customer: state.query || null,
  agent: state.filter.agent || null,
  action: state.filter.action || null,
  from: dayStart(state.filter.from),
  to: dayAfter(state.filter.to),
});

type Entry = CsrAuditLogQuery['auditLog']['entries'][number];
const COLUMNS: DataColumn<Entry>[] = [
  { field: 'at', label: 'Date', cell: (e) => <time dateTime={e.at}>{formatDateTime(e.at)}</time> },
  { field: 'action', label: 'Action', cell: (e) => auditActionWords(e.action) },
  { field: 'agent', label: 'By', cell: (e) => e.actorName ?? 'System' },
  { field: 'customer', label: 'Customer', cell: (e) => e.subjectName ?? '' },
];

/** Saves `text` as a file the browser downloads. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser takes the file after this task: the address is let go of after it
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export default function AuditPage() {
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const list = useServerList({
    emptyFilter: NO_FILTER,
    pageSize: AUDIT_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query, agent: s.filter.agent, from: s.filter.from, to: s.filter.to }),
    filterOf: (d, s) => ({ ...s.filter, agent: d.agent.trim(), from: d.from, to: d.to }),
    request: (state) => ({ ...filterVariables(state), page: state.page - 1, size: AUDIT_PAGE_SIZE }),
    query: auditLogOptions,
    total: (answer) => answer.auditLog.totalCount,
  });
  const { state, update, draft, setDraft, results } = list;
  const total = results.data?.auditLog.totalCount ?? 0;
  const backwards = state.filter.from !== '' && state.filter.to !== '' && state.filter.to < state.filter.from;

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      download(await getAuditLogCsv(filterVariables(state)), CSV_FILE_NAME);
    } catch (e) {
      setExportError(userMessageOf(e, 'The CSV could not be made. Please try again.'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="csr-page" aria-labelledby="csr-audit-title">
      <h1 id="csr-audit-title">Audit Log</h1>
      <p className="csr-hint">What each agent did, and to whom, newest first.</p>
      <SearchForm label="Filter the audit log" onSearch={list.search}>
        <SearchBox
          label="Customer"
          value={draft.query}
          placeholder="Customer's name or email"
          onChange={(query) => setDraft((d) => ({ ...d, query }))}
        />
        <label>
          Agent
          <input
            type="text"
            value={draft.agent}
            placeholder="Agent's name or email"
            onChange={(e) => setDraft((d) => ({ ...d, agent: e.target.value }))}
          />
        </label>
        <label>
          Action
          <select
            value={state.filter.action}
            onChange={(e) => update({ page: 1, filter: { ...state.filter, action: e.target.value } })}
          >
            <option value="">Any action</option>
            {ACTION_CHOICES.map(([code, words]) => (
              <option key={code} value={code}>
                {words}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
        </label>
      </SearchForm>
      {backwards && <Alert kind="warning">The end of the date range is before its start.</Alert>}
      <div className="csr-toolbar">
        <Button variant="secondary" disabled={exporting || total === 0} onClick={() => void exportCsv()}>
          Download CSV
        </Button>
      </div>
      {exportError && <Alert kind="danger">{exportError}</Alert>}
      <DataTable
        caption="Audit log"
        wide
        columns={COLUMNS}
        rows={results.data?.auditLog.entries}
        rowKey={(e) => e.id}
        loading={results.isPending}
        error={results.isError}
        loadingLabel="Loading the audit log"
        errorMessage="The audit log could not be loaded. Please check the filters and try again."
        emptyMessage="No actions match these filters."
        header={<p>{total === 1 ? '1 action' : `${total} actions`}</p>}
        footer={<Pager page={state.page} pages={list.pages} label="Audit log pages" onPage={list.setPage} />}
      />
    </section>
  );
}
