// The user's supply orders through the gateway (spec 7 'Orders'; personal users see their own account's orders).
import { gateway } from '@portal/api-client';

export const ORDER_PAGE_SIZE = 10;

/** page is 1-based (the URL's); the gateway counts from 0. */
export const searchOrders = (page: number, signal?: AbortSignal) =>
  gateway(
    '/order/summary/ngSearch/sold/',
    { query: null, page: page - 1, size: ORDER_PAGE_SIZE, sortOptions: [], filterOptions: [], range: null },
    { signal },
  );
