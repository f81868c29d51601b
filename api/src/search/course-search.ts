// Training-course search (training store): searchTerm (prefix match on title/description), product and category
// filters (any of), 15 per page; all courses up to 1000.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client.js';
import { tokenize, toTsQueryText } from './query.js';
import type {
  CourseHit,
  CourseSort,
  CourseSearchOptions,
  CourseSearchResult,
  FacetValue,
  SearchCurrency,
} from './types.js';

interface CourseRow extends Record<string, unknown> {
  course_id: string;
  external_course_id: string;
  title: string;
  description: string;
  product_filters: string[];
  category_filters: string[];
  price: number | null;
  is_free: boolean;
  duration_minutes: number;
  delivery_method: string;
  image_url: string | null;
  language: string;
  credits: number;
}

function toHit(r: CourseRow, currency: SearchCurrency): CourseHit {
  return {
    objectID: r.course_id,
    courseId: r.course_id,
    externalCourseId: r.external_course_id,
    title: r.title,
    description: r.description,
    productFilters: r.product_filters,
    categoryFilters: r.category_filters,
    price: r.price === null ? null : Number(r.price),
    currency,
    isFree: r.is_free,
    durationMinutes: Number(r.duration_minutes),
    deliveryMethod: r.delivery_method,
    imageUrl: r.image_url,
    language: r.language,
    credits: Number(r.credits),
  };
}

/** The ORDER BY term of a chosen sort; a course not for sale (no price) comes last either way. */
function sortTerm(sort: CourseSort, price: SQL): SQL {
  const direction = sql.raw(sort.direction === 'DESC' ? 'desc' : 'asc');
  const column = { title: sql`c.title`, price, durationMinutes: sql`c.duration_minutes` }[sort.field];
  return sql`${column} ${direction} nulls last`;
}

export async function searchCourses(
  db: Executor,
  options: CourseSearchOptions = {},
): Promise<CourseSearchResult> {
  const hitsPerPage = Math.min(Math.max(Math.trunc(options.hitsPerPage ?? 15), 1), 1000);
  const page = Math.max(Math.trunc(options.page ?? 0), 0);
  const currency: SearchCurrency = options.currency ?? (options.locale === 'en_CA' ? 'CAD' : 'USD');
  const tsText = toTsQueryText(tokenize(options.searchTerm ?? ''), 'all');
  const tsq = tsText ? sql`to_tsquery('english', ${tsText})` : null;
  const products = (options.productFilters ?? []).filter(Boolean);
  const categories = (options.categoryFilters ?? []).filter(Boolean);
  const text: SQL = tsq ? sql`c.search_vector @@ ${tsq}` : sql`true`;
  const productF: SQL = products.length
    ? sql`c.product_filters && ${sql.param(products)}::text[]`
    : sql`true`;
  const categoryF: SQL = categories.length
    ? sql`c.category_filters && ${sql.param(categories)}::text[]`
    : sql`true`;
  const price = currency === 'CAD' ? sql.raw('c.price_cad') : sql.raw('c.price_usd');
  const relevance = tsq ? sql`ts_rank(c.search_vector, ${tsq}) desc, c.title` : sql`c.title`;
  const order = options.sort ? sql`${sortTerm(options.sort, price)}, ${relevance}` : relevance;
  const [rows, facetRows] = await Promise.all([
    queryRows<CourseRow & { total: number }>(
      db,
      sql`select c.course_id, c.external_course_id, c.title, c.description, c.product_filters, c.category_filters,
                 ${price}::float8 as price, c.is_free, c.duration_minutes, c.delivery_method, c.image_url,
                 c.language, c.credits::float8 as credits, count(*) over ()::int as total
            from courses c where c.active and ${text} and ${productF} and ${categoryF}
           order by ${order} limit ${hitsPerPage} offset ${page * hitsPerPage}`,
    ),
    queryRows<{ f: string; v: string; n: number }>(
      db,
      sql`select 'product' as f, v, count(*)::int as n from courses c, unnest(c.product_filters) v
           where c.active and ${text} and ${categoryF} group by v
          union all
          select 'category', v, count(*)::int from courses c, unnest(c.category_filters) v
           where c.active and ${text} and ${productF} group by v`,
    ),
  ]);
  let nbHits = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 0) {
    const count = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from courses c where c.active and ${text} and ${productF} and ${categoryF}`,
    );
    nbHits = count[0]?.n ?? 0;
  }
  const facet = (f: string): FacetValue[] =>
    facetRows
      .filter((r) => r.f === f)
      .map((r) => ({ name: r.v, count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return {
    hits: rows.map((r) => toHit(r, currency)),
    nbHits,
    page,
    nbPages: Math.ceil(nbHits / hitsPerPage),
    hitsPerPage,
    facets: { productFilters: facet('product'), categoryFilters: facet('category') },
  };
}

/** Every active course (the training store's all-courses fetch: at most 1000). */
export async function allCourses(
  db: Executor,
  options: Pick<CourseSearchOptions, 'currency' | 'locale'> = {},
): Promise<CourseHit[]> {
  const result = await searchCourses(db, { ...options, hitsPerPage: 1000, page: 0 });
  return result.hits;
}

/**
 * Course titles for the training search box ('SEARCH SUGGESTIONS'): titles holding a word that starts with each
 * word of the term, titles that start with the term first. Found through the trigram index on lower(title)
 * (courses_title_trgm_idx), never by reading every course.
 */
export async function suggestCourseTitles(db: Executor, term: string, limit = 5): Promise<string[]> {
  const words = term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 6);
  if (words.length === 0) return [];
  // each word (letters and digits only, so nothing to escape) at the start of a word of the title
  const conditions = words.map((w) => sql`lower(c.title) ~ ${`(^|[^[:alnum:]])${w}`}`);
  const whole = `^${words.join('[^[:alnum:]]+')}`;
  const rows = await queryRows<{ title: string }>(
    db,
    sql`select c.title from courses c where c.active and ${sql.join(conditions, sql` and `)}
         order by (lower(c.title) ~ ${whole}) desc, length(c.title), c.title limit ${limit}`,
  );
  return rows.map((r) => r.title);
}
