// One order by id for the order-detail view (supplyOrder, api/src/domains/orders/schema.graphql).
import { runGraphQL } from '@portal/api-client';
import { SupplyOrderDocument } from '../../../gql/graphql';

export const getSupplyOrder = async (orderId: string, signal?: AbortSignal) =>
  (await runGraphQL(SupplyOrderDocument, { orderId }, { signal })).supplyOrder;
