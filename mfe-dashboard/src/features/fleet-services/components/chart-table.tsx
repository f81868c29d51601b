// A chart's numbers as a table: what a screen reader (and anyone who wants the exact figures) reads instead of the
// picture.
import { formatNumber, type ChartRow, type SeriesSpec } from '../utils/insight-data';

export function ChartTable({
  caption,
  periodHeading,
  rows,
  series,
}: {
  caption: string;
  periodHeading: string;
  rows: readonly ChartRow[];
  series: readonly SeriesSpec[];
}) {
  return (
    // on a phone the table may scroll sideways: the region takes focus so a keyboard can scroll it (it holds no link)
    <div className="pui-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="pui-table fs-chart__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{periodHeading}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {series.map((s) => {
                const value = row[s.key];
                return <td key={s.key}>{typeof value === 'number' ? formatNumber(value) : '—'}</td>;
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
