// Resolvers of POST /api/graphql for invoices (schema.graphql). Thin: domains/invoices authorises and
// validates.
import { getFilesInFolder, sendInvoiceSupportRequestEmail } from './invoice-service.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/types.js';

export const InvoiceQuery: Pick<QueryResolvers<GraphQLContext>, 'getFilesInFolder'> = {
  getFilesInFolder: (_, args, { ctx }) => getFilesInFolder(ctx, args),
};

export const InvoiceMutation: Pick<MutationResolvers<GraphQLContext>, 'sendInvoiceSupportRequestEmail'> = {
  sendInvoiceSupportRequestEmail: (_, args, { ctx }) => sendInvoiceSupportRequestEmail(ctx, args),
};
