// Wraps every routed page: sets the document title (route title plus the company suffix).
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { formatDocumentTitle } from '@portal/rules';

export function RoutePage({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
  return <>{children}</>;
}

/** A page whose feature a later release builds: its title and a one-line notice, nothing more. */
export function PlannedPage({ title }: { title: string }) {
  return (
    <section className="planned-page" aria-labelledby="planned-page-title">
      <h1 id="planned-page-title">{title}</h1>
      <p>This page is coming in a later release.</p>
    </section>
  );
}
