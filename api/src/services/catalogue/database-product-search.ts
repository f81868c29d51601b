// Adapter from the data layer's search module to the API's ProductSearch.
// TODO(data): wire to api/src/search once it is committed (see api/NEEDS-FROM-DATA.md).
import type { Database } from '../database.js';
import { ApiError } from '../../errors/api-error.js';
import { UNEXPECTED_ERROR } from '../../errors/messages.js';
import type { ProductSearch } from './product-search.js';

export function createDatabaseProductSearch(_db: Database): ProductSearch {
  const unavailable = async (): Promise<never> => {
    throw new ApiError('INTERNAL', UNEXPECTED_ERROR);
  };
  return { search: unavailable, autocomplete: unavailable, partLookup: unavailable };
}
