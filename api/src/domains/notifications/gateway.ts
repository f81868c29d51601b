// Notification endpoints (spec 7 'Notifications'): a contact's notification setting and phone numbers, and the
// person update by party id.
import * as yup from 'yup';
import {
  addPhoneNumber,
  addPhoneSchema,
  editNotificationContact,
  editNotificationSchema,
  getCustContact,
  personUpdateSchema,
  updatePersonWithPartyId,
} from './notification-service.js';
import { SIGNED_IN } from '../../access/operation-rule.js';
import { defineHandler } from '../../gateway/registry.js';

export const notificationHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/cns/getCustContact/{id}',
    audience: 'authenticated',
    rule: SIGNED_IN,
    description: 'A contact (by contact id) with its phone numbers and notification setting.',
    schema: yup.object({}),
    handle: (ctx, { params }) => getCustContact(ctx, { id: params['id'] }),
  }),
  defineHandler({
    kind: 'sync',
    path: '/cns/editNotificationContact',
    audience: 'authenticated',
    rule: SIGNED_IN,
    description: 'Saves a contact’s notification setting (the rules of spec 4 and 5).',
    schema: editNotificationSchema,
    handle: (ctx, { body }) => editNotificationContact(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/cns/addPhoneNumber',
    audience: 'authenticated',
    rule: SIGNED_IN,
    description: 'Adds a phone number (textEnabled or not) to a contact.',
    schema: addPhoneSchema,
    handle: (ctx, { body }) => addPhoneNumber(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/person/update/PersonWithPartyId',
    audience: 'authenticated',
    rule: SIGNED_IN,
    description: 'Updates the name and job title of the person (contact) of a party.',
    schema: personUpdateSchema,
    handle: (ctx, { body }) => updatePersonWithPartyId(ctx, body),
  }),
];
