import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalApiError } from '@portal/api-client';
import * as api from '../api/punchout-api';
import { ReturnCartToProcurement } from './return-cart-to-procurement';

jest.mock('../api/punchout-api', () => ({ fetchPunchoutCartReturn: jest.fn() }));
const mocked = api as jest.Mocked<typeof api>;

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

it('posts the OCI fields the API returns to the hook URL', async () => {
  const submitted: HTMLFormElement[] = [];
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    submitted.push(this);
  });
  mocked.fetchPunchoutCartReturn.mockResolvedValue({
    hookUrl: 'https://srm.example/return',
    charset: 'ISO-8859-1',
    target: '_top',
    fields: [{ name: 'NEW_ITEM-QUANTITY[1]', value: '2' }],
  });
  render(<ReturnCartToProcurement />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Return Cart to Procurement System' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  const form = submitted[0] as HTMLFormElement;
  expect(form.action).toBe('https://srm.example/return');
  expect(form.acceptCharset).toBe('ISO-8859-1');
  expect(new FormData(form).get('NEW_ITEM-QUANTITY[1]')).toBe('2');
});

it('shows the API message when the cart cannot be returned', async () => {
  mocked.fetchPunchoutCartReturn.mockRejectedValue(
    new PortalApiError({
      status: 400,
      url: '/api/graphql',
      source: 'graphql',
      body: {
        uuid: 'u',
        exceptionMessages: ['x'],
        userFriendlyMessage: 'No procurement system is connected.',
      },
      requestRoute: '/pages/store/cart',
    }),
  );
  render(<ReturnCartToProcurement />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Return Cart to Procurement System' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('No procurement system is connected.');
});
