// /pages/dashboard/equipment/fleet/unit/{instanceId} (spec 3's unit page): the unit, its location and in-service
// date, its hours, inspections, maintenance plan and next service's parts kit (issue 38), its service requests,
// notices and warranty claims (each list only with its page's privilege), and 'Submit a Claim' arriving prefilled
// with the unit.
import { Link } from '@portal/shared-session/routing';
import { usePrivileges, formatDate } from '@portal/shared-session';
import { unitDetailsOptions } from '../api/queries';
import type { UnitDetails } from '../types/fleet';
import { unitLocation } from '../../../shared/format';
import { RecordPage } from '../../../shared/record-page';
import { PartsKitSection, UnitHours, UnitInspections } from './unit-maintenance';
import '../../../shared/dashboard-pages.css';
import './fleet.css';

const FLEET = '/pages/dashboard/equipment/fleet';
const SR_DETAILS = '/pages/dashboard/equipment/service/details';
const APN_DETAILS = '/pages/dashboard/equipment/apns/details';
const CLAIM_DETAILS = '/pages/dashboard/equipment/warranty/detail';
const SUBMIT_CLAIM = '/pages/dashboard/equipment/warranty/claim';

/** The claim form reads the unit from the query (the warranty page prefills from it). */
export const submitClaimHref = (u: UnitDetails['unit']) =>
  `${SUBMIT_CLAIM}?${new URLSearchParams({ instanceId: u.instanceId, unitSerial: u.unitSerial }).toString()}`;

function UnitView({ details }: { details: UnitDetails }) {
  const privileges = usePrivileges();
  const mayClaim = privileges.some((p) => p === 'B2B_Warranty_Submit' || p === 'Demo_Only_Warranty_Submit');
  const { unit, location } = details;
  return (
    <>
      <header className="dash-page__header">
        <h1 id="unit-title">Unit {unit.unitSerial}</h1>
        {mayClaim && (
          <Link className="pui-button pui-button--primary" to={submitClaimHref(unit)}>
            Submit a Claim
          </Link>
        )}
      </header>
      <dl className="dash-unit-facts">
        <dt>Customer</dt>
        <dd>{unit.customerName}</dd>
        <dt>Model</dt>
        <dd>
          {unit.model} ({unit.productLine})
        </dd>
        <dt>Vehicle Number</dt>
        <dd>{unit.customerVehicleNumber ?? '—'}</dd>
        <dt>Chassis VIN</dt>
        <dd>{unit.chassisVin ?? '—'}</dd>
        <dt>In-Service Date</dt>
        <dd>{formatDate(details.inServiceDate) || '—'}</dd>
        <dt>Location</dt>
        <dd>{unitLocation(location) || '—'}</dd>
        {unit.warning && (
          <>
            <dt>Warning</dt>
            <dd>{unit.warning}</dd>
          </>
        )}
        {details.groups.length > 0 && (
          <>
            <dt>Groups</dt>
            <dd>{details.groups.map((g) => g.name).join(', ')}</dd>
          </>
        )}
      </dl>

      <UnitHours maintenance={details.maintenance} />
      <UnitInspections maintenance={details.maintenance} />
      {details.partsKit && <PartsKitSection kit={details.partsKit} unitSerial={unit.unitSerial} />}

      {details.serviceRequests && (
        <section aria-labelledby="unit-srs">
          <h2 id="unit-srs">Service Requests</h2>
          {details.serviceRequests.length === 0 ? (
            <p className="dash-empty">No Results Found</p>
          ) : (
            <ul>
              {details.serviceRequests.map((sr) => (
                <li key={sr.srId}>
                  <Link to={`${SR_DETAILS}/${encodeURIComponent(sr.srId)}`}>{sr.srNumber}</Link> · {sr.status}{' '}
                  · {sr.summary} · {formatDate(sr.openedAt)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {details.notices && (
        <section aria-labelledby="unit-apns">
          <h2 id="unit-apns">APNs</h2>
          {details.notices.length === 0 ? (
            <p className="dash-empty">No Results Found</p>
          ) : (
            <ul>
              {details.notices.map((n) => (
                <li key={n.apnId}>
                  <Link to={`${APN_DETAILS}/${encodeURIComponent(n.apnId)}`}>{n.apnNumber}</Link> · {n.title}{' '}
                  · {n.status}
                  {n.completedAt ? ` · completed ${formatDate(n.completedAt)}` : ''}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {details.warrantyClaims && (
        <section aria-labelledby="unit-claims">
          <h2 id="unit-claims">Warranty Claims</h2>
          {details.warrantyClaims.length === 0 ? (
            <p className="dash-empty">No Results Found</p>
          ) : (
            <ul>
              {details.warrantyClaims.map((c) => (
                <li key={c.claimId}>
                  <Link to={`${CLAIM_DETAILS}/${encodeURIComponent(c.claimId)}`}>{c.claimNumber}</Link> ·{' '}
                  {c.status} · {formatDate(c.submittedAt)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </>
  );
}

export default function UnitPage() {
  return (
    <RecordPage
      titleId="unit-title"
      title="Unit"
      back={{ to: FLEET, label: 'Back to My Fleet' }}
      param="instanceId"
      options={unitDetailsOptions}
      loadingLabel="Loading the unit"
      failure="This unit could not be loaded. Please try again."
    >
      {(data) => <UnitView details={data} />}
    </RecordPage>
  );
}
