// Replacement parts by unit (spec 7 'Parts') and the caller's units to choose from (fleet search).
import { gateway } from '@portal/api-client';

export const PARTS_PAGE_SIZE = 25;

export const bomCheck = (serial: string, query: string, page: number, signal?: AbortSignal) =>
  gateway(
    '/parts/bomCheck/{id}',
    { query: query || null, page: page - 1, size: PARTS_PAGE_SIZE },
    { params: { id: serial }, signal },
  );

/** the units a serial search lists at once; more are paged (issue 39: they stopped at 10) */
export const UNITS_PAGE_SIZE = 10;

export const findUnits = (query: string, page: number, signal?: AbortSignal) =>
  gateway('/fleet/ngSearch', { query: query || null, page: page - 1, size: UNITS_PAGE_SIZE }, { signal });
