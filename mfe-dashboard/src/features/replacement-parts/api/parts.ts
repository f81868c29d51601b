// Replacement parts by unit (spec 7 'Parts') and the caller's units to choose from (fleet search).
import { gateway } from '@portal/api-client';

export const PARTS_PAGE_SIZE = 25;

export const bomCheck = (serial: string, query: string, page: number, signal?: AbortSignal) =>
  gateway(
    '/parts/bomCheck/{id}',
    { query: query || null, page: page - 1, size: PARTS_PAGE_SIZE },
    { params: { id: serial }, signal },
  );

export const findUnits = (query: string, signal?: AbortSignal) =>
  gateway('/fleet/ngSearch', { query: query || null, page: 0, size: 10 }, { signal });
