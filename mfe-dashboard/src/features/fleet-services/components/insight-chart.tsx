// One chart (recharts, loaded only with the fleet-services pages: see ADR 0014) in a figure with its heading, a
// text alternative for the picture and the same numbers as a table.
import { useId } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { chartSummary, formatNumber, type ChartRow, type ChartSpec } from '../utils/insight-data';
import { ChartTable } from './chart-table';

export function InsightChart({
  spec,
  rows,
  periodHeading = 'Period',
}: {
  spec: ChartSpec;
  rows: readonly ChartRow[];
  periodHeading?: string;
}) {
  const headingId = useId();
  const summary = chartSummary(spec, rows);
  const tickFormatter = (value: number) => formatNumber(value);
  return (
    <figure className="fs-chart" aria-labelledby={headingId} data-chart={spec.id}>
      <figcaption>
        <h2 id={headingId}>{spec.title}</h2>
      </figcaption>
      {/* the SVG is a picture to assistive technology: its text alternative is the summary, the table has the
          numbers; recharts' own keyboard layer is off so nothing focusable hides inside the image */}
      <div className="fs-chart__plot" role="img" aria-label={summary}>
        <ResponsiveContainer width="100%" height={280}>
          <ComposedChart
            data={[...rows]}
            accessibilityLayer={false}
            margin={{ top: 8, right: 16, left: 0, bottom: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#d0d5dd" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#374151' }} minTickGap={16} />
            <YAxis
              tick={{ fontSize: 12, fill: '#374151' }}
              tickFormatter={tickFormatter}
              unit={spec.unit === '%' ? '%' : undefined}
              width={56}
            />
            <Tooltip
              formatter={(value) => (typeof value === 'number' ? formatNumber(value) : String(value))}
            />
            <Legend wrapperStyle={{ fontSize: 13, color: '#1f2937' }} />
            {spec.series.map((s) =>
              spec.kind === 'bar' ? (
                <Bar key={s.key} dataKey={s.key} name={s.label} fill={s.color} isAnimationActive={false} />
              ) : (
                <Line
                  key={s.key}
                  type="monotone"
                  dataKey={s.key}
                  name={s.label}
                  stroke={s.color}
                  strokeWidth={2}
                  dot={{ r: 3 }}
                  connectNulls
                  isAnimationActive={false}
                />
              ),
            )}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <ChartTable
        caption={`${spec.title}: the numbers in the chart`}
        periodHeading={periodHeading}
        rows={rows}
        series={spec.series}
      />
    </figure>
  );
}
