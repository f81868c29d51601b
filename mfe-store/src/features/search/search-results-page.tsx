// Search results (spec 2, 7): category refinement lvl0–lvl4, brand facet with counts, sort, 1-based pages — all
// state in the URL, so back and forward work — and the exact part first when the query looks like a part number.
import { useDeferredValue, useEffect, useId } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from '@portal/shared-session/routing';
import { recordSearchHits } from '../../shared/analytics';
import { ErrorState, LoadingState } from '@portal/shared-ui/query-state';
import { ProductTile } from '../../shared/components/product-tile';
import {
  SORT_URL_VALUES,
  STORE_HOME_PATH,
  parseSearchState,
  sortFromUrl,
  storeSearchUrl,
} from '../../shared/utils/store-links';
import { lookupPart, searchProducts } from '../../shared/api/catalogue-api';
import { useCatalogueCaller } from '../../shared/hooks/use-catalogue-caller';
import { useStorePermissions } from '../../shared/hooks/use-store-permissions';
import type { ProductSort } from '../../shared/types/catalogue';
import type { StoreSearchState } from '../../shared/utils/store-links';
import { useIsMobile } from '@portal/shared-ui/responsive';
import { StoreSearchBox } from './components/store-search-box';
import { StoreSearchBanner } from './components/store-search-banner';
import {
  SEARCH_PAGE_SIZE,
  categoryTrail,
  childCategories,
  looksLikePartNumber,
  pageNumbers,
  toggleBrand,
} from './search-refinement';
import './search-results.css';

const SORT_LABELS: Record<ProductSort, string> = {
  RELEVANCE: 'Relevance',
  PRICE_ASC: 'Price: Low to High',
  PRICE_DESC: 'Price: High to Low',
  NAME_ASC: 'Name: A to Z',
  NAME_DESC: 'Name: Z to A',
};

/** Running alone there is no portal header, so the page carries the search box itself. */
const isStandalone = () => typeof document !== 'undefined' && !!document.getElementById('standalone-root');

export default function SearchResultsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = parseSearchState(location.search);
  const { caller, ready, key } = useCatalogueCaller();
  const { canViewPrices } = useStorePermissions();
  const sortId = useId();
  const go = (next: StoreSearchState) => navigate(storeSearchUrl(next));
  const isMobile = useIsMobile();
  const refinementCount = state.brands.length + (state.category ? 1 : 0);

  const results = useQuery({
    queryKey: ['store', 'search', ...key, state],
    queryFn: ({ signal }) =>
      searchProducts(
        caller,
        {
          query: state.q || undefined,
          page: state.page - 1,
          size: SEARCH_PAGE_SIZE,
          brands: state.brands.length ? state.brands : undefined,
          category: state.category || undefined,
          sort: state.sort,
        },
        signal,
      ),
    enabled: ready,
    placeholderData: keepPreviousData,
  });
  const partQuery = looksLikePartNumber(state.q) && state.page === 1 ? state.q : '';
  const exactPart = useQuery({
    queryKey: ['store', 'part-lookup', ...key, partQuery],
    queryFn: ({ signal }) => lookupPart(caller, partQuery, signal),
    enabled: ready && !!partQuery,
  });

  // the page's hits, so a later add-to-cart can be attributed to this search (spec 7 search analytics)
  const hits = results.isPlaceholderData ? undefined : results.data?.hits;
  const queryId = storeSearchUrl(state);
  useEffect(() => {
    if (hits) recordSearchHits({ queryId, partNumbers: hits.map((h) => h.partNumber) });
  }, [hits, queryId]);

  // the results render as a transition once they are there (a query's update renders at once, in one task): React
  // renders the tiles in slices between which the browser keeps the thread (issue 18, TBT); "Searching" holds until
  // they commit
  const data = useDeferredValue(results.data);
  const showSearching = results.isPending || (results.data !== undefined && data === undefined);
  const exact = (exactPart.data ?? []).slice(0, 1);
  const totalPages = data?.totalPages ?? 0;
  const trail = categoryTrail(state.category);
  const children = data ? childCategories(data.facets.categories, state.category) : [];
  const brandFacets = data?.facets.brands ?? [];
  // chosen brands stay listed (to untick) even when the refinement leaves them no count
  const brandRows = [
    ...brandFacets,
    ...state.brands
      .filter((b) => !brandFacets.some((f) => f.value === b))
      .map((value) => ({ value, count: 0 })),
  ];
  const heading = state.q
    ? `Search results for “${state.q}”`
    : state.category
      ? trail.at(-1)!.name
      : 'All Products';
  const first = data && data.totalHits > 0 ? data.page * data.size + 1 : 0;
  const last = data ? Math.min(data.totalHits, (data.page + 1) * data.size) : 0;

  return (
    <div className="store-page store-search">
      <StoreSearchBanner />
      {isStandalone() ? (
        <div className="store-search__box">
          <StoreSearchBox variant="desktop" />
        </div>
      ) : null}
      <nav aria-label="Breadcrumb" className="store-breadcrumb">
        <ol>
          <li>
            <Link to={STORE_HOME_PATH}>Store</Link>
          </li>
          <li aria-current="page">Search</li>
        </ol>
      </nav>
      <h1>{heading}</h1>

      {exact.length > 0 ? (
        <section className="store-search__exact" aria-labelledby="store-exact-part">
          <h2 id="store-exact-part">Exact part match</h2>
          <div className="store-search__grid">
            {exact.map((hit) => (
              <ProductTile key={hit.partNumber} product={hit} canViewPrices={canViewPrices} eagerImage />
            ))}
          </div>
        </section>
      ) : null}

      <div className="store-search__layout">
        <aside className="store-search__facets" aria-label="Refine results">
          {/* on phones the refinements fold away above the results; on wider screens they are always open */}
          <details key={isMobile ? 'mobile' : 'wide'} className="store-search__refine" open={!isMobile}>
            <summary className="store-search__refine-toggle">
              Refine results
              {refinementCount > 0 ? ` (${refinementCount})` : ''}
            </summary>
            <section aria-labelledby="store-facet-category" className="store-facet">
              <h2 id="store-facet-category">Category</h2>
              {trail.length > 0 ? (
                <>
                  <ol className="store-facet__trail" aria-label="Chosen category">
                    {trail.map((step, i) => (
                      <li key={step.path}>
                        {i === trail.length - 1 ? (
                          <strong aria-current="true">{step.name}</strong>
                        ) : (
                          <Link to={storeSearchUrl({ ...state, category: step.path, page: 1 })}>
                            {step.name}
                          </Link>
                        )}
                      </li>
                    ))}
                  </ol>
                  <Link
                    className="store-facet__clear"
                    to={storeSearchUrl({ ...state, category: '', page: 1 })}
                  >
                    Clear category
                  </Link>
                </>
              ) : null}
              {children.length > 0 ? (
                <ul className="store-facet__list" aria-label={trail.length ? 'Subcategories' : 'Categories'}>
                  {children.map((c) => (
                    <li key={c.value}>
                      <Link to={storeSearchUrl({ ...state, category: c.value, page: 1 })}>
                        {c.name} <span className="store-facet__count">({c.count})</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
            {brandRows.length > 0 ? (
              <fieldset className="store-facet">
                <legend>
                  <h2>Brand</h2>
                </legend>
                <ul className="store-facet__list">
                  {brandRows.map((b) => (
                    <li key={b.value}>
                      <label>
                        <input
                          type="checkbox"
                          checked={state.brands.includes(b.value)}
                          onChange={() => go(toggleBrand(state, b.value))}
                        />{' '}
                        {b.value} <span className="store-facet__count">({b.count})</span>
                      </label>
                    </li>
                  ))}
                </ul>
                {state.brands.length > 0 ? (
                  <Link className="store-facet__clear" to={storeSearchUrl({ ...state, brands: [], page: 1 })}>
                    Clear brands
                  </Link>
                ) : null}
              </fieldset>
            ) : null}
          </details>
        </aside>

        <section
          className="store-search__results"
          aria-labelledby="store-results-heading"
          aria-busy={results.isFetching}
        >
          <div className="store-search__toolbar">
            <h2 id="store-results-heading" className="store-search__count" aria-live="polite">
              {data
                ? data.totalHits > 0
                  ? `${first}–${last} of ${data.totalHits} products`
                  : 'No Results Found'
                : 'Results'}
            </h2>
            <label htmlFor={sortId}>Sort by</label>
            <select
              id={sortId}
              value={SORT_URL_VALUES[state.sort]}
              onChange={(event) => go({ ...state, sort: sortFromUrl(event.target.value), page: 1 })}
            >
              {(Object.keys(SORT_LABELS) as ProductSort[]).map((sort) => (
                <option key={sort} value={SORT_URL_VALUES[sort]}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </div>
          {data?.correctedQuery && data.correctedQuery !== state.q ? (
            <p className="store-search__corrected" role="note">
              Showing results for “{data.correctedQuery}” instead of “{state.q}”.
            </p>
          ) : null}

          {showSearching ? (
            <LoadingState label="Searching" />
          ) : results.isError ? (
            <ErrorState message="The search could not be completed." onRetry={() => void results.refetch()} />
          ) : data && data.hits.length === 0 ? (
            <div className="store-search__empty">
              <p>
                We could not find products matching your search. Check the spelling, try fewer words, or{' '}
                <Link to={storeSearchUrl({ page: 1 })}>browse all products</Link>.
              </p>
            </div>
          ) : data ? (
            <div className="store-search__grid">
              {data.hits.map((hit, i) => (
                <ProductTile
                  key={hit.partNumber}
                  product={hit}
                  canViewPrices={canViewPrices}
                  eagerImage={i < 4}
                />
              ))}
            </div>
          ) : null}

          {totalPages > 1 ? (
            <nav aria-label="Pagination" className="store-pagination">
              <ul>
                <li>
                  {state.page > 1 ? (
                    <Link to={storeSearchUrl({ ...state, page: state.page - 1 })} rel="prev">
                      Previous
                    </Link>
                  ) : (
                    <span aria-disabled="true">Previous</span>
                  )}
                </li>
                {pageNumbers(state.page, totalPages).map((p, i) =>
                  p === null ? (
                    <li key={`gap-${i}`} aria-hidden="true">
                      …
                    </li>
                  ) : (
                    <li key={p}>
                      <Link
                        to={storeSearchUrl({ ...state, page: p })}
                        aria-current={p === state.page ? 'page' : undefined}
                        aria-label={`Page ${p}`}
                      >
                        {p}
                      </Link>
                    </li>
                  ),
                )}
                <li>
                  {state.page < totalPages ? (
                    <Link to={storeSearchUrl({ ...state, page: state.page + 1 })} rel="next">
                      Next
                    </Link>
                  ) : (
                    <span aria-disabled="true">Next</span>
                  )}
                </li>
              </ul>
            </nav>
          ) : null}
        </section>
      </div>
    </div>
  );
}
