// /pages/dashboard/equipment/apns/details/{apnId} (spec 9): the notice, its attachments (the real PDF opens in a new
// tab through /apn/getApnPdfUrl) and the caller's affected units; 'Report a Completed APN' (B2B_Report_APNs) marks
// chosen open units completed.
import { useState } from 'react';
import { Link } from '@portal/shared-session/routing';
import { usePrivileges, formatDate } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { openFileInNewTab } from '../../../shared/open-file';
import { noticePdfUrl } from '../api/notices';
import { noticeDetailsOptions } from '../api/queries';
import type { NoticeDetails } from '../types/notice';
import { ReportCompletionForm } from './report-completion-form';
import { RecordPage } from '../../../shared/record-page';
import '../../../shared/dashboard-pages.css';
import './notices.css';

const APNS = '/pages/dashboard/equipment/apns';
const UNIT_PAGE = '/pages/dashboard/equipment/fleet/unit';

function NoticeView({ notice }: { notice: NoticeDetails }) {
  const mayReport = usePrivileges().includes('B2B_Report_APNs');
  const [pdfFailed, setPdfFailed] = useState(false);
  const openPdf = (attachmentId: string) => {
    setPdfFailed(false);
    openFileInNewTab(async () => (await noticePdfUrl(notice.apnId, attachmentId)).fileUrl).catch(() =>
      setPdfFailed(true),
    );
  };
  return (
    <>
      <header className="dash-page__header">
        <h1 id="apn-title">
          APN {notice.apnNumber}: {notice.title}
        </h1>
      </header>
      <p>{notice.description}</p>
      <dl className="dash-notice-facts">
        <dt>Type</dt>
        <dd>{notice.noticeType}</dd>
        <dt>Severity</dt>
        <dd>{notice.severity ?? '—'}</dd>
        <dt>Issued</dt>
        <dd>{formatDate(notice.issuedDate)}</dd>
        <dt>Due</dt>
        <dd>{formatDate(notice.dueDate) || '—'}</dd>
        <dt>Status</dt>
        <dd>
          {notice.status === 'OPEN' ? 'Open' : 'Complete'} ({notice.openUnitCount} open,{' '}
          {notice.completedUnitCount} completed)
        </dd>
      </dl>
      {notice.attachments.length > 0 && (
        <section aria-labelledby="apn-attachments">
          <h2 id="apn-attachments">Attachments</h2>
          <ul>
            {notice.attachments.map((a) => (
              <li key={a.attachmentId}>
                <Button variant="link" onClick={() => openPdf(a.attachmentId)}>
                  {a.description || a.filename}
                </Button>
              </li>
            ))}
          </ul>
          {pdfFailed && <Alert kind="danger">The attachment could not be opened. Please try again.</Alert>}
        </section>
      )}
      <section aria-labelledby="apn-units">
        <h2 id="apn-units">Affected Units</h2>
        <div className="pui-table-scroll">
          <table className="pui-table">
            <caption className="visually-hidden">Units this APN applies to</caption>
            <thead>
              <tr>
                <th scope="col">Unit Serial</th>
                <th scope="col">Model</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Completed</th>
              </tr>
            </thead>
            <tbody>
              {notice.units.map((u) => (
                <tr key={u.instanceId}>
                  <td>
                    <Link to={`${UNIT_PAGE}/${encodeURIComponent(u.instanceId)}`}>{u.unitSerial}</Link>
                  </td>
                  <td>{u.model}</td>
                  <td>{u.customerName}</td>
                  <td>{u.status === 'OPEN' ? 'Open' : 'Complete'}</td>
                  <td>
                    {u.completedAt
                      ? `${formatDate(u.completedAt)}${u.completedBy ? ` by ${u.completedBy.name}` : ''}`
                      : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      {mayReport && <ReportCompletionForm notice={notice} />}
    </>
  );
}

export default function NoticeDetailsPage() {
  return (
    <RecordPage
      titleId="apn-title"
      title="APN Details"
      back={{ to: APNS, label: 'Back to APNs' }}
      param="apnId"
      options={noticeDetailsOptions}
      loadingLabel="Loading the APN"
      failure="This APN could not be loaded. Please try again."
    >
      {(data) => <NoticeView notice={data} />}
    </RecordPage>
  );
}
