// Every brand with products shown online, A–Z, each linking to the search page refined by that brand.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@portal/shared-session/routing';
import { fetchBrands } from './api/catalogue-api';
import { groupByInitial } from './category-tree';
import { ErrorState, LoadingState } from './components/query-state';
import { useCatalogueCaller } from './hooks/use-catalogue-caller';
import { STORE_HOME_PATH, storeSearchUrl } from './store-links';
import './components/catalogue.css';
import './catalogue-pages.css';

const letterId = (letter: string) => `brands-${letter === '#' ? 'other' : letter}`;

export default function AllBrandsPage() {
  const { caller, ready, key } = useCatalogueCaller();
  const brands = useQuery({
    queryKey: ['store', 'brands', ...key],
    queryFn: ({ signal }) => fetchBrands(caller, signal),
    enabled: ready,
    staleTime: 5 * 60_000,
  });
  const groups = brands.data ? groupByInitial(brands.data) : [];

  return (
    <div className="store-page">
      <nav aria-label="Breadcrumb" className="store-breadcrumb">
        <ol>
          <li>
            <Link to={STORE_HOME_PATH}>Store</Link>
          </li>
          <li aria-current="page">All Brands</li>
        </ol>
      </nav>
      <h1>All Brands</h1>
      {brands.isPending ? (
        <LoadingState label="Loading brands" />
      ) : brands.isError ? (
        <ErrorState message="The brands could not be loaded." onRetry={() => void brands.refetch()} />
      ) : groups.length === 0 ? (
        <p>No brands found.</p>
      ) : (
        <>
          <nav aria-label="Brands by letter" className="store-letter-index">
            <ul>
              {groups.map(([letter]) => (
                <li key={letter}>
                  {/* in-page anchor: a plain link, no route change */}
                  <a href={`#${letterId(letter)}`}>{letter}</a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map(([letter, list]) => (
            <section key={letter} aria-labelledby={letterId(letter)} className="store-letter-group">
              <h2 id={letterId(letter)}>{letter}</h2>
              <ul className="store-brand-list">
                {list.map((brand) => (
                  <li key={brand.name}>
                    <Link to={storeSearchUrl({ brands: [brand.name] })}>{brand.name}</Link>{' '}
                    <span className="store-card__count">({brand.productCount})</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
