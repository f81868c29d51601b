// Supply-order history through the gateway (spec 7 'Orders').
import { gateway } from '@portal/api-client';
import type { ListState } from '@portal/shared-session/list-state';
import type { OrderFilter } from '../types/order';

export const ORDER_PAGE_SIZE = 10;

export function orderSearchBody(state: ListState<OrderFilter>) {
  const { filter } = state;
  return {
    query: state.query || null,
    page: state.page - 1,
    size: ORDER_PAGE_SIZE,
    sortOptions: state.sort ? [{ fieldName: state.sort.field, direction: state.sort.direction }] : [],
    filterOptions: filter.status ? [{ fieldName: 'status', value: filter.status }] : [],
    range: filter.start || filter.end ? { start: filter.start || null, end: filter.end || null } : null,
    // the list shows summaries; an order's lines load on its detail page
    includeLines: false,
  };
}

export const searchOrders = (body: ReturnType<typeof orderSearchBody>, signal?: AbortSignal) =>
  gateway('/order/summary/ngSearch/sold/', body, { signal });
