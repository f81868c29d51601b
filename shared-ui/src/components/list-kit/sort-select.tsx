// A list's sort as a select: the kit's sort ({ field, direction }, or none for the API's own order) chosen by name.
// The data table's card layout sorts through it, and so does a page of cards (the training search).
import { useId } from 'react';
import type { ListSort } from './sortable-column-header';
import './list-kit.css';

export interface SortChoice {
  /** null: the API's own order (relevance, or the list's default) */
  sort: ListSort | null;
  label: string;
}

export interface SortSelectProps {
  choices: readonly SortChoice[];
  sort: ListSort | null;
  onSort(sort: ListSort | null): void;
  label?: string;
  className?: string;
}

const valueOf = (sort: ListSort | null) => (sort ? `${sort.field}:${sort.direction}` : '');

export function SortSelect({ choices, sort, onSort, label = 'Sort by', className }: SortSelectProps) {
  const id = useId();
  return (
    <div className={className ?? 'pui-card-sort'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={valueOf(sort)}
        onChange={(e) => {
          const chosen = choices.find((c) => valueOf(c.sort) === e.target.value);
          if (chosen) onSort(chosen.sort);
        }}
      >
        {choices.map((c) => (
          <option key={valueOf(c.sort)} value={valueOf(c.sort)}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
