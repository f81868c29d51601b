// /cns/getCustContact/{id} (api/src/domains/notifications/notification-service.ts).
import type { NotificationSettingValue } from '@portal/shared-ui/notification-settings';

export interface NotificationContact {
  contactId: string;
  firstName: string;
  lastName: string;
  phoneNumbers: { phoneNumber: string; phoneLineId: string; textEnabled: boolean }[];
  notificationSetting: NotificationSettingValue;
}
