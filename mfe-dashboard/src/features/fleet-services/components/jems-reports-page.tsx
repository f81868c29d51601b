// /pages/dashboard/equipment/fleetservices/compliance/jems/insights/reports: the JEMS history per unit over the
// range (spec 6: JEMS History needs Developer_Admin and B2B_Reporting; the API refuses anyone else).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@portal/shared-session/routing';
import { useSession } from '@portal/shared-session';
import { DataTable, type DataColumn } from '@portal/shared-ui/list-kit';
import { Spinner } from '@portal/shared-ui/spinner';
import { insightOptions } from '../api/queries';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import { useInsightParams } from '../hooks/use-insight-params';
import { formatNumber, insightRequest, type ChartRow, type ChartSpec } from '../utils/insight-data';
import { CHART_COLORS } from '../utils/insight-specs';
import type { JemsHistoryUnit } from '../types/telematics';
import { EVENT_DETAILS } from './events-table';
import { InsightChart } from './insight-chart';
import { InsightFilters } from './insight-filters';
import { QueryFailure } from './query-failure';
import '../../../shared/dashboard-pages.css';
import './fleet-services.css';

export const JEMS_INSIGHTS = '/pages/dashboard/equipment/fleetservices/compliance/jems/insights';
export const JEMS_REPORTS = `${JEMS_INSIGHTS}/reports`;
/** the chart shows the units that ran longest on battery; the table lists every unit */
const CHARTED_UNITS = 10;

const TOP_UNITS: ChartSpec = {
  id: 'jems-top-units',
  title: `Engine-off minutes, top ${CHARTED_UNITS} units`,
  kind: 'bar',
  aggregate: 'sum',
  unit: 'min',
  series: [{ key: 'engineOffMinutes', label: 'Engine-off minutes', color: CHART_COLORS[0] }],
};

export const topUnitRows = (units: readonly JemsHistoryUnit[]): ChartRow[] =>
  units.slice(0, CHARTED_UNITS).map((u) => ({ label: u.unitSerial, engineOffMinutes: u.engineOffMinutes }));

const UNIT_COLUMNS: DataColumn<JemsHistoryUnit>[] = [
  {
    field: 'unit',
    label: 'Unit',
    cell: (u) => <Link to={`${EVENT_DETAILS}/${encodeURIComponent(u.instanceId)}`}>{u.unitSerial}</Link>,
  },
  { field: 'model', label: 'Model', cell: (u) => u.model },
  { field: 'days', label: 'Days reported', cell: (u) => u.days },
  { field: 'engineOffMinutes', label: 'Engine-off minutes', cell: (u) => formatNumber(u.engineOffMinutes) },
  {
    field: 'lowestStateOfCharge',
    label: 'Lowest state of charge',
    cell: (u) => (u.lowestStateOfCharge === null ? '—' : `${u.lowestStateOfCharge}%`),
  },
  { field: 'engineHours', label: 'Engine hours', cell: (u) => formatNumber(u.engineHours) },
];

export default function JemsReportsPage() {
  const initialized = useSession((s) => s.initialized);
  const [state, update] = useInsightParams();
  const body = insightRequest('jemsHistory', state);
  const history = useQuery({
    ...insightOptions(useOrganizationScope(), body),
    enabled: initialized,
    placeholderData: keepPreviousData,
  });
  const units = history.data?.units ?? [];
  return (
    <section className="dash-page fs-page" aria-labelledby="jems-reports-title">
      <header className="dash-page__header">
        <h1 id="jems-reports-title">JEMS Reports</h1>
        <nav className="dash-page__links" aria-label="JEMS pages">
          <Link to={JEMS_INSIGHTS}>JEMS Insights</Link>
        </nav>
      </header>
      <p>
        Each unit’s work on battery with the engine off over the period, the units that ran longest first.
      </p>
      <InsightFilters key={JSON.stringify(body)} state={state} onApply={update} />
      {history.isPending ? (
        <Spinner label="Loading JEMS reports" />
      ) : history.isError ? (
        <QueryFailure error={history.error} what="JEMS reports" />
      ) : units.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <>
          <InsightChart spec={TOP_UNITS} rows={topUnitRows(units)} periodHeading="Unit" />
          <section aria-labelledby="jems-units">
            <h2 id="jems-units">Units</h2>
            <DataTable
              caption="JEMS history per unit"
              columns={UNIT_COLUMNS}
              rows={units}
              rowKey={(u) => u.instanceId}
              // the history has come (above): the chart and the table share it
              loading={false}
              error={false}
              loadingLabel="Loading JEMS reports"
              errorMessage="The JEMS reports could not be loaded. Please try again."
            />
          </section>
        </>
      )}
    </section>
  );
}
