// Adds a phone number to a contact the administrator manages: the shared form (@portal/shared-ui), sent to that
// contact through /cns/addPhoneNumber.
import { userMessageOf } from '@portal/api-client';
import { AddPhoneForm as SharedAddPhoneForm } from '@portal/shared-ui/notification-settings';
import { addPhoneNumber } from '../api/notification-contact';
import type { NotificationContact } from '../types/notification-contact';

export interface AddPhoneFormProps {
  contactId: string;
  onAdded: (contact: NotificationContact) => void;
}

export function AddPhoneForm({ contactId, onAdded }: AddPhoneFormProps) {
  return (
    <SharedAddPhoneForm
      add={(phoneNumber, textEnabled) => addPhoneNumber(contactId, phoneNumber, textEnabled)}
      onAdded={onAdded}
      failureMessage={(error) => userMessageOf(error, 'The phone number could not be added.')}
      className="dash-form"
      toolbarClassName="dash-toolbar"
    />
  );
}
