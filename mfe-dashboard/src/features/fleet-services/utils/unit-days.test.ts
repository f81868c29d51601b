import { chartSummary } from './insight-data';
import { dayRows, DAILY_HOURS, DAILY_LOAD } from './unit-days';

const day = (date: string, engineHours: number, maxLoadPercent: number) => ({
  day: date,
  engineHours,
  idleHours: 1,
  ptoHours: 2,
  fuelUsed: 10,
  maxLoadPercent,
  overloadCount: 0,
  safetyEventCount: 0,
  jemsEngineOffMinutes: 0,
  jemsMinStateOfCharge: null,
});

it('charts a unit’s days by date with its hours and highest load', () => {
  const rows = dayRows([day('2025-05-30', 6.5, 88.2), day('2025-05-31', 1.25, 104.5)]);
  expect(rows).toEqual([
    { label: '05/30/2025', engineHours: 6.5, idleHours: 1, ptoHours: 2, maxLoadPercent: 88.2 },
    { label: '05/31/2025', engineHours: 1.25, idleHours: 1, ptoHours: 2, maxLoadPercent: 104.5 },
  ]);
  expect(chartSummary(DAILY_LOAD, rows)).toContain('Highest load: highest 104.5% (05/31/2025)');
  expect(chartSummary(DAILY_HOURS, rows)).toContain('Engine hours: 7.75 h in total');
});
