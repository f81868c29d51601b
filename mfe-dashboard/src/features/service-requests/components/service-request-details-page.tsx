// /pages/dashboard/equipment/service/details/{srId} (viewSr/{srId} lands here): one service request — status, type,
// severity, problem, technician, location, its unit and the service center's comments.
import { Link } from '@portal/shared-session/routing';
import { formatDate } from '@portal/shared-session';
import { serviceRequestDetailsOptions } from '../api/queries';
import { SR_STATUS_LABELS, type ServiceRequestDetails } from '../types/service-request';
import { RecordPage } from '../../../shared/record-page';
import '../../../shared/dashboard-pages.css';

const SERVICE = '/pages/dashboard/equipment/service';
const UNIT_PAGE = '/pages/dashboard/equipment/fleet/unit';

function ServiceRequestView({ sr }: { sr: ServiceRequestDetails }) {
  const { unit } = sr;
  return (
    <>
      <header className="dash-page__header">
        <h1 id="sr-title">
          Service Request {sr.srNumber}: {sr.summary}
        </h1>
      </header>
      <dl className="dash-order-detail__facts">
        <dt>Status</dt>
        <dd>{SR_STATUS_LABELS[sr.status] ?? sr.status}</dd>
        <dt>Type</dt>
        <dd>{sr.type}</dd>
        <dt>Severity</dt>
        <dd>{sr.severity ?? '—'}</dd>
        <dt>Opened</dt>
        <dd>{formatDate(sr.openedAt)}</dd>
        <dt>Closed</dt>
        <dd>{formatDate(sr.closedAt) || '—'}</dd>
        <dt>Problem Code</dt>
        <dd>{sr.problemCode ?? '—'}</dd>
        <dt>Technician</dt>
        <dd>{sr.technician ?? '—'}</dd>
        <dt>Location</dt>
        <dd>{sr.location ?? '—'}</dd>
      </dl>
      {sr.description && <p>{sr.description}</p>}
      <section aria-labelledby="sr-unit">
        <h2 id="sr-unit">Unit</h2>
        {unit ? (
          <dl className="dash-order-detail__facts">
            <dt>Unit Serial</dt>
            <dd>
              <Link to={`${UNIT_PAGE}/${encodeURIComponent(unit.instanceId)}`}>{unit.unitSerial}</Link>
            </dd>
            <dt>Model</dt>
            <dd>
              {unit.model} ({unit.productLine})
            </dd>
            <dt>Vehicle Number</dt>
            <dd>{unit.customerVehicleNumber ?? '—'}</dd>
            <dt>Customer</dt>
            <dd>{unit.customerName}</dd>
          </dl>
        ) : (
          <p>No unit is recorded for this service request.</p>
        )}
      </section>
      <section aria-labelledby="sr-comments">
        <h2 id="sr-comments">Comments</h2>
        {sr.comments.length === 0 ? (
          <p className="dash-empty">No Results Found</p>
        ) : (
          <ol>
            {sr.comments.map((c, i) => (
              // comments have no id; their order is their identity
              <li key={i}>
                <p>
                  <strong>{c.author}</strong>, {formatDate(c.at)}
                </p>
                <p>{c.text}</p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}

export default function ServiceRequestDetailsPage() {
  return (
    <RecordPage
      titleId="sr-title"
      title="Service Request"
      back={{ to: SERVICE, label: 'Back to Service Requests' }}
      param="srId"
      options={serviceRequestDetailsOptions}
      loadingLabel="Loading the service request"
      failure="This service request could not be loaded. Please try again."
    >
      {(data) => <ServiceRequestView sr={data} />}
    </RecordPage>
  );
}
