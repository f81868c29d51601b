import {
  chartRows,
  chartSummary,
  eventsRequest,
  humanize,
  insightRequest,
  periodLabel,
  readInsightParams,
  typeRows,
  writeInsightParams,
  type ChartSpec,
} from './insight-data';
import { PERFORMANCE, SAFETY } from './insight-specs';

const params = (query: string) => new URLSearchParams(query);

describe('the URL state of an insight page', () => {
  it('opens weekly over the whole history, page 1', () => {
    expect(readInsightParams(params(''))).toEqual({ interval: 'week', start: null, end: null, page: 1 });
  });

  it('reads interval, range and page, and writes back only what differs from the defaults', () => {
    const state = readInsightParams(params('interval=month&start=2025-03-01&end=2025-05-31&page=3'));
    expect(state).toEqual({ interval: 'month', start: '2025-03-01', end: '2025-05-31', page: 3 });
    expect(writeInsightParams(state).toString()).toBe(
      'interval=month&start=2025-03-01&end=2025-05-31&page=3',
    );
    expect(
      writeInsightParams({ ...state, interval: 'week', start: null, end: null, page: 1 }).toString(),
    ).toBe('');
  });

  it('drops malformed values and swaps a reversed range', () => {
    expect(readInsightParams(params('interval=hour&start=yesterday&end=2025-02-30x&page=-2'))).toEqual({
      interval: 'week',
      start: null,
      end: null,
      page: 1,
    });
    expect(readInsightParams(params('start=2025-05-31&end=2025-03-01'))).toMatchObject({
      start: '2025-03-01',
      end: '2025-05-31',
    });
  });
});

describe('the requests', () => {
  it('asks for the insight with its interval and a range only when one is set', () => {
    const all = readInsightParams(params(''));
    expect(insightRequest('safety', all)).toEqual({ insight: 'safety', interval: 'week', range: null });
    expect(insightRequest('alms', { ...all, start: '2025-04-01' })).toEqual({
      insight: 'alms',
      interval: 'week',
      range: { start: '2025-04-01', end: null },
    });
  });

  it('lists the newest events of the category, the URL page made 0-based', () => {
    expect(eventsRequest('LOAD', { interval: 'day', start: null, end: '2025-06-01', page: 2 })).toEqual({
      categories: ['LOAD'],
      range: { start: null, end: '2025-06-01' },
      sortOptions: [{ fieldName: 'occurredAt', direction: 'DESC' }],
      page: 1,
      size: 10,
    });
  });
});

describe('chart data', () => {
  it('names periods by day, week and month', () => {
    expect(periodLabel('2025-04-14', 'day')).toBe('04/14/2025');
    expect(periodLabel('2025-04-14', 'week')).toBe('Week of 04/14/2025');
    expect(periodLabel('2025-04-01', 'month')).toBe('04/2025');
  });

  it('keeps the chart’s measures per period, a missing or non-numeric one as null', () => {
    const rows = chartRows(
      [
        {
          period: '2025-04-07',
          engineHours: 120.5,
          idleHours: 30,
          ptoHours: null,
          fuelUsed: 200,
          idlePercent: 24.9,
        },
        { period: '2025-04-14', engineHours: 98, idleHours: 20 },
      ],
      'week',
      PERFORMANCE.charts[0]!.series,
    );
    expect(rows).toEqual([
      { label: 'Week of 04/07/2025', engineHours: 120.5, idleHours: 30, ptoHours: null },
      { label: 'Week of 04/14/2025', engineHours: 98, idleHours: 20, ptoHours: null },
    ]);
  });

  it('summarises a count by its total and its peak period', () => {
    const spec = SAFETY.charts[0]!;
    const rows = chartRows(
      [
        { period: '2025-04-07', safetyEvents: 4, unitsReporting: 12 },
        { period: '2025-04-14', safetyEvents: 9, unitsReporting: 12 },
        { period: '2025-04-21', safetyEvents: 2, unitsReporting: 11 },
      ],
      'week',
      spec.series,
    );
    expect(chartSummary(spec, rows)).toBe(
      'Safety events, 3 periods from Week of 04/07/2025 to Week of 04/21/2025. ' +
        'Safety events: 15 in total, highest 9 (Week of 04/14/2025).',
    );
  });

  it('summarises a percentage by its extreme, a minimum by the lowest value, and says when there is no data', () => {
    const low: ChartSpec = {
      id: 'soc',
      title: 'Lowest charge',
      kind: 'line',
      aggregate: 'min',
      unit: '%',
      series: [{ key: 'soc', label: 'Charge', color: '#000' }],
    };
    const rows = chartRows(
      [
        { period: '2025-04-01', soc: 40 },
        { period: '2025-05-01', soc: 22 },
      ],
      'month',
      low.series,
    );
    expect(chartSummary(low, rows)).toBe(
      'Lowest charge, 2 periods from 04/2025 to 05/2025. Charge: lowest 22% (05/2025).',
    );
    expect(chartSummary(low, [])).toBe('Lowest charge: no data for this range.');
  });

  it('names event types for people', () => {
    expect(humanize('BOOM_NOT_STOWED_TRAVEL')).toBe('Boom Not Stowed Travel');
    expect(typeRows([{ type: 'TILT_ALARM', count: 7 }])).toEqual([{ label: 'Tilt Alarm', count: 7 }]);
  });
});
