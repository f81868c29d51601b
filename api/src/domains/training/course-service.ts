// The training store's course catalogue (spec sections 2, 7 and 9): course search (searchTerm, productFilters,
// categoryFilters, 15 a page, facet counts), all courses (up to 1000), 'SEARCH SUGGESTIONS' of course titles, a
// course's detail with related courses and its price in the caller's currency (CAD for en_CA), and the
// customer-service reindex operations. The queries themselves live in the search module (search/course-search.ts).
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { COURSE_CATEGORY_FILTERS, COURSE_PRODUCT_FILTERS, courses } from '../../db/schema.js';
import { badInput, notFound } from '../../errors/api-error.js';
import { searchCourses, suggestCourseTitles } from '../../search/index.js';
import { COURSE_SORT_FIELDS } from '../../search/types.js';
import type { CourseHit, CourseSearchResult, CourseSort } from '../../search/types.js';
import { requireRule } from '../../access/operation-rule.js';
import { currencyFor } from '../catalogue/index.js';
import { localeField, searchTextField, sortOptionsField, str, validate } from '../../shared/validation.js';
import { requireTrainingStore } from './training-access.js';

/** Spec 9: training search page size 15; the all-courses fetch takes up to 1000. */
export const COURSE_PAGE_SIZE = 15;
export const ALL_COURSES_MAX = 1000;
/** Spec 9: 5 suggestions. */
const COURSE_SUGGESTIONS = 5;
const RELATED_COURSES = 4;
export const COURSE_NOT_FOUND = 'The course could not be found.';

type Locale = 'en_US' | 'en_CA' | 'en';

const filterList = (label: string, values: readonly string[]) =>
  yup
    .array()
    .of(
      str(label)
        .required()
        .oneOf([...values], `${label} must be one of: ${values.join(', ')}.`),
    )
    .max(values.length, `${label} may name each filter once.`)
    .nullable();

const searchSchema = yup.object({
  searchTerm: searchTextField('searchTerm', 200).nullable(),
  page: yup
    .number()
    .typeError('page must be a number.')
    .integer('page must be a whole number.')
    .min(0, 'page starts at 0.')
    .nullable()
    .default(0),
  size: yup
    .number()
    .typeError('size must be a number.')
    .integer('size must be a whole number.')
    .min(1, 'size must be at least 1.')
    .max(ALL_COURSES_MAX, `size must be at most ${ALL_COURSES_MAX}.`)
    .nullable()
    .default(COURSE_PAGE_SIZE),
  productFilters: filterList('productFilters', COURSE_PRODUCT_FILTERS),
  categoryFilters: filterList('categoryFilters', COURSE_CATEGORY_FILTERS),
  sortOptions: sortOptionsField(COURSE_SORT_FIELDS, 'ASC').max(1, 'At most 1 sort option is allowed.'),
});

export interface CourseSearchInput {
  searchTerm?: string | null;
  page?: number | null;
  size?: number | null;
  productFilters?: readonly string[] | null;
  categoryFilters?: readonly string[] | null;
  sortOptions?: readonly { fieldName: string; direction?: string | null }[] | null;
}

interface FacetCount {
  value: string;
  count: number;
}

export interface CourseSearchPage {
  hits: CourseHit[];
  totalHits: number;
  page: number;
  size: number;
  totalPages: number;
  facets: { productFilters: FacetCount[]; categoryFilters: FacetCount[] };
}

const facetCounts = (values: CourseSearchResult['facets']['productFilters']): FacetCount[] =>
  values.map((v) => ({ value: v.name, count: v.count }));

/** The validated sort option (its field one of COURSE_SORT_FIELDS), or none: relevance. */
function courseSort(
  options: readonly { fieldName: string; direction?: string }[] | null | undefined,
): CourseSort | null {
  const [first] = options ?? [];
  if (!first) return null;
  return {
    field: first.fieldName as CourseSort['field'],
    direction: first.direction === 'DESC' ? 'DESC' : 'ASC',
  };
}

/** The locale prices are shown in: the signed-in user's own, else the guest's choice (default en_US). */
async function priceLocale(ctx: RequestContext, guestLocale: string | null | undefined): Promise<Locale> {
  if (ctx.caller.kind === 'user') {
    const learner = await requireTrainingStore(ctx);
    return learner.locale as Locale;
  }
  const { locale } = validate(yup.object({ locale: localeField.nullable() }), { locale: guestLocale });
  return (locale ?? 'en_US') as Locale;
}

/**
 * searchCourses(input): a page of active courses (15 by default, 0-based page) matching searchTerm and any of the
 * chosen product and category filters, with facet counts of each filter group (computed without that group's own
 * choice, so other values stay selectable).
 */
export async function searchTrainingCourses(
  ctx: RequestContext,
  args: { input: CourseSearchInput; locale?: string | null },
): Promise<CourseSearchPage> {
  const input = validate(searchSchema, args.input ?? {});
  const locale = await priceLocale(ctx, args.locale);
  const size = input.size ?? COURSE_PAGE_SIZE;
  // spec 9: the index answers at most 1000 courses of a search. A page past them is a page past the end like any
  // other (an old link): it answers no courses with the real page count, and the page then shows the last one
  const page = Math.min(input.page ?? 0, Math.ceil(ALL_COURSES_MAX / size));
  const result = await searchCourses(ctx.db, {
    searchTerm: input.searchTerm ?? '',
    productFilters: (input.productFilters ?? []) as string[],
    categoryFilters: (input.categoryFilters ?? []) as string[],
    page,
    hitsPerPage: size,
    currency: currencyFor(locale),
    sort: courseSort(input.sortOptions),
  });
  return {
    hits: result.hits,
    totalHits: result.nbHits,
    page: result.page,
    size: result.hitsPerPage,
    totalPages: Math.min(result.nbPages, Math.ceil(ALL_COURSES_MAX / size)),
    facets: {
      productFilters: facetCounts(result.facets.productFilters),
      categoryFilters: facetCounts(result.facets.categoryFilters),
    },
  };
}

/** courseSuggestions(term): up to 5 course titles for the 'Search By Keyword' box. */
export async function courseSuggestions(ctx: RequestContext, args: { term: string }): Promise<string[]> {
  const { term } = validate(
    yup.object({
      term: searchTextField('term', 100).trim().required('term is required.'),
    }),
    args,
  );
  if (ctx.caller.kind === 'user') await requireTrainingStore(ctx);
  return suggestCourseTitles(ctx.db, term, COURSE_SUGGESTIONS);
}

export interface CourseDetail {
  course: CourseHit;
  outline: string[];
  relatedCourses: CourseHit[];
}

const courseIdField = str('courseId')
  .trim()
  .required('courseId is required.')
  .max(40, 'courseId must be at most 40 characters.')
  .matches(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'courseId is not a valid course id.');

type CourseRow = typeof courses.$inferSelect;

function toCourseHit(row: CourseRow, currency: 'USD' | 'CAD'): CourseHit {
  const price = currency === 'CAD' ? row.priceCad : row.priceUsd;
  return {
    objectID: row.courseId,
    courseId: row.courseId,
    externalCourseId: row.externalCourseId,
    title: row.title,
    description: row.description,
    productFilters: row.productFilters,
    categoryFilters: row.categoryFilters,
    price: price === null ? null : Number(price),
    currency,
    isFree: row.isFree,
    durationMinutes: row.durationMinutes,
    deliveryMethod: row.deliveryMethod,
    imageUrl: row.imageUrl,
    language: row.language,
    credits: Number(row.credits),
  };
}

/**
 * courseDetail(courseId): an active course with its outline, its price in the caller's currency and up to four
 * related courses (same product and category first, then same product), free ones included.
 */
export async function courseDetail(
  ctx: RequestContext,
  args: { courseId: string; locale?: string | null },
): Promise<CourseDetail> {
  const { courseId } = validate(yup.object({ courseId: courseIdField }), { courseId: args.courseId });
  const currency = currencyFor(await priceLocale(ctx, args.locale));
  const [row] = await ctx.db
    .select()
    .from(courses)
    .where(and(eq(courses.courseId, courseId), eq(courses.active, true)))
    .limit(1);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  const related = await ctx.db
    .select()
    .from(courses)
    .where(
      and(
        eq(courses.active, true),
        ne(courses.courseId, row.courseId),
        sql`${courses.productFilters} && ${sql.param(row.productFilters)}::text[]`,
      ),
    )
    .orderBy(
      sql`(${courses.categoryFilters} && ${sql.param(row.categoryFilters)}::text[]) desc`,
      asc(courses.title),
    )
    .limit(RELATED_COURSES);
  return {
    course: toCourseHit(row, currency),
    outline: row.outline,
    relatedCourses: related.map((r) => toCourseHit(r, currency)),
  };
}

// ---- customer service: productSearchIndex page (spec 7 'reindex of training courses', 'manualIndex') ----------

interface ReindexResult {
  success: boolean;
  changedCourses: number;
}

/**
 * reindex: rebuilds the training course index (the full-text, filter and title-trigram indexes of `courses`) and
 * refreshes the planner's statistics. PostgreSQL keeps these indexes current on every write, so this is a repair
 * tool, not a step a change needs. Answers how many active courses the index holds.
 */
export async function reindexTrainingCourses(ctx: RequestContext): Promise<ReindexResult> {
  requireRule(ctx, 'csr.product-owner');
  await ctx.db.execute(sql`reindex table courses`);
  await ctx.db.execute(sql`analyze courses`);
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(courses)
    .where(eq(courses.active, true));
  return { success: true, changedCourses: Number(row?.n ?? 0) };
}

const manualIndexSchema = yup.object({
  since: str('since')
    .required('since is required.')
    .test('date', 'since must be an ISO-8601 date-time.', (v) => !!v && !Number.isNaN(Date.parse(v))),
  to: str('to')
    .nullable()
    .test('date', 'to must be an ISO-8601 date-time.', (v) => !v || !Number.isNaN(Date.parse(v))),
});

/**
 * manualIndex(since, to): indexes the courses changed in the window (updated_at between since and to, default
 * now) and answers how many there were. The course index follows each write already, so this refreshes the
 * statistics and reports the window's changes.
 */
export async function manualIndexCourses(
  ctx: RequestContext,
  args: { since: string; to?: string | null },
): Promise<ReindexResult> {
  requireRule(ctx, 'csr.product-owner');
  const input = validate(manualIndexSchema, args);
  const since = new Date(input.since);
  const to = input.to ? new Date(input.to) : ctx.now();
  if (to.getTime() < since.getTime()) throw badInput('to must not be before since.');
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(courses)
    .where(and(gte(courses.updatedAt, since), lte(courses.updatedAt, to)));
  await ctx.db.execute(sql`analyze courses`);
  return { success: true, changedCourses: Number(row?.n ?? 0) };
}
