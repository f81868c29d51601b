// The dashboard's list pages said once (issue 37's duplicates): the page with its title and actions, and the list
// whose search is the text box and one select of its filter (the APNs' and service requests' status, the warranty
// claims' status, the readiness report's readiness), its total read from the API's search envelope.
import type { ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { ListState } from '@portal/shared-session/list-state';
import { useServerList, type OrganizationScope } from '@portal/shared-session/server-list';
import { SearchBox, SearchForm, SearchSelect } from '@portal/shared-ui/list-kit';
import './dashboard-pages.css';

export interface ListPageProps {
  /** the id of the page's h1 (the section is labelled by it) */
  titleId: string;
  title: string;
  /** beside the title: the page's links and buttons (Export CSV, Submit a Claim…) */
  actions?: ReactNode;
  children: ReactNode;
}

export function ListPage({ titleId, title, actions, children }: ListPageProps) {
  return (
    <section className="dash-page" aria-labelledby={titleId}>
      <header className="dash-page__header">
        <h1 id={titleId}>{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}

type OneSelectFilter<N extends string, V extends string> = Record<N, V>;
type OneSelectDraft<N extends string, V extends string> = { query: string } & Record<N, V>;

export interface OneSelectListOptions<N extends string, V extends string, Req, Res, K extends QueryKey> {
  /** the filter's one field, chosen by the select */
  field: N;
  emptyFilter: OneSelectFilter<N, V>;
  pageSize: number;
  request(state: ListState<OneSelectFilter<N, V>>): Req;
  query(scope: OrganizationScope, request: Req): UseQueryOptions<Res, Error, Res, K>;
}

/** A server list searched by its text box and one select; `searchForm` feeds `<OneSelectSearch>`. */
export function useOneSelectList<
  N extends string,
  V extends string,
  Req,
  Res extends { totalRecords: number },
  K extends QueryKey,
>({ field, ...options }: OneSelectListOptions<N, V, Req, Res, K>) {
  const list = useServerList({
    ...options,
    toDraft: (s) => ({ query: s.query, [field]: s.filter[field] }) as OneSelectDraft<N, V>,
    filterOf: (d) => ({ [field]: d[field] }) as unknown as OneSelectFilter<N, V>,
    total: (answer) => answer.totalRecords,
  });
  const query = list.draftField('query');
  const select = list.draftField(field);
  return {
    ...list,
    searchForm: {
      onSearch: list.search,
      query: { value: query.value, onChange: (value: string) => query.onChange(value as never) },
      select: { value: select.value as V, onChange: (value: V) => select.onChange(value as never) },
    },
  };
}

export interface OneSelectSearchProps<V extends string> {
  /** the search landmark's name */
  label: string;
  placeholder: string;
  selectLabel: string;
  options: readonly { value: V; label: string }[];
  searchForm: {
    onSearch(): void;
    query: { value: string; onChange(value: string): void };
    select: { value: V; onChange(value: V): void };
  };
}

export function OneSelectSearch<V extends string>({
  label,
  placeholder,
  selectLabel,
  options,
  searchForm,
}: OneSelectSearchProps<V>) {
  return (
    <SearchForm label={label} onSearch={searchForm.onSearch}>
      <SearchBox {...searchForm.query} placeholder={placeholder} />
      <SearchSelect label={selectLabel} {...searchForm.select} options={options} />
    </SearchForm>
  );
}
