// One record's page loaded by the id in its URL (once the session is ready, for the organisation viewed) (a unit, a service request, an APN, a warranty claim, a group, an
// order): the way back to its list, a spinner while it loads, and when it cannot be shown the page's title with what
// the API said happened ("Unit 123 was not found in your fleet."), not a bare "could not be loaded".
import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { useSession } from '@portal/shared-session';
import { Link, useParams } from '@portal/shared-session/routing';
import { useOrganizationScope, type OrganizationScope } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import './dashboard-pages.css';

export interface RecordPageProps<T, K extends QueryKey> {
  /** the route parameter holding the record's id */
  param: string;
  /** the feature's `queryOptions` for one record, keyed by `queryKeys` */
  options(scope: OrganizationScope, id: string): UseQueryOptions<T, Error, T, K>;
  /** the id of the page's h1 (the section is labelled by it) */
  titleId: string;
  /** the h1 while there is no record to name it */
  title: string;
  back: { to: string; label: string };
  loadingLabel: string;
  /** shown when the API gave no message of its own (a network failure) */
  failure: string;
  children: (record: T) => ReactNode;
}

export function RecordPage<T, K extends QueryKey>({
  param,
  options,
  titleId,
  title,
  back,
  loadingLabel,
  failure,
  children,
}: RecordPageProps<T, K>) {
  const initialized = useSession((state) => state.initialized);
  const id = useParams()[param] ?? '';
  const query = useQuery({ ...options(useOrganizationScope(), id), enabled: initialized && id !== '' });
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
