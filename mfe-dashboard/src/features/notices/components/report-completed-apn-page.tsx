// /pages/dashboard/equipment/apns/complete 'Report a Completed APN' (B2B_Report_APNs): pick one of the open APNs on
// the caller's units (kept in the URL as apnId), tick the units whose work is done and submit; the confirmation
// names the units recorded, by whom and when.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '@portal/shared-session/routing';
import { useSession, formatDate } from '@portal/shared-session';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import type { NoticeSearchBody } from '../api/notices';
import { noticeDetailsOptions, noticeSearchOptions } from '../api/queries';
import type { CompletionReport } from '../types/notice';
import { ReportCompletionForm } from './report-completion-form';
import '../../../shared/dashboard-pages.css';
import './notices.css';

const APN_DETAILS = '/pages/dashboard/equipment/apns/details';
/** the API's largest page: the open notices on one customer's units fit in it */
const OPEN_APNS_BODY: NoticeSearchBody = {
  query: null,
  filterOptions: [{ fieldName: 'STATUS', value: 'OPEN' }],
  sortOptions: [{ fieldName: 'issuedDate', direction: 'DESC' }],
  page: 0,
  size: 200,
};

function Confirmation({ report }: { report: CompletionReport }) {
  const recorded = report.units.filter((u) => report.completed.includes(u.instanceId));
  return (
    <Alert kind="success">
      <p>
        Completion recorded for {recorded.length} {recorded.length === 1 ? 'unit' : 'units'} of APN{' '}
        {report.apnNumber}.
      </p>
      <ul aria-label="Units recorded as completed">
        {recorded.map((u) => (
          <li key={u.instanceId}>
            {u.unitSerial}: completed {formatDate(u.completedAt)}
            {u.completedBy ? ` by ${u.completedBy.name}` : ''}
          </li>
        ))}
      </ul>
      {report.alreadyComplete.length > 0 && (
        <p>{report.alreadyComplete.length} of the units had already been reported completed.</p>
      )}
      <Link to={`${APN_DETAILS}/${encodeURIComponent(report.apnId)}`}>View APN {report.apnNumber}</Link>
    </Alert>
  );
}

export default function ReportCompletedApnPage() {
  const initialized = useSession((s) => s.initialized);
  const [params, setParams] = useSearchParams();
  const apnId = params.get('apnId') ?? '';
  const [report, setReport] = useState<CompletionReport | null>(null);
  const scope = useOrganizationScope();
  const openApns = useQuery({ ...noticeSearchOptions(scope, OPEN_APNS_BODY), enabled: initialized });
  const notice = useQuery({ ...noticeDetailsOptions(scope, apnId), enabled: initialized && apnId !== '' });
  const choose = (next: string) => {
    setReport(null);
    setParams(next ? new URLSearchParams({ apnId: next }) : new URLSearchParams());
  };
  const choices = openApns.data?.content ?? [];
  // a notice named in the URL that is complete by now still shows, so its confirmation keeps its context
  const chosenMissing = apnId !== '' && notice.data && !choices.some((a) => a.apnId === apnId);

  return (
    <section className="dash-page" aria-labelledby="apn-complete-title">
      <header className="dash-page__header">
        <h1 id="apn-complete-title">Report a Completed APN</h1>
        <Link to="/pages/dashboard/equipment/apns">Back to APNs</Link>
      </header>
      <p>Choose the APN, then the units whose work is done.</p>
      {openApns.isPending ? (
        <Spinner label="Loading open APNs" />
      ) : openApns.isError ? (
        <Alert kind="danger">The open APNs could not be loaded. Please try again.</Alert>
      ) : choices.length === 0 && !apnId ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <div className="dash-form">
          <label>
            APN
            <select value={apnId} onChange={(e) => choose(e.target.value)}>
              <option value="">Select an APN</option>
              {chosenMissing && notice.data && (
                <option value={apnId}>
                  {notice.data.apnNumber}: {notice.data.title}
                </option>
              )}
              {choices.map((a) => (
                <option key={a.apnId} value={a.apnId}>
                  {a.apnNumber}: {a.title} ({a.openUnitCount} open)
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {report && <Confirmation report={report} />}
      {apnId !== '' &&
        (notice.isPending ? (
          <Spinner label="Loading the APN" />
        ) : notice.isError ? (
          <Alert kind="danger">This APN could not be loaded. Please choose another.</Alert>
        ) : notice.data.openUnitCount === 0 ? (
          !report && <p>Every unit of APN {notice.data.apnNumber} has been reported completed.</p>
        ) : (
          <ReportCompletionForm
            key={notice.data.apnId}
            notice={notice.data}
            title={`Units of APN ${notice.data.apnNumber}`}
            onReported={setReport}
          />
        ))}
    </section>
  );
}
