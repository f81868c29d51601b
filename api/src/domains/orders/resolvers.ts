// Resolvers of POST /api/graphql for supply orders (schema.graphql). Thin: domains/orders/order-service
// authorises (B2B_View_Orders or a personal user's own account, organisation scope) and validates.
import { getSupplyOrder } from './order-service.js';
import { reorderSupplyOrder } from './reorder-service.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/types.js';

export const OrderQuery: Pick<QueryResolvers<GraphQLContext>, 'supplyOrder'> = {
  supplyOrder: (_, args, { ctx }) => getSupplyOrder(ctx, args),
};

export const OrderMutation: Pick<MutationResolvers<GraphQLContext>, 'reorderSupplyOrder'> = {
  reorderSupplyOrder: (_, args, { ctx }) => reorderSupplyOrder(ctx, args),
};
