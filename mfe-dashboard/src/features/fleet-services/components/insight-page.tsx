// The layout every fleet-services insight page shares: the period form, the insight's charts (each with its table),
// the events counted by type and the newest events with links to their unit's event details.
import type { ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSession } from '@portal/shared-session';
import { Spinner } from '@portal/shared-ui/spinner';
import { insightOptions } from '../api/queries';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import { useInsightParams } from '../hooks/use-insight-params';
import { chartRows, insightRequest, typeRows, type ChartSpec } from '../utils/insight-data';
import { CHART_COLORS, type InsightPageSpec } from '../utils/insight-specs';
import { EventsTable } from './events-table';
import { InsightChart } from './insight-chart';
import { InsightFilters } from './insight-filters';
import { QueryFailure } from './query-failure';
import '../../../shared/dashboard-pages.css';
import './fleet-services.css';

const byTypeSpec = (spec: InsightPageSpec): ChartSpec => ({
  id: `${spec.insight}-by-type`,
  title: 'Events by type',
  kind: 'bar',
  aggregate: 'sum',
  series: [{ key: 'count', label: 'Events', color: CHART_COLORS[0] }],
});

export function InsightPage({ spec, links }: { spec: InsightPageSpec; links?: ReactNode }) {
  const initialized = useSession((s) => s.initialized);
  const [state, update] = useInsightParams();
  const body = insightRequest(spec.insight, state);
  const insight = useQuery({
    ...insightOptions(useOrganizationScope(), body),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
  const titleId = `${spec.insight}-title`;
  return (
    <section className="dash-page fs-page" aria-labelledby={titleId}>
      <header className="dash-page__header">
        <h1 id={titleId}>{spec.title}</h1>
        {links && (
          <nav className="dash-page__links" aria-label={`${spec.title} pages`}>
            {links}
          </nav>
        )}
      </header>
      <p>{spec.intro}</p>
      {/* keyed by the URL state so Back resets the form to what is shown */}
      <InsightFilters key={JSON.stringify(body)} state={state} onApply={update} />
      {insight.isPending ? (
        <Spinner label={`Loading ${spec.title}`} />
      ) : insight.isError ? (
        <QueryFailure error={insight.error} what={`the ${spec.title} insight`} />
      ) : insight.data.points.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <div className="fs-charts" aria-busy={insight.isFetching}>
          {spec.charts.map((chart) => (
            <InsightChart
              key={chart.id}
              spec={chart}
              rows={chartRows(insight.data.points, insight.data.interval, chart.series)}
            />
          ))}
          {insight.data.eventsByType && insight.data.eventsByType.length > 0 && (
            <InsightChart
              spec={byTypeSpec(spec)}
              rows={typeRows(insight.data.eventsByType)}
              periodHeading="Event type"
            />
          )}
        </div>
      )}
      {spec.eventCategory && (
        <EventsTable
          category={spec.eventCategory}
          title={spec.eventsTitle ?? 'Recent events'}
          state={state}
          onPage={(page, how) => update({ page }, how)}
        />
      )}
    </section>
  );
}
