// The Previous / "Page n of m" / Next bar under a list whose page lives in the URL (1-based).
import type { ReactNode } from 'react';
import { Button } from '@portal/shared-ui/button';
import './list-kit.css';

export interface PagerProps {
  /** 1-based */
  page: number;
  pages: number;
  /** the nav's accessible name, e.g. "Invoice pages" */
  label: string;
  onPage(page: number): void;
  /** said after "Page n of m", e.g. a total */
  status?: ReactNode;
}

/** How many pages `total` rows make at `size` a page; an empty list still has page 1. */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

export function Pager({ page, pages, label, onPage, status }: PagerProps) {
  return (
    <nav className="pui-pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
        {status ? <> {status}</> : null}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
