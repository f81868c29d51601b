// Contact endpoints (spec 7 'Contacts'): /contact/search (accountIds default to the active organisations), the
// CSV of a search queued as /contact/csvSearchasync, and /contact/updateContactPrimaryEmail.
import {
  authoriseContactSearch,
  CONTACT_CSV_JOB,
  contactSearchSchema,
  primaryEmailSchema,
  searchContacts,
  updateContactPrimaryEmail,
} from './contact-service.js';
import { defineHandler } from '../../gateway/registry.js';

export const contactHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/contact/search',
    audience: 'authenticated',
    rule: 'users.manage',
    description: 'Contact search (B2B_Delegated_Customer_Admin), scoped to the caller’s organisations.',
    schema: contactSearchSchema,
    handle: (ctx, { body }) => searchContacts(ctx, body),
  }),
  defineHandler({
    kind: 'async',
    path: '/contact/csvSearchasync',
    audience: 'authenticated',
    rule: 'users.manage',
    description: 'CSV of a /contact/search request, as an async job.',
    schema: contactSearchSchema,
    jobType: CONTACT_CSV_JOB,
    authorise(ctx, { body }) {
      const { request, accountIds } = authoriseContactSearch(ctx, body);
      return { body: request as unknown as Record<string, unknown>, accountIds };
    },
  }),
  defineHandler({
    kind: 'sync',
    path: '/contact/updateContactPrimaryEmail',
    audience: 'authenticated',
    rule: 'users.manage',
    description: 'Changes a contact’s e-mail (and its user’s sign-in e-mail).',
    schema: primaryEmailSchema,
    handle: (ctx, { body }) => updateContactPrimaryEmail(ctx, body),
  }),
];
