// Resolvers of POST /api/graphql for contacts and users (schema.graphql). Thin: domains/contacts
// authorises (B2B_Delegated_Customer_Admin, organisation scope, roles) and validates.
import {
  assignableRoles,
  contactSearchBody,
  createContact,
  createUser,
  deactivateUser,
  getContact,
  resendUserInvite,
  searchContacts,
  updateContact,
} from './contact-service.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/types.js';

export const ContactQuery: Pick<
  QueryResolvers<GraphQLContext>,
  'searchContacts' | 'getContact' | 'assignableRoles'
> = {
  searchContacts: (_, args, { ctx }) => searchContacts(ctx, contactSearchBody(args)),
  getContact: (_, args, { ctx }) => getContact(ctx, args),
  assignableRoles: (_, args, { ctx }) => assignableRoles(ctx, args),
};

export const ContactMutation: Pick<
  MutationResolvers<GraphQLContext>,
  'createUser' | 'createContact' | 'updateContact' | 'deactivateUser' | 'resendUserInvite'
> = {
  createUser: (_, args, { ctx }) => createUser(ctx, args),
  createContact: (_, args, { ctx }) => createContact(ctx, args),
  updateContact: (_, args, { ctx }) => updateContact(ctx, args),
  deactivateUser: (_, args, { ctx }) => deactivateUser(ctx, args),
  resendUserInvite: (_, args, { ctx }) => resendUserInvite(ctx, args),
};
