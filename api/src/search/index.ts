// The search module: product / category / brand search and training-course search on PostgreSQL full-text search.
export * from './types.js';
export {
  createProductSearch,
  PostgresProductSearch,
  categoryLevel,
  currencyOf,
} from './postgres-product-search.js';
export { searchCourses, allCourses, suggestCourseTitles } from './course-search.js';
export { rebuildSearchData, rebuildProductSearchIndex } from './maintenance.js';
export { tokenize, toTsQueryText } from './query.js';
