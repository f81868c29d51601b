import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalApiError } from '@portal/api-client';
import * as api from '../api/checkout-api';
import { NewCardForm } from './new-card-form';

jest.mock('../api/checkout-api', () => ({ addNewCreditCard: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

async function fill(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Card Number'), number);
  await user.selectOptions(screen.getByLabelText('Expiration Month'), '12');
  await user.selectOptions(screen.getByLabelText('Expiration Year'), String(new Date().getUTCFullYear() + 2));
  await user.type(screen.getByLabelText('Name on Card'), 'Pat Morgan');
  await user.type(screen.getByLabelText('Security Code'), '123');
}

beforeEach(() => jest.clearAllMocks());

it('checks the card before sending and names each problem on its field', async () => {
  render(<NewCardForm onAdded={jest.fn()} />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card Number'), '4111 1111 1111 1112');
  await user.click(screen.getByRole('button', { name: 'Save Card' }));
  expect(screen.getByLabelText('Card Number')).toHaveAccessibleDescription('Card number is not valid.');
  expect(screen.getByLabelText('Security Code')).toHaveAccessibleDescription('Security code is required.');
  expect(screen.getByLabelText('Name on Card')).toHaveAttribute('aria-invalid', 'true');
  expect(mocked.addNewCreditCard).not.toHaveBeenCalled();
});

it('sends the card, then forgets the number and code', async () => {
  const onAdded = jest.fn();
  mocked.addNewCreditCard.mockResolvedValue({
    id: 'pm-9',
    brand: 'Visa',
    lastFour: '1111',
    expMonth: 12,
    expYear: 2030,
    cardholderName: 'Pat Morgan',
    isDefault: false,
  });
  render(<NewCardForm onAdded={onAdded} />);
  const user = userEvent.setup();
  await fill(user, '4111 1111 1111 1111');
  await user.click(screen.getByRole('button', { name: 'Save Card' }));
  await waitFor(() => expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ id: 'pm-9' })));
  expect(mocked.addNewCreditCard).toHaveBeenCalledWith(
    expect.objectContaining({ cardNumber: '4111 1111 1111 1111', securityCode: '123', expMonth: 12 }),
  );
  expect(screen.getByLabelText('Card Number')).toHaveValue('');
  expect(screen.getByLabelText('Security Code')).toHaveValue('');
});

it('shows the API message and does not keep the number when the card is refused', async () => {
  mocked.addNewCreditCard.mockRejectedValue(
    new PortalApiError({
      status: 400,
      url: '/api/graphql',
      source: 'graphql',
      body: { errors: ['The card has expired.'] },
      messages: ['The card has expired.'],
      friendlyMessage: 'The card has expired.',
      requestRoute: '/pages/checkout',
    }),
  );
  render(<NewCardForm onAdded={jest.fn()} />);
  const user = userEvent.setup();
  await fill(user, '5555 5555 5555 4444');
  await user.click(screen.getByRole('button', { name: 'Save Card' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The card has expired.');
  expect(screen.getByLabelText('Card Number')).toHaveValue('');
  expect(screen.getByLabelText('Name on Card')).toHaveValue('Pat Morgan');
});
