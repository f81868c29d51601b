// A contact's notification setting (spec 4/5) through the shared control; text modes need a text-enabled phone,
// which the admin can add here.
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from '@portal/shared-ui/alert';
import { Modal } from '@portal/shared-ui/modal';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  NotificationSettingsControl,
  type NotificationSettingValue,
} from '@portal/shared-ui/notification-settings';
import { saveNotificationSetting } from '../api/notification-contact';
import { notificationContactOptions } from '../api/queries';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import { AddPhoneForm } from './add-phone-form';

export interface NotificationDialogProps {
  contactId: string;
  contactName: string;
  onClose: () => void;
}

export function NotificationDialog({ contactId, contactName, onClose }: NotificationDialogProps) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const scope = useOrganizationScope();
  const key = notificationContactOptions(scope, contactId).queryKey;
  const contact = useQuery(notificationContactOptions(scope, contactId));
  const save = useMutation({
    mutationFn: (setting: NotificationSettingValue) => saveNotificationSetting(contactId, setting),
    onSuccess: (updated) => {
      queryClient.setQueryData(key, updated);
      setSaved(true);
    },
  });
  return (
    <Modal open title={`Notifications for ${contactName}`} onClose={onClose}>
      {contact.isPending ? (
        <Spinner label="Loading notification settings" />
      ) : contact.isError ? (
        <Alert kind="danger">The notification settings could not be loaded.</Alert>
      ) : (
        <>
          <NotificationSettingsControl
            value={contact.data.notificationSetting}
            textEnabled={contact.data.phoneNumbers.some((p) => p.textEnabled)}
            saving={save.isPending}
            onSave={(setting) => {
              setSaved(false);
              save.mutate(setting);
            }}
          />
          {saved && <Alert kind="success">Notification settings saved.</Alert>}
          {save.isError && (
            <Alert kind="danger">{userMessageOf(save.error, 'The settings could not be saved.')}</Alert>
          )}
          <section aria-labelledby="contact-phones">
            <h3 id="contact-phones">Phone Numbers</h3>
            {contact.data.phoneNumbers.length === 0 ? (
              <p>No phone numbers yet.</p>
            ) : (
              <ul>
                {contact.data.phoneNumbers.map((p) => (
                  <li key={p.phoneLineId}>
                    {p.phoneNumber}
                    {p.textEnabled ? ' (text enabled)' : ''}
                  </li>
                ))}
              </ul>
            )}
            <AddPhoneForm
              contactId={contactId}
              onAdded={(updated) => queryClient.setQueryData(key, updated)}
            />
          </section>
        </>
      )}
    </Modal>
  );
}
