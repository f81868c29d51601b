import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewCardForm } from './new-card-form';
import type { NewCardEntry } from './new-card-form';

const SAVED = { id: 'pm-9', lastFour: '1111' };
const describeError = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

function renderForm(saveCard: (card: NewCardEntry) => Promise<typeof SAVED>, onAdded = jest.fn()) {
  render(<NewCardForm saveCard={saveCard} onAdded={onAdded} describeError={describeError} />);
  return { onAdded, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(screen.getByLabelText('Card Number'), number);
  await user.selectOptions(screen.getByLabelText('Expiration Month'), '12');
  await user.selectOptions(screen.getByLabelText('Expiration Year'), String(new Date().getUTCFullYear() + 2));
  await user.type(screen.getByLabelText('Name on Card'), ' Pat Morgan ');
  await user.type(screen.getByLabelText('Security Code'), '12a3');
}

it('checks the card before sending and names each problem on its field', async () => {
  const saveCard = jest.fn();
  const { user } = renderForm(saveCard);
  await user.type(screen.getByLabelText('Card Number'), '4111 1111 1111 1112');
  await user.click(screen.getByRole('button', { name: 'Save Card' }));
  expect(screen.getByLabelText('Card Number')).toHaveAccessibleDescription('Card number is not valid.');
  expect(screen.getByLabelText('Security Code')).toHaveAccessibleDescription('Security code is required.');
  expect(screen.getByLabelText('Name on Card')).toHaveAttribute('aria-invalid', 'true');
  expect(saveCard).not.toHaveBeenCalled();
});

it('sends the card with numbers for the expiry, then forgets the number and code', async () => {
  const saveCard = jest.fn().mockResolvedValue(SAVED);
  const { user, onAdded } = renderForm(saveCard);
  expect(screen.getByRole('form', { name: 'Add a New Card' })).toBeInTheDocument();
  // no onCancel: no Cancel button
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  await fill(user, '4111 1111 1111 1111');
  await user.click(screen.getByRole('button', { name: 'Save Card' }));
  await waitFor(() => expect(onAdded).toHaveBeenCalledWith(SAVED));
  expect(saveCard).toHaveBeenCalledWith({
    cardNumber: '4111 1111 1111 1111',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 2,
    cardholderName: 'Pat Morgan',
    securityCode: '123',
    makeDefault: false,
  });
  expect(screen.getByLabelText('Card Number')).toHaveValue('');
  expect(screen.getByLabelText('Security Code')).toHaveValue('');
});

it('shows the caller’s message and does not keep the number when the card is refused', async () => {
  const saveCard = jest.fn().mockRejectedValue(new Error('The card has expired.'));
  const { user, onAdded } = renderForm(saveCard);
  await fill(user, '5555 5555 5555 4444');
  await user.click(screen.getByRole('button', { name: 'Save Card' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The card has expired.');
  expect(screen.getByLabelText('Card Number')).toHaveValue('');
  expect(screen.getByLabelText('Name on Card')).toHaveValue(' Pat Morgan ');
  expect(onAdded).not.toHaveBeenCalled();
});

it('offers Cancel and a level-2 heading when asked', async () => {
  const onCancel = jest.fn();
  render(
    <NewCardForm
      saveCard={jest.fn()}
      onAdded={jest.fn()}
      onCancel={onCancel}
      describeError={describeError}
      headingLevel={2}
    />,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Add a New Card' })).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalled();
});
