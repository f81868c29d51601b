// A table column header that sorts its list: the first press sorts in the column's first direction (descending
// unless the page says otherwise: newest or largest first), the next press flips it.
import type { ReactNode } from 'react';
import { Button } from '@portal/shared-ui/button';

export interface ListSort {
  field: string;
  direction: 'ASC' | 'DESC';
}

type Direction = ListSort['direction'];
const flip = (direction: Direction): Direction => (direction === 'ASC' ? 'DESC' : 'ASC');

export function nextSort(
  current: ListSort | null,
  field: string,
  firstDirection: Direction = 'DESC',
): ListSort {
  return {
    field,
    direction:
      current?.field === field && current.direction === firstDirection
        ? flip(firstDirection)
        : firstDirection,
  };
}

export function ariaSortOf(current: ListSort | null, field: string): 'ascending' | 'descending' | undefined {
  if (current?.field !== field) return undefined;
  return current.direction === 'ASC' ? 'ascending' : 'descending';
}

export interface SortableColumnHeaderProps {
  field: string;
  children: ReactNode;
  sort: ListSort | null;
  onSort(sort: ListSort): void;
  /** 'DESC' unless given */
  firstDirection?: Direction;
}

export function SortableColumnHeader({
  field,
  children,
  sort,
  onSort,
  firstDirection,
}: SortableColumnHeaderProps) {
  return (
    <th scope="col" aria-sort={ariaSortOf(sort, field)}>
      <Button variant="link" onClick={() => onSort(nextSort(sort, field, firstDirection))}>
        {children}
      </Button>
    </th>
  );
}
