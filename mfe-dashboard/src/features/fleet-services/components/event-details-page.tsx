// /pages/dashboard/equipment/fleetservices/event-details/{instanceId} (viewEvent/{instanceId} lands here): one
// unit's recent days charted and its events listed (those the caller's privileges show).
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@portal/shared-session/routing';
import { useSession } from '@portal/shared-session';
import { DataTable } from '@portal/shared-ui/list-kit';
import { Spinner } from '@portal/shared-ui/spinner';
import { unitTelematicsOptions } from '../api/queries';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import type { UnitTelematics } from '../types/telematics';
import { dayRows, DAILY_HOURS, DAILY_LOAD } from '../utils/unit-days';
import { eventColumns } from './events-table';
import { InsightChart } from './insight-chart';
import { QueryFailure } from './query-failure';
import '../../../shared/dashboard-pages.css';
import './fleet-services.css';

const UNIT_PAGE = '/pages/dashboard/equipment/fleet/unit';
const SAFETY = '/pages/dashboard/equipment/fleetservices/safety';
const WITHOUT_UNIT = eventColumns(false);

function UnitEvents({ data }: { data: UnitTelematics }) {
  const { unit, events, lastDays } = data;
  const rows = dayRows(lastDays);
  return (
    <>
      <header className="dash-page__header">
        <h1 id="event-details-title">Event Details: Unit {unit.unitSerial}</h1>
        <nav className="dash-page__links" aria-label="Related pages">
          <Link to={`${UNIT_PAGE}/${encodeURIComponent(unit.instanceId)}`}>Unit page</Link>
          <Link to={SAFETY}>Safety</Link>
        </nav>
      </header>
      <dl className="fs-facts">
        <dt>Model</dt>
        <dd>{unit.model}</dd>
        <dt>Vehicle number</dt>
        <dd>{unit.customerVehicleNumber ?? '—'}</dd>
        <dt>Customer</dt>
        <dd>{unit.customerName}</dd>
        <dt>Location</dt>
        <dd>{unit.currentLocation ?? '—'}</dd>
      </dl>
      {rows.length > 0 ? (
        <div className="fs-charts">
          <InsightChart spec={DAILY_HOURS} rows={rows} periodHeading="Day" />
          <InsightChart spec={DAILY_LOAD} rows={rows} periodHeading="Day" />
        </div>
      ) : (
        <p>This unit has reported no daily telematics.</p>
      )}
      <section aria-labelledby="unit-events">
        <h2 id="unit-events">Events</h2>
        <DataTable
          caption={`Events of unit ${unit.unitSerial}, newest first`}
          columns={WITHOUT_UNIT}
          rows={events}
          rowKey={(e) => e.eventId}
          // the unit's page has come with its events (above)
          loading={false}
          error={false}
          loadingLabel="Loading events"
          errorMessage="The events could not be loaded. Please try again."
          // no link in a row: the keyboard reaches the table to scroll it sideways on a phone
          wide
        />
      </section>
    </>
  );
}

export default function EventDetailsPage() {
  const initialized = useSession((s) => s.initialized);
  const { instanceId = '' } = useParams();
  const details = useQuery({
    ...unitTelematicsOptions(useOrganizationScope(), instanceId),
    enabled: initialized && instanceId !== '',
  });
  return (
    <section className="dash-page fs-page" aria-labelledby="event-details-title">
      {details.isPending ? (
        <Spinner label="Loading the unit’s events" />
      ) : details.isError ? (
        <>
          <h1 id="event-details-title">Event Details</h1>
          <QueryFailure error={details.error} what="this unit’s events" />
        </>
      ) : (
        <UnitEvents data={details.data} />
      )}
    </section>
  );
}
