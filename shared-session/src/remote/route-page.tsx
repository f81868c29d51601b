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
