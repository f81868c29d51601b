// Replacement parts by unit (spec 7 'Parts') and the caller's units to choose from (fleet search).
import { integrationRequest } from '@portal/api-client';
import type { BomCheckResult, UnitChoice } from '../types/parts';

export const PARTS_PAGE_SIZE = 25;

export const bomCheck = (serial: string, query: string, page: number, signal?: AbortSignal) =>
  integrationRequest<BomCheckResult>({
    endpoint: `/parts/bomCheck/${encodeURIComponent(serial)}`,
    body: { query: query || null, page: page - 1, size: PARTS_PAGE_SIZE },
    signal,
  });

export const findUnits = (query: string, signal?: AbortSignal) =>
  integrationRequest<{ content: UnitChoice[]; totalRecords: number }>({
    endpoint: '/fleet/ngSearch',
    body: { query: query || null, page: 0, size: 10 },
    signal,
  });
