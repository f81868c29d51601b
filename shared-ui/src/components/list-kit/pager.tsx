// The Previous / "Page n of m" / Next bar under a list whose page lives in the URL (1-based). Every paged list
// follows one rule: the page count comes from the API's total, and a page past the last one (a hand-edited or old
// link, a list that shrank) is replaced by the last page.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@portal/shared-ui/button';
import './list-kit.css';

/** How the pager moves: `replace` when it corrects a page past the end, so Back does not return to it. */
export interface PageMove {
  replace: boolean;
}

export interface PagerProps {
  /** 1-based */
  page: number;
  /** null while the total is not known yet (the first load) */
  pages: number | null;
  /** the nav's accessible name, e.g. "Invoice pages" */
  label: string;
  onPage(page: number, move: PageMove): void;
  /** said after "Page n of m", e.g. a total */
  status?: ReactNode;
}

/**
 * How many pages `total` rows make at `size` a page; an empty list still has page 1. An unknown total (no answer
 * yet) has no page count, so nothing is corrected against a guess.
 */
export function pageCount(total: number, size: number): number;
export function pageCount(total: number | null | undefined, size: number): number | null;
export function pageCount(total: number | null | undefined, size: number): number | null {
  return total == null ? null : Math.max(1, Math.ceil(total / size));
}

/**
 * The list's one rule for a page past the last (a hand-edited or old link, a list that shrank): it is replaced by
 * the last page. A list page calls it once its total is known, whether or not the (empty) page shows a pager.
 */
export function usePageWithinTotal(page: number, pages: number | null, onPage: PagerProps['onPage']): void {
  // the latest callback, without making each new arrow function a reason to correct again
  const latest = useRef(onPage);
  useEffect(() => {
    latest.current = onPage;
  });
  const last = pages !== null && page > pages ? pages : null;
  useEffect(() => {
    if (last !== null) latest.current(last, { replace: true });
  }, [last]);
}

export function Pager({ page, pages, label, onPage, status }: PagerProps) {
  const shown = pages !== null && page > pages ? pages : page;
  return (
    <nav className="pui-pager" aria-label={label}>
      <Button variant="secondary" disabled={shown <= 1} onClick={() => onPage(shown - 1, { replace: false })}>
        Previous
      </Button>
      <span>
        Page {shown}
        {pages !== null && <> of {pages}</>}
        {status ? <> {status}</> : null}
      </span>
      <Button
        variant="secondary"
        disabled={pages === null || shown >= pages}
        onClick={() => onPage(shown + 1, { replace: false })}
      >
        Next
      </Button>
    </nav>
  );
}
