// A contact's primary e-mail (and its user's sign-in e-mail) through the gateway (spec 7 'Contacts').
import { gateway } from '@portal/api-client';

export const updateContactPrimaryEmail = (contactId: string, email: string) =>
  gateway('/contact/updateContactPrimaryEmail', { contactId, email });
