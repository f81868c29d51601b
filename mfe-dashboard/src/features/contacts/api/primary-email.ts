// A contact's primary e-mail (and its user's sign-in e-mail) through the gateway (spec 7 'Contacts').
import { integrationRequest } from '@portal/api-client';

export const updateContactPrimaryEmail = (contactId: string, email: string) =>
  integrationRequest<{ contactId: string; email: string | null }>({
    endpoint: '/contact/updateContactPrimaryEmail',
    body: { contactId, email },
  });
