// Product search operations: validate the input, pick the currency, call the search engine.
// Open to guests (locale given) and signed-in callers (their profile's locale).
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import type { Locale } from '../accounts/index.js';
import type {
  Autocomplete,
  ProductHit,
  ProductSearchInput,
  ProductSearchResult,
  ProductSort,
} from './types.js';
import { ProductSortValues } from './types.js';
import {
  localeField,
  pageField,
  partNumberField,
  searchTextField,
  sizeField,
  validate,
} from '../../shared/validation.js';
import { hitsForCaller, maySeePrices, withholdHitPrice } from '../../access/price-visibility.js';
import { currencyFor } from './catalogue-service.js';

/** Spec section 9: "Autocomplete: 3 characters minimum, 10 facet hits, 5 suggestions." */
export const AUTOCOMPLETE_MIN_CHARS = 3;

const searchSchema = yup.object({
  input: yup
    .object({
      query: searchTextField('query').nullable(),
      page: pageField(1000),
      size: sizeField(100, 24),
      brands: yup
        .array()
        .of(searchTextField('brand', 100).required())
        .max(20, 'At most 20 brands can be chosen.')
        .nullable(),
      category: searchTextField('category', 300).nullable(),
      sort: yup
        .mixed()
        .oneOf([...ProductSortValues], 'sort is not a known order.')
        .default('RELEVANCE'),
    })
    .required('input is required.'),
  locale: localeField.nullable(),
});

// built once: a yup schema built per request was ~4 % of an autocomplete request's CPU (a profile at 20,000 parts)
const autocompleteSchema = yup.object({
  query: searchTextField('query', 100).required('query is required.'),
  locale: localeField.nullable(),
});

const partLookupSchema = yup.object({
  partNumber: partNumberField.required('Part number is required.'),
  locale: localeField.nullable(),
});

const PRICE_SORTS: readonly ProductSort[] = ['PRICE_ASC', 'PRICE_DESC'];

export async function searchProducts(
  ctx: RequestContext,
  args: { input: ProductSearchInput; locale?: Locale | string | null },
): Promise<ProductSearchResult> {
  const { input, locale } = validate(searchSchema, args);
  const pricesShown = await maySeePrices(ctx);
  const asked = input.sort as ProductSort;
  const result = await ctx.search.search({
    query: (input.query ?? '').trim(),
    page: input.page,
    size: input.size,
    brands: input.brands ?? [],
    category: input.category?.trim() || null,
    // hits in price order would tell a caller who may not see prices which parts cost more: relevance instead
    sort: !pricesShown && PRICE_SORTS.includes(asked) ? 'RELEVANCE' : asked,
    currency: currencyFor(locale),
  });
  return { ...result, hits: pricesShown ? result.hits : result.hits.map(withholdHitPrice) };
}

export async function autocomplete(
  ctx: RequestContext,
  args: { query: string; locale?: Locale | string | null },
): Promise<Autocomplete> {
  const { query, locale } = validate(autocompleteSchema, args);
  const text = query.trim();
  if (text.length < AUTOCOMPLETE_MIN_CHARS)
    return { products: [], categories: [], brands: [], correctedQuery: null };
  return ctx.search.autocomplete({ query: text, currency: currencyFor(locale) });
}

export async function partLookup(
  ctx: RequestContext,
  args: { partNumber: string; locale?: Locale | string | null },
): Promise<ProductHit[]> {
  const { partNumber, locale } = validate(partLookupSchema, args);
  return hitsForCaller(ctx, await ctx.search.partLookup({ partNumber, currency: currencyFor(locale) }));
}
