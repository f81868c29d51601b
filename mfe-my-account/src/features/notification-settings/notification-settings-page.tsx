// /pages/my-account/notificationSettings (spec 2 'My Account', spec 4/5): the user's own notification setting
// through the shared control; text modes need a text-enabled phone on the contact, which the user adds here with
// the shared add-phone form (issue 39: without it text alerts could never be turned on).
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { guardSubjectOf, subjectAllows, useSession } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  AddPhoneForm,
  NotificationSettingsControl,
  type NotificationSettingValue,
} from '@portal/shared-ui/notification-settings';
import { addPhoneNumber, saveNotificationSetting } from './api/notification-contact';
import '../../shared/account-pages.css';
import { useOrganizationScope } from '@portal/shared-session/query-keys';
import { notificationContactOptions } from './api/queries';
import { FleetAlerts } from './fleet-alerts';

export default function NotificationSettingsPage() {
  const initialized = useSession((s) => s.initialized);
  const contactId = useSession((s) => s.profile.contactId);
  // a user of My Fleet also chooses its e-mail alerts (issue 38)
  const fleetUser = useSession((s) => s.initialized && subjectAllows('fleet', guardSubjectOf(s)));
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const options = notificationContactOptions(useOrganizationScope(), contactId ?? '');
  const contact = useQuery({ ...options, enabled: initialized && !!contactId });
  const save = useMutation({
    mutationFn: (setting: NotificationSettingValue) => saveNotificationSetting(contactId ?? '', setting),
    onSuccess: (updated) => {
      queryClient.setQueryData(options.queryKey, updated);
      setSaved(true);
    },
  });
  return (
    <section className="acct-page" aria-labelledby="notifications-title">
      <h1 id="notifications-title">Notification Settings</h1>
      {initialized && !contactId ? (
        <p>No Results Found</p>
      ) : contact.isPending ? (
        <Spinner label="Loading notification settings" />
      ) : contact.isError ? (
        <Alert kind="danger">The notification settings could not be loaded. Please try again.</Alert>
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
          <h2>Phone Numbers</h2>
          {contact.data.phoneNumbers.length > 0 ? (
            <ul aria-label="Phone numbers">
              {contact.data.phoneNumbers.map((phone) => (
                <li key={phone.phoneLineId}>
                  {phone.phoneNumber} {phone.textEnabled ? '(text messages)' : '(no text messages)'}
                </li>
              ))}
            </ul>
          ) : (
            <p>No phone number yet. Add a text-enabled number to receive text notifications.</p>
          )}
          <AddPhoneForm
            add={(phoneNumber, textEnabled) => addPhoneNumber(contactId ?? '', phoneNumber, textEnabled)}
            onAdded={(updated) => queryClient.setQueryData(options.queryKey, updated)}
            failureMessage={(error) => userMessageOf(error, 'The phone number could not be added.')}
            className="acct-form"
          />
        </>
      )}
      {fleetUser && <FleetAlerts />}
    </section>
  );
}
