import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '../api/notification-contact';
import { AddPhoneForm } from './add-phone-form';

jest.mock('../api/notification-contact', () => ({ addPhoneNumber: jest.fn() }));
const addPhoneNumber = api.addPhoneNumber as jest.MockedFunction<typeof api.addPhoneNumber>;

beforeEach(() => jest.clearAllMocks());

it('refuses a number the shared rules refuse, then adds a text-enabled number and clears the form', async () => {
  const onAdded = jest.fn();
  const updated = {
    contactId: 'c-1',
    firstName: 'Dana',
    lastName: 'Lineman',
    phoneNumbers: [{ phoneNumber: '(256) 555-0142', phoneLineId: 'pl-1', textEnabled: true }],
    email: 'dana@example.com',
    jobTitle: null,
    customer: { accountId: 'acc-1', customerName: 'Cascade Crane' },
    authProfile: null,
    hasConnectAccount: false,
    active: true,
    notificationSetting: {
      notificationStatus: 'Email' as const,
      highSeverity: true,
      mediumSeverity: true,
      lowSeverity: true,
      phoneLineId: null,
    },
  };
  addPhoneNumber.mockResolvedValue(updated);
  render(<AddPhoneForm contactId="c-1" onAdded={onAdded} />);
  const user = userEvent.setup();
  const phone = screen.getByLabelText('Phone Number');
  await user.click(screen.getByRole('button', { name: 'Add Phone Number' }));
  expect(await screen.findByText('Phone number is required.')).toBeInTheDocument();
  await user.type(phone, '555-0142');
  await user.click(screen.getByRole('button', { name: 'Add Phone Number' }));
  expect(await screen.findByText('Phone number must have at least 10 digits.')).toBeInTheDocument();
  expect(addPhoneNumber).not.toHaveBeenCalled();

  await user.clear(phone);
  await user.type(phone, '(256) 555-0142');
  await user.click(screen.getByRole('checkbox', { name: 'Can receive text messages' }));
  await user.click(screen.getByRole('button', { name: 'Add Phone Number' }));
  await waitFor(() => expect(onAdded).toHaveBeenCalledWith(updated));
  expect(addPhoneNumber).toHaveBeenCalledWith('c-1', '(256) 555-0142', true);
  await waitFor(() => expect(phone).toHaveValue(''));
});
