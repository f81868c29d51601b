// The newest events of one category over the page's range; each unit links to its event details.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@portal/shared-session/routing';
import { useSession, formatDate } from '@portal/shared-session';
import { Spinner } from '@portal/shared-ui/spinner';
import { Pager, pageCount, usePageWithinTotal } from '@portal/shared-ui/list-kit';
import type { PagerProps } from '@portal/shared-ui/list-kit';
import { eventSearchOptions } from '../api/queries';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import type { EventCategory, TelematicsEvent } from '../types/telematics';
import {
  EVENTS_PAGE_SIZE,
  eventsRequest,
  formatNumber,
  humanize,
  type InsightParams,
} from '../utils/insight-data';
import { QueryFailure } from './query-failure';

export const EVENT_DETAILS = '/pages/dashboard/equipment/fleetservices/event-details';

export const eventTime = (iso: string) => `${formatDate(iso)} ${iso.slice(11, 16)} UTC`;

export function EventRows({ events, withUnit }: { events: readonly TelematicsEvent[]; withUnit: boolean }) {
  return (
    <tbody>
      {events.map((e) => (
        <tr key={e.eventId}>
          <td>{eventTime(e.occurredAt)}</td>
          {withUnit && (
            <td>
              <Link to={`${EVENT_DETAILS}/${encodeURIComponent(e.instanceId)}`}>{e.unitSerial}</Link>
            </td>
          )}
          {withUnit && <td>{e.model}</td>}
          <td>{humanize(e.type)}</td>
          <td>{humanize(e.severity)}</td>
          <td>{e.value === null ? '—' : formatNumber(e.value)}</td>
          <td>{e.location.description ?? '—'}</td>
        </tr>
      ))}
    </tbody>
  );
}

export function EventHeadings({ withUnit }: { withUnit: boolean }) {
  return (
    <thead>
      <tr>
        <th scope="col">Time</th>
        {withUnit && <th scope="col">Unit</th>}
        {withUnit && <th scope="col">Model</th>}
        <th scope="col">Event</th>
        <th scope="col">Severity</th>
        <th scope="col">Reading</th>
        <th scope="col">Location</th>
      </tr>
    </thead>
  );
}

export function EventsTable({
  category,
  title,
  state,
  onPage,
}: {
  category: EventCategory;
  title: string;
  state: InsightParams;
  onPage: PagerProps['onPage'];
}) {
  const initialized = useSession((s) => s.initialized);
  const body = eventsRequest(category, state);
  const events = useQuery({
    ...eventSearchOptions(useOrganizationScope(), body),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
  const headingId = `events-${category.toLowerCase()}`;
  const pages = pageCount(events.data?.totalRecords, EVENTS_PAGE_SIZE);
  usePageWithinTotal(state.page, pages, onPage);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {events.isPending ? (
        <Spinner label="Loading events" />
      ) : events.isError ? (
        <QueryFailure error={events.error} what="events" />
      ) : events.data.content.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">{title}</caption>
              <EventHeadings withUnit />
              <EventRows events={events.data.content} withUnit />
            </table>
          </div>
          <Pager
            page={state.page}
            pages={pages}
            label={`${title} pages`}
            onPage={onPage}
            status={`(${events.data.totalRecords} events)`}
          />
        </>
      )}
    </section>
  );
}
