// Resolvers of POST /api/graphql for invoices (schema/invoices.graphql). Thin: services/invoices authorises and
// validates.
import { getFilesInFolder, sendInvoiceSupportRequestEmail } from '../../services/invoices/invoice-service.js';
import type { GraphQLContext } from '../context.js';
import type { MutationResolvers, QueryResolvers } from '../generated/types.js';

export const InvoiceQuery: Pick<QueryResolvers<GraphQLContext>, 'getFilesInFolder'> = {
  getFilesInFolder: (_, args, { ctx }) => getFilesInFolder(ctx, args),
};

export const InvoiceMutation: Pick<MutationResolvers<GraphQLContext>, 'sendInvoiceSupportRequestEmail'> = {
  sendInvoiceSupportRequestEmail: (_, args, { ctx }) => sendInvoiceSupportRequestEmail(ctx, args),
};
