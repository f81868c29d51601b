// A contact's notification setting through the gateway (spec 7 'Notifications').
import { integrationRequest } from '@portal/api-client';
import type { NotificationSettingValue } from '@portal/shared-ui/notification-settings';
import type { NotificationContact } from '../types/notification-contact';

export const getNotificationContact = (contactId: string, signal?: AbortSignal) =>
  integrationRequest<NotificationContact>({
    endpoint: `/cns/getCustContact/${encodeURIComponent(contactId)}`,
    signal,
  });

export const saveNotificationSetting = (contactId: string, setting: NotificationSettingValue) =>
  integrationRequest<NotificationContact>({
    endpoint: '/cns/editNotificationContact',
    body: { contactId, ...setting },
  });

export const addPhoneNumber = (contactId: string, phoneNumber: string, textEnabled: boolean) =>
  integrationRequest<NotificationContact>({
    endpoint: '/cns/addPhoneNumber',
    body: { contactId, phoneNumber, textEnabled },
  });
