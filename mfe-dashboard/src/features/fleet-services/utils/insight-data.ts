// Shaping the insight series for charts and their tables: the URL's interval and range, period labels, chart rows
// and the one-sentence summary a screen reader gets instead of the picture.
import { formatDate } from '@portal/shared-session';
import type {
  EventCategory,
  EventSearchRequest,
  InsightInterval,
  InsightName,
  InsightPoint,
  InsightRequest,
} from '../types/telematics';

export const INTERVALS: readonly { value: InsightInterval; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];
/** a week per point shows the seeded quarter in about 13 bars: readable at 390 px and at 1280 px */
export const DEFAULT_INTERVAL: InsightInterval = 'week';
export const EVENTS_PAGE_SIZE = 10;

export interface InsightParams {
  interval: InsightInterval;
  /** yyyy-mm-dd or null: no bound (the whole reported history) */
  start: string | null;
  end: string | null;
  /** the event list's page, 1-based */
  page: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  !!value && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The URL's interval, range and page; anything malformed falls back to the default rather than failing. */
export function readInsightParams(params: URLSearchParams): InsightParams {
  const interval = params.get('interval');
  let start = params.get('start');
  let end = params.get('end');
  if (!isDay(start)) start = null;
  if (!isDay(end)) end = null;
  // a reversed range is a typo: swap it rather than ask the API for an error
  if (start && end && start > end) [start, end] = [end, start];
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    interval: INTERVALS.some((i) => i.value === interval) ? (interval as InsightInterval) : DEFAULT_INTERVAL,
    start,
    end,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function writeInsightParams(state: InsightParams): URLSearchParams {
  const params = new URLSearchParams();
  if (state.interval !== DEFAULT_INTERVAL) params.set('interval', state.interval);
  if (state.start) params.set('start', state.start);
  if (state.end) params.set('end', state.end);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

const rangeOf = ({ start, end }: InsightParams) => (start || end ? { start, end } : null);

export function insightRequest(insight: InsightName, state: InsightParams): InsightRequest {
  return { insight, interval: state.interval, range: rangeOf(state) };
}

/** The newest events of one category first (the list beside a chart). */
export function eventsRequest(category: EventCategory, state: InsightParams): EventSearchRequest {
  return {
    categories: [category],
    range: rangeOf(state),
    sortOptions: [{ fieldName: 'occurredAt', direction: 'DESC' }],
    page: state.page - 1,
    size: EVENTS_PAGE_SIZE,
  };
}

/** A period's name: its day (MM/dd/yyyy), 'Week of' its Monday, or its month (MM/yyyy). */
export function periodLabel(period: string, interval: InsightInterval | null): string {
  if (interval === 'week') return `Week of ${formatDate(period)}`;
  if (interval === 'month') {
    const match = /^(\d{4})-(\d{2})/.exec(period);
    return match ? `${match[2]}/${match[1]}` : period;
  }
  return formatDate(period);
}

/** 'OUTRIGGERS_NOT_SET' → 'Outriggers Not Set' */
export function humanize(code: string): string {
  return code
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export function formatNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
}

export interface SeriesSpec {
  key: string;
  label: string;
  color: string;
}

/** One chart: its heading, how it draws, its unit and the measures it shows. */
export interface ChartSpec {
  id: string;
  title: string;
  kind: 'bar' | 'line';
  /** a count or a duration adds up over the range; a percentage or a minimum does not */
  aggregate: 'sum' | 'max' | 'min';
  unit?: string;
  series: readonly SeriesSpec[];
}

/** A chart's rows: the period's label, then each measure (null where the API had none). */
export type ChartRow = { label: string } & Record<string, number | string | null>;

export function chartRows(
  points: readonly InsightPoint[],
  interval: InsightInterval | null,
  series: readonly SeriesSpec[],
): ChartRow[] {
  return points.map((p) => {
    const row: ChartRow = { label: periodLabel(p.period, interval) };
    for (const s of series) {
      const value = p[s.key];
      row[s.key] = typeof value === 'number' && Number.isFinite(value) ? value : null;
    }
    return row;
  });
}

const withUnit = (value: number, unit?: string) =>
  `${formatNumber(value)}${unit ? (unit === '%' ? '%' : ` ${unit}`) : ''}`;

/**
 * What the chart shows in one or two sentences (the picture's text alternative): the span, then per measure the
 * total (or the extreme the chart is about) and the period it peaked in.
 */
export function chartSummary(spec: ChartSpec, rows: readonly ChartRow[]): string {
  if (rows.length === 0) return `${spec.title}: no data for this range.`;
  const span =
    rows.length === 1
      ? `${rows[0]!.label}`
      : `${rows.length} periods from ${rows[0]!.label} to ${rows[rows.length - 1]!.label}`;
  const parts = spec.series.map((s) => {
    const values = rows
      .map((r) => ({ label: r.label, value: r[s.key] }))
      .filter((v): v is { label: string; value: number } => typeof v.value === 'number');
    if (values.length === 0) return `${s.label}: no data`;
    const pick = spec.aggregate === 'min' ? Math.min : Math.max;
    const extreme = values.find((v) => v.value === pick(...values.map((x) => x.value)))!;
    const where = `${spec.aggregate === 'min' ? 'lowest' : 'highest'} ${withUnit(extreme.value, spec.unit)} (${extreme.label})`;
    if (spec.aggregate !== 'sum') return `${s.label}: ${where}`;
    const total = values.reduce((sum, v) => sum + v.value, 0);
    return `${s.label}: ${withUnit(Math.round(total * 100) / 100, spec.unit)} in total, ${where}`;
  });
  return `${spec.title}, ${span}. ${parts.join('; ')}.`;
}

/** The events-by-type counts as one chart's rows (the types named for people). */
export function typeRows(counts: readonly { type: string; count: number }[]): ChartRow[] {
  return counts.map((c) => ({ label: humanize(c.type), count: c.count }));
}
