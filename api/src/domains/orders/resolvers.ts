// Resolvers of POST /api/graphql for supply orders (schema/orders.graphql). Thin: services/commerce/order-service
// authorises (B2B_View_Orders or a personal user's own account, organisation scope) and validates.
import { getSupplyOrder } from '../../services/commerce/order-service.js';
import type { GraphQLContext } from '../context.js';
import type { QueryResolvers } from '../generated/types.js';

export const OrderQuery: Pick<QueryResolvers<GraphQLContext>, 'supplyOrder'> = {
  supplyOrder: (_, args, { ctx }) => getSupplyOrder(ctx, args),
};
