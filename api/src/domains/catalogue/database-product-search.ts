// Adapter from the data layer's search module (PostgreSQL full-text search, api/src/search) to the shapes the
// GraphQL schema publishes.
import { createProductSearch, type PostgresProductSearch } from '../../search/postgres-product-search.js';
import type {
  CategoryFacetHit,
  FacetValue as EngineFacet,
  ProductFacets as EngineFacets,
  ProductHit as EngineHit,
  ProductSort as EngineSort,
} from '../../search/types.js';
import { HIERARCHY_LEVELS } from '../../search/types.js';
import type { CategoryFacet, FacetValue, ProductHit, ProductSort } from './types.js';
import type { Executor } from '../../db/database.js';
import type { ProductSearch } from './product-search.js';

const SORTS: Record<ProductSort, EngineSort> = {
  RELEVANCE: 'relevance',
  PRICE_ASC: 'price_asc',
  PRICE_DESC: 'price_desc',
  NAME_ASC: 'name_asc',
  NAME_DESC: 'name_desc',
};

const toFacet = (f: EngineFacet): FacetValue => ({ value: f.name, count: f.count });

function toCategory(value: string, count: number): CategoryFacet {
  const parts = value.split(' > ');
  return { value, name: parts[parts.length - 1] ?? value, level: parts.length - 1, count };
}

const fromCategoryHit = (c: CategoryFacetHit): CategoryFacet => ({
  value: c.value,
  name: c.name,
  level: c.level,
  count: c.count,
});

function toHit(hit: EngineHit): ProductHit {
  const h = hit.hierarchicalCategories;
  return {
    partNumber: hit.partNumber,
    displayName: hit.displayName,
    description: hit.description,
    brand: hit.brand,
    imageUrl: hit.imageUrl,
    thumbnailUrl: hit.thumbnailUrl,
    price: hit.price,
    priceWithheld: false,
    currency: hit.currency,
    inStock: hit.inStock,
    quantityOnHand: hit.qtyOnHand,
    unitOfMeasure: hit.uom,
    categories: [h.lvl0, h.lvl1, h.lvl2, h.lvl3, h.lvl4].filter((c): c is string => !!c),
  };
}

type Facets = { brands: FacetValue[]; categories: CategoryFacet[] };

/**
 * The engine keeps one facets object per query text and refinement (shared by every page, size and sort, and by
 * its cached results): its published shape is made once per such object, not on every request (up to 600 values).
 * Read-only for the GraphQL layer, like the engine's.
 */
const publishedFacets = new WeakMap<EngineFacets, Facets>();

function facetsOf(facets: EngineFacets): Facets {
  let published = publishedFacets.get(facets);
  if (!published) {
    published = {
      brands: facets.brand.map(toFacet),
      categories: HIERARCHY_LEVELS.flatMap((level) => facets[level].map((f) => toCategory(f.name, f.count))),
    };
    publishedFacets.set(facets, published);
  }
  return published;
}

/** `engine`: an engine made elsewhere (e.g. the bench reads its cache statistics); one per database by default. */
export function createDatabaseProductSearch(
  db: Executor,
  engine: PostgresProductSearch = createProductSearch(db),
): ProductSearch {
  return {
    async search(params) {
      const result = await engine.search(params.query, {
        page: params.page,
        hitsPerPage: params.size,
        brand: params.brands,
        category: params.category,
        sort: SORTS[params.sort],
        currency: params.currency,
      });
      return {
        hits: result.hits.map(toHit),
        totalHits: result.nbHits,
        page: result.page,
        size: result.hitsPerPage,
        totalPages: result.nbPages,
        correctedQuery: result.correctedQuery,
        facets: facetsOf(result.facets),
      };
    },
    async autocomplete(params) {
      const result = await engine.autocomplete(params.query, { currency: params.currency });
      return {
        products: result.products.map((p) => ({
          partNumber: p.partNumber,
          displayName: p.displayName,
          thumbnailUrl: p.thumbnailUrl,
        })),
        categories: result.categories.map(fromCategoryHit),
        brands: result.brands.map(toFacet),
        correctedQuery: result.correctedQuery,
      };
    },
    async partLookup(params) {
      const hits = await engine.partNumberLookup(params.partNumber, { currency: params.currency });
      return hits.map(toHit);
    },
    warm: () => engine.whenIndexReady(),
  };
}
