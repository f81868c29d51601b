// The newest events of one category over the page's range; each unit links to its event details.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@portal/shared-session/routing';
import { useSession, formatDate } from '@portal/shared-session';
import { DataTable, Pager, pageCount, usePageWithinTotal, type DataColumn } from '@portal/shared-ui/list-kit';
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

/** An event's columns; on a unit's own page (`withUnit` false) without the unit and model. */
export function eventColumns(withUnit: boolean): DataColumn<TelematicsEvent>[] {
  const unit: DataColumn<TelematicsEvent>[] = withUnit
    ? [
        {
          field: 'unit',
          label: 'Unit',
          cell: (e) => (
            <Link to={`${EVENT_DETAILS}/${encodeURIComponent(e.instanceId)}`}>{e.unitSerial}</Link>
          ),
        },
        { field: 'model', label: 'Model', cell: (e) => e.model },
      ]
    : [];
  return [
    { field: 'time', label: 'Time', cell: (e) => eventTime(e.occurredAt) },
    ...unit,
    { field: 'type', label: 'Event', cell: (e) => humanize(e.type) },
    { field: 'severity', label: 'Severity', cell: (e) => humanize(e.severity) },
    { field: 'value', label: 'Reading', cell: (e) => (e.value === null ? '—' : formatNumber(e.value)) },
    { field: 'location', label: 'Location', cell: (e) => e.location.description ?? '—' },
  ];
}

const WITH_UNIT = eventColumns(true);

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
      {events.isError ? (
        // a missing privilege reads differently from a failure worth retrying
        <QueryFailure error={events.error} what="events" />
      ) : (
        <DataTable
          caption={title}
          columns={WITH_UNIT}
          rows={events.data?.content}
          rowKey={(e) => e.eventId}
          loading={events.isPending}
          error={false}
          loadingLabel="Loading events"
          errorMessage="The events could not be loaded. Please try again."
          footer={
            <Pager
              page={state.page}
              pages={pages}
              label={`${title} pages`}
              onPage={onPage}
              status={`(${events.data?.totalRecords ?? 0} events)`}
            />
          }
        />
      )}
    </section>
  );
}
