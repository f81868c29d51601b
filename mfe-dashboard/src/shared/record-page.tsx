// One record's page loaded by the id in its URL (a unit, a service request, an APN, a warranty claim, a group, an
// order): the way back to its list, a spinner while it loads, and when it cannot be shown the page's title with what
// the API said happened ("Unit 123 was not found in your fleet."), not a bare "could not be loaded".
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import './dashboard-pages.css';

export interface RecordPageProps<T> {
  /** the id of the page's h1 (the section is labelled by it) */
  titleId: string;
  /** the h1 while there is no record to name it */
  title: string;
  back: { to: string; label: string };
  query: UseQueryResult<T>;
  loadingLabel: string;
  /** shown when the API gave no message of its own (a network failure) */
  failure: string;
  children: (record: T) => ReactNode;
}

export function RecordPage<T>({
  titleId,
  title,
  back,
  query,
  loadingLabel,
  failure,
  children,
}: RecordPageProps<T>) {
  return (
    <section className="dash-page" aria-labelledby={titleId}>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      {query.isPending ? (
        <Spinner label={loadingLabel} />
      ) : query.isError ? (
        <>
          <h1 id={titleId}>{title}</h1>
          <Alert kind="danger">{userMessageOf(query.error, failure)}</Alert>
        </>
      ) : (
        children(query.data)
      )}
    </section>
  );
}
