// Every brand with products shown online, A–Z, each linking to the search page refined by that brand.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@portal/shared-session/routing';
import { fetchBrands } from '../../shared/api/catalogue-api';
import { groupByInitial } from './category-tree';
import { CatalogueIndexPage } from './components/catalogue-index-page';
import { useCatalogueCaller } from '../../shared/hooks/use-catalogue-caller';
import { storeSearchUrl } from '../../shared/utils/store-links';

const letterId = (letter: string) => `brands-${letter === '#' ? 'other' : letter}`;

export default function AllBrandsPage() {
  const { caller, ready, key } = useCatalogueCaller();
  const brands = useQuery({
    queryKey: ['store', 'brands', ...key],
    queryFn: ({ signal }) => fetchBrands(caller, signal),
    enabled: ready,
    staleTime: 5 * 60_000,
  });
  return (
    <CatalogueIndexPage
      title="All Brands"
      query={brands}
      loadingLabel="Loading brands"
      errorMessage="The brands could not be loaded."
      emptyMessage="No brands found."
    >
      {(list) => {
        const groups = groupByInitial(list);
        return (
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
            {groups.map(([letter, brandsOfLetter]) => (
              <section key={letter} aria-labelledby={letterId(letter)} className="store-letter-group">
                <h2 id={letterId(letter)}>{letter}</h2>
                <ul className="store-brand-list">
                  {brandsOfLetter.map((brand) => (
                    <li key={brand.name}>
                      <Link to={storeSearchUrl({ brands: [brand.name] })}>{brand.name}</Link>{' '}
                      <span className="store-card__count">({brand.productCount})</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        );
      }}
    </CatalogueIndexPage>
  );
}
