// The user's own contact's notification setting through the integration gateway (spec 7 'Notifications').
import { gateway } from '@portal/api-client';
import type { NotificationSettingValue } from '@portal/shared-ui/notification-settings';

export const getNotificationContact = (contactId: string, signal?: AbortSignal) =>
  gateway('/cns/getCustContact/{id}', {}, { params: { id: contactId }, signal });

export const saveNotificationSetting = (contactId: string, setting: NotificationSettingValue) =>
  gateway('/cns/editNotificationContact', { contactId, ...setting });

/** A phone number on the user's own contact; a text-enabled one makes the Text modes possible. */
export const addPhoneNumber = (contactId: string, phoneNumber: string, textEnabled: boolean) =>
  gateway('/cns/addPhoneNumber', { contactId, phoneNumber, textEnabled });
