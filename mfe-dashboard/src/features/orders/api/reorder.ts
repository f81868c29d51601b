// Reorder (reorderSupplyOrder, api/src/domains/orders/schema.graphql): the chosen lines (all when none) of an
// order go into the supply-store cart; the answer names each line that could not, with its reason.
import { runGraphQL } from '@portal/api-client';
import { ReorderSupplyOrderDocument } from '../../../gql/graphql';

export const reorderSupplyOrder = async (orderId: string, lineNumbers: number[] | null) =>
  (await runGraphQL(ReorderSupplyOrderDocument, { orderId, lineNumbers })).reorderSupplyOrder;
