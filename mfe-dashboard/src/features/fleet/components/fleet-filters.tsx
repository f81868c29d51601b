// My Fleet's filters behind one toggle (FilterDisclosure), so a child company's many facet values never fill the first
// screen: the due status with counts, when the next inspection falls due, hour meter and utilisation bounds, open
// notices, and the facets. A check box or a select applies at once; the bounds apply with their button.
import { useState, type FormEvent } from 'react';
import { Button } from '@portal/shared-ui/button';
import { FilterDisclosure } from '@portal/shared-ui/list-kit';
import { DUE_STATUSES, MY_FLEET_RANGE_FILTERS, type MyFleetRangeFilter } from '@portal/rules/fleet';
import { FACET_FIELDS, type FacetField, type FleetFacets, type FleetUrlFilter } from '../types/fleet';
import { STATUS_LABELS } from './unit-maintenance';

const FACET_LABELS: Record<FacetField, string> = {
  dueStatus: 'Due Status',
  productLine: 'Product Line',
  model: 'Model',
  stateProvince: 'State/Province',
  warning: 'Warning',
  customerName: 'Customer',
};

const WITHIN_CHOICES = [
  { value: '', label: 'Any time' },
  { value: '0', label: 'Due now or overdue' },
  { value: '30', label: 'Within 30 days' },
  { value: '90', label: 'Within 90 days' },
];
const NOTICE_CHOICES = [
  { value: '', label: 'Any' },
  { value: 'yes', label: 'With open APNs' },
  { value: 'no', label: 'Without open APNs' },
];

const BOUNDS = ['hoursMin', 'hoursMax', 'utilisationMin', 'utilisationMax'] as const;
type Bound = (typeof BOUNDS)[number];
const BOUND_LABELS: Record<Bound, string> = {
  hoursMin: 'Hours from',
  hoursMax: 'Hours to',
  utilisationMin: 'Utilisation from (%)',
  utilisationMax: 'Utilisation to (%)',
};

/** The filter part of the URL's filter (not the view's columns and page size), as a saved view holds it. */
export function filtersOnly(filter: FleetUrlFilter): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const key of [...FACET_FIELDS, 'dueStatus', ...MY_FLEET_RANGE_FILTERS] as const) {
    const values = filter[key];
    if (values && values.length > 0) out[key] = values;
  }
  return out;
}

/** How many filter values are chosen now. */
export const chosenCount = (filter: FleetUrlFilter) =>
  Object.values(filtersOnly(filter)).reduce((n, values) => n + values.length, 0);

export interface FleetFiltersProps {
  filter: FleetUrlFilter;
  facets: FleetFacets | undefined;
  /** the new filter (the view's columns and page size kept), back to page 1 */
  onChange(filter: FleetUrlFilter): void;
}

export function FleetFilters({ filter, facets, onChange }: FleetFiltersProps) {
  const set = (key: FacetField | MyFleetRangeFilter, values: string[]) => {
    const next: FleetUrlFilter = { ...filter, [key]: values };
    if (values.length === 0) delete next[key];
    onChange(next);
  };
  const toggle = (field: FacetField, value: string) => {
    const chosen = filter[field] ?? [];
    set(field, chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
  };
  const countOf = (field: FacetField, value: string) =>
    facets?.[field].find((f) => f.value === value)?.count ?? 0;

  // the bounds as typed, until applied (a new URL state shows its own again)
  const boundsOf = (f: FleetUrlFilter) =>
    Object.fromEntries(BOUNDS.map((b) => [b, f[b]?.[0] ?? ''])) as Record<Bound, string>;
  const [bounds, setBounds] = useState(() => boundsOf(filter));
  const [boundsFor, setBoundsFor] = useState(filter);
  if (boundsFor !== filter) {
    setBoundsFor(filter);
    setBounds(boundsOf(filter));
  }
  const applyBounds = (event: FormEvent) => {
    event.preventDefault();
    const next: FleetUrlFilter = { ...filter };
    for (const b of BOUNDS) {
      const value = bounds[b].trim();
      if (value === '') delete next[b];
      else next[b] = [value];
    }
    onChange(next);
  };

  return (
    <FilterDisclosure chosen={chosenCount(filter)}>
      <div className="dash-facets" role="group" aria-label="Filters">
        <fieldset>
          <legend>{FACET_LABELS.dueStatus}</legend>
          {DUE_STATUSES.map((status) => (
            <label key={status}>
              <input
                type="checkbox"
                checked={(filter.dueStatus ?? []).includes(status)}
                onChange={() => toggle('dueStatus', status)}
              />
              {STATUS_LABELS[status]} ({countOf('dueStatus', status)})
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Inspections and APNs</legend>
          <label>
            Next inspection due
            <select
              value={filter.inspectionWithinDays?.[0] ?? ''}
              onChange={(e) => set('inspectionWithinDays', e.target.value ? [e.target.value] : [])}
            >
              {WITHIN_CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Open APNs
            <select
              value={filter.withOpenNotices?.[0] ?? ''}
              onChange={(e) => set('withOpenNotices', e.target.value ? [e.target.value] : [])}
            >
              {NOTICE_CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>Hours and Utilisation</legend>
          <form className="dash-bounds" onSubmit={applyBounds} aria-label="Hours and utilisation bounds">
            {BOUNDS.map((b) => (
              <label key={b}>
                {BOUND_LABELS[b]}
                <input
                  type="number"
                  min={0}
                  inputMode="numeric"
                  value={bounds[b]}
                  onChange={(e) => setBounds((was) => ({ ...was, [b]: e.target.value }))}
                />
              </label>
            ))}
            <Button type="submit" variant="secondary" size="sm">
              Apply
            </Button>
          </form>
        </fieldset>
        {facets &&
          FACET_FIELDS.filter((f) => facets[f].length > 0).map((field) => (
            <fieldset key={field}>
              <legend>{FACET_LABELS[field]}</legend>
              {facets[field].map((f) => (
                <label key={f.value}>
                  <input
                    type="checkbox"
                    checked={(filter[field] ?? []).includes(f.value)}
                    onChange={() => toggle(field, f.value)}
                  />
                  {f.value} ({f.count})
                </label>
              ))}
            </fieldset>
          ))}
      </div>
    </FilterDisclosure>
  );
}
