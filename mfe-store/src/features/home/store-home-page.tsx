// Store home (spec 2): the hero, then featured categories, brands and products in carousels. Eager in the
// remote's first chunk: the hero is a plain sized <img> rendered at once, not waiting for any data, since the
// page's LCP is measured against a static page with the same image.
import { useDeferredValue } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Carousel } from '@portal/shared-ui/carousel';
import { Link } from '@portal/shared-session/routing';
import { ALL_BRANDS_PATH, ALL_CATEGORIES_PATH } from '../../shared/utils/store-links';
import { BrandCard, CategoryCard } from '../../shared/components/catalogue-cards';
import { ErrorState, LoadingState } from '@portal/shared-ui/query-state';
import { ProductTile } from '../../shared/components/product-tile';
import { fetchStoreFeatured } from '../../shared/api/catalogue-api';
import { useCatalogueCaller } from '../../shared/hooks/use-catalogue-caller';
import { useStorePermissions } from '../../shared/hooks/use-store-permissions';
import './store-home.css';

export const STORE_HERO_SRC = '/static/store/store-hero.svg';

function StoreHero() {
  return (
    <section className="store-hero" aria-labelledby="store-hero-title">
      <img
        className="store-hero__image"
        src={STORE_HERO_SRC}
        alt="An insulated aerial device lifting a lineworker to a power line"
        width={1600}
        height={500}
        fetchPriority="high"
        decoding="sync"
      />
      <div className="store-hero__text">
        <h1 id="store-hero-title">Supply Store</h1>
        <p>Genuine replacement parts for your aerial devices, digger derricks, cranes and more.</p>
        <p className="store-hero__links">
          <Link to={ALL_CATEGORIES_PATH}>Shop all categories</Link>
          <Link to={ALL_BRANDS_PATH}>Shop all brands</Link>
        </p>
      </div>
    </section>
  );
}

function FeaturedSections() {
  const { caller, ready, key } = useCatalogueCaller();
  const { canViewPrices } = useStorePermissions();
  const featured = useQuery({
    queryKey: ['store', 'featured', ...key],
    queryFn: ({ signal }) => fetchStoreFeatured(caller, signal),
    enabled: ready,
    staleTime: 5 * 60_000,
  });

  // the carousels render as a transition once the data is there: React renders them in slices between which the
  // browser keeps the thread, instead of one long task (issue 18, TBT); the loading line holds until they commit
  const data = useDeferredValue(featured.data);
  if (featured.isError)
    return (
      <ErrorState
        message="The featured products could not be loaded."
        onRetry={() => void featured.refetch()}
      />
    );
  if (!data) return <LoadingState label="Loading featured products" />;
  const { categories, brands, products } = data;
  return (
    <>
      {categories.length > 0 ? (
        <Carousel
          label="Featured Categories"
          items={categories}
          getKey={(c) => c.id}
          renderItem={(c) => <CategoryCard category={c} />}
        />
      ) : null}
      {brands.length > 0 ? (
        <Carousel
          label="Featured Brands"
          items={brands}
          getKey={(b) => b.name}
          renderItem={(b) => <BrandCard brand={b} />}
        />
      ) : null}
      {products.length > 0 ? (
        <Carousel
          label="Featured Products"
          items={products}
          getKey={(p) => p.partNumber}
          minItemWidth={200}
          renderItem={(p) => <ProductTile product={p} canViewPrices={canViewPrices} />}
        />
      ) : null}
      {categories.length + brands.length + products.length === 0 ? (
        <p>
          Nothing is featured right now: <Link to={ALL_CATEGORIES_PATH}>browse all categories</Link>.
        </p>
      ) : null}
    </>
  );
}

export default function StoreHomePage() {
  return (
    <div className="store-home">
      <StoreHero />
      <div className="store-home__featured">
        <FeaturedSections />
      </div>
    </div>
  );
}
