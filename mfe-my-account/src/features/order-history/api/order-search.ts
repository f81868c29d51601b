// The user's supply orders through the gateway (spec 7 'Orders'; personal users see their own account's orders).
import { integrationRequest } from '@portal/api-client';
import type { OrderPage } from '../types/order';

export const ORDER_PAGE_SIZE = 10;

/** page is 1-based (the URL's); the gateway counts from 0. */
export const searchOrders = (page: number, signal?: AbortSignal) =>
  integrationRequest<OrderPage>({
    endpoint: '/order/summary/ngSearch/sold/',
    body: {
      query: null,
      page: page - 1,
      size: ORDER_PAGE_SIZE,
      sortOptions: [],
      filterOptions: [],
      range: null,
    },
    signal,
  });
