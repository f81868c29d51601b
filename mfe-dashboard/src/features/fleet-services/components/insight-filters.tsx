// The interval and date range of a fleet-services page (kept in the URL by the page).
import { formatDate } from '@portal/shared-session';
import { useState, type FormEvent } from 'react';
import { Button } from '@portal/shared-ui/button';
import { INTERVALS, type InsightParams } from '../utils/insight-data';
import type { InsightInterval } from '../types/telematics';

export function InsightFilters({
  state,
  onApply,
}: {
  state: InsightParams;
  onApply: (next: Partial<InsightParams>) => void;
}) {
  const [draft, setDraft] = useState({
    interval: state.interval,
    start: state.start ?? '',
    end: state.end ?? '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ interval: draft.interval, start: draft.start || null, end: draft.end || null, page: 1 });
  };
  const shown =
    state.start || state.end
      ? `Showing ${state.start ? `from ${formatDate(state.start)}` : 'everything'}${state.end ? ` to ${formatDate(state.end)}` : ' to the latest report'}.`
      : 'Showing the whole reported history.';
  return (
    <form className="dash-search" aria-label="Insight period" onSubmit={submit}>
      <label>
        Group by
        <select
          value={draft.interval}
          onChange={(e) => setDraft((d) => ({ ...d, interval: e.target.value as InsightInterval }))}
        >
          {INTERVALS.map((i) => (
            <option key={i.value} value={i.value}>
              {i.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        From
        <input
          type="date"
          value={draft.start}
          onChange={(e) => setDraft((d) => ({ ...d, start: e.target.value }))}
        />
      </label>
      <label>
        To
        <input
          type="date"
          value={draft.end}
          onChange={(e) => setDraft((d) => ({ ...d, end: e.target.value }))}
        />
      </label>
      <Button type="submit">Apply</Button>
      <p className="fs-filters__shown" aria-live="polite">
        {shown}
      </p>
    </form>
  );
}
