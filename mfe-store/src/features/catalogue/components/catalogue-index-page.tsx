// The frame the "all brands" and "all categories" pages share: breadcrumb, heading, and their list's loading,
// error and empty states.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@portal/shared-session/routing';
import { STORE_HOME_PATH } from '../../../shared/utils/store-links';
import { ErrorState, LoadingState } from '@portal/shared-ui/query-state';
import '../../../shared/components/catalogue.css';
import '../catalogue-pages.css';

export interface CatalogueIndexPageProps<T> {
  title: string;
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  errorMessage: string;
  emptyMessage: string;
  /** the list, once loaded and not empty */
  children: (items: T[]) => ReactNode;
}

export function CatalogueIndexPage<T>({
  title,
  query,
  loadingLabel,
  errorMessage,
  emptyMessage,
  children,
}: CatalogueIndexPageProps<T>) {
  return (
    <div className="store-page">
      <nav aria-label="Breadcrumb" className="store-breadcrumb">
        <ol>
          <li>
            <Link to={STORE_HOME_PATH}>Store</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1>{title}</h1>
      {query.isPending ? (
        <LoadingState label={loadingLabel} />
      ) : query.isError ? (
        <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <p>{emptyMessage}</p>
      ) : (
        children(query.data)
      )}
    </div>
  );
}
