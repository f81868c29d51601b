// One unit's last days (event details) as chart rows: the day's hours and its highest platform load.
import { formatDate } from '@portal/shared-session';
import type { UnitDay } from '../types/telematics';
import type { ChartRow, ChartSpec } from './insight-data';
import { CHART_COLORS } from './insight-specs';

export const DAILY_HOURS: ChartSpec = {
  id: 'unit-hours',
  title: 'Daily engine, idle and PTO hours',
  kind: 'bar',
  aggregate: 'sum',
  unit: 'h',
  series: [
    { key: 'engineHours', label: 'Engine hours', color: CHART_COLORS[0] },
    { key: 'idleHours', label: 'Idle hours', color: CHART_COLORS[1] },
    { key: 'ptoHours', label: 'PTO hours', color: CHART_COLORS[2] },
  ],
};

export const DAILY_LOAD: ChartSpec = {
  id: 'unit-load',
  title: 'Daily highest platform load',
  kind: 'line',
  aggregate: 'max',
  unit: '%',
  series: [{ key: 'maxLoadPercent', label: 'Highest load', color: CHART_COLORS[3] }],
};

export function dayRows(days: readonly UnitDay[]): ChartRow[] {
  return days.map((d) => ({
    label: formatDate(d.day),
    engineHours: d.engineHours,
    idleHours: d.idleHours,
    ptoHours: d.ptoHours,
    maxLoadPercent: d.maxLoadPercent,
  }));
}
