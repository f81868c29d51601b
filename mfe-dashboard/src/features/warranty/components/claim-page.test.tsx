import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';
import type { To } from '@portal/shared-session/routing';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import { errorFromResponse } from '@portal/api-client';
import * as api from '../api/warranty';
import type { WarrantyDefaultInformation } from '../types/warranty';
import ClaimPage, { localToday } from './claim-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../api/warranty', () => ({
  defaultInformation: jest.fn(),
  submitClaim: jest.fn(),
  uploadAttachment: jest.fn(),
  warrantyAddressPage: jest.fn(),
}));
const defaultInformation = api.defaultInformation as jest.MockedFunction<typeof api.defaultInformation>;
const submitClaim = api.submitClaim as jest.MockedFunction<typeof api.submitClaim>;
const uploadAttachment = api.uploadAttachment as jest.MockedFunction<typeof api.uploadAttachment>;

const navigator = testNavigator();
const lastPath = () => {
  const calls = (navigator.push as jest.Mock<void, [To]>).mock.calls;
  const to = calls[calls.length - 1]?.[0];
  return typeof to === 'string' ? to : `${to?.pathname ?? ''}${to?.search ?? ''}`;
};

const DEFAULTS: WarrantyDefaultInformation = {
  accountId: 'A1',
  billingAddress: {
    addressId: 'AD-1',
    ebsAddressId: 'E-1',
    address1: '100 Main St',
    address2: null,
    city: 'Reading',
    state: 'PA',
    province: null,
    postalCode: '19601',
    country: 'US',
  },
  shippingAddress: null,
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  updatedAt: null,
};

function renderClaim(privileges: string[], search = '') {
  sessionStore.setState(
    { ...createInitialSessionState(), initialized: true, privileges: privileges as never },
    true,
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/dashboard/equipment/warranty/claim${search}`} navigator={navigator}>
        <Routes>
          <Route path="/pages/dashboard/equipment/warranty/claim" element={<ClaimPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  defaultInformation.mockResolvedValue(DEFAULTS);
});

it('arrives prefilled from a unit, shows the Default Information and files a valid claim', async () => {
  submitClaim.mockResolvedValue({
    filed: true,
    demo: false,
    message: null,
    claimId: '7700099',
    claimNumber: 'WC-20099',
  });
  uploadAttachment.mockResolvedValue('0b6f8a52-5d3e-4c53-9a43-5b7f0e0c2a11');
  renderClaim(['B2B_Warranty_Submit'], '?instanceId=U-1&unitSerial=SN-A2');
  expect(screen.getByLabelText('Unit Serial Number')).toHaveValue('SN-A2');
  expect(await screen.findByText('100 Main St')).toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Failure Date'), '2026-01-05');
  await userEvent.type(screen.getByLabelText('Hours'), '1520.5');
  await userEvent.type(screen.getByLabelText('Description'), 'Hydraulic filter housing cracked.');
  const pdf = new File(['%PDF-1.4'], 'repair-order.pdf', { type: 'application/pdf' });
  await userEvent.upload(screen.getByLabelText(/Add attachments/), pdf);
  expect(screen.getByText(/repair-order\.pdf \(1 KB\)/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Submit Claim' }));

  await waitFor(() => expect(submitClaim).toHaveBeenCalledTimes(1));
  expect(uploadAttachment).toHaveBeenCalledWith(pdf);
  expect(submitClaim).toHaveBeenCalledWith({
    unitSerial: 'SN-A2',
    failureDate: '2026-01-05',
    repairDate: null,
    hours: 1520.5,
    laborHours: null,
    failedPartNumber: null,
    description: 'Hydraulic filter housing cracked.',
    cause: null,
    correction: null,
    // the defaults are the API's to apply: nothing chosen, nothing sent
    billingAddressId: null,
    shippingAddressId: null,
    attachmentIds: ['0b6f8a52-5d3e-4c53-9a43-5b7f0e0c2a11'],
  });
  await waitFor(() =>
    expect(lastPath()).toBe('/pages/dashboard/equipment/warranty/detail/7700099?submitted=1'),
  );
});

it('shows every problem after a failed submit, files nothing, and clears each message once fixed', async () => {
  renderClaim(['B2B_Warranty_Submit']);
  await screen.findByText('100 Main St');
  await userEvent.type(screen.getByLabelText('Hours'), 'lots');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Claim' }));
  expect(await screen.findByText('Unit serial number is required.')).toBeInTheDocument();
  expect(screen.getByText('Failure date is required.')).toBeInTheDocument();
  expect(screen.getByText('Hours must be a number.')).toBeInTheDocument();
  expect(screen.getByText('Description is required.')).toBeInTheDocument();
  expect(submitClaim).not.toHaveBeenCalled();
  // focus goes to the first field in error
  await waitFor(() => expect(screen.getByLabelText('Unit Serial Number')).toHaveFocus());

  await userEvent.type(screen.getByLabelText('Unit Serial Number'), 'SN-A2');
  await userEvent.clear(screen.getByLabelText('Hours'));
  await userEvent.type(screen.getByLabelText('Hours'), '12');
  await waitFor(() => expect(screen.queryByText('Hours must be a number.')).not.toBeInTheDocument());
  expect(screen.queryByText('Unit serial number is required.')).not.toBeInTheDocument();
  // a date after today is refused in the browser too
  const future = `${Number(localToday().slice(0, 4)) + 1}-01-01`;
  await userEvent.type(screen.getByLabelText('Failure Date'), future);
  await userEvent.click(screen.getByRole('button', { name: 'Submit Claim' }));
  expect(await screen.findByText('Failure date cannot be in the future.')).toBeInTheDocument();
  expect(submitClaim).not.toHaveBeenCalled();
});

it('refuses an attachment of the wrong type before any upload', async () => {
  renderClaim(['B2B_Warranty_Submit']);
  await screen.findByText('100 Main St');
  const gif = new File(['GIF89a'], 'photo.gif', { type: 'image/gif' });
  await userEvent.upload(screen.getByLabelText(/Add attachments/), gif, { applyAccept: false });
  expect(screen.getByText('photo.gif: Attachments must be PDF, JPEG or PNG files.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove photo.gif' })).not.toBeInTheDocument();
});

it('a demo account’s valid claim is checked but not filed, and the page says so', async () => {
  submitClaim.mockResolvedValue({
    filed: false,
    demo: true,
    message: 'This is a demonstration account: the claim is complete and valid, but it was not filed.',
    claimId: null,
    claimNumber: null,
  });
  renderClaim(['Demo_Only_Warranty_Submit'], '?unitSerial=SN-A2');
  await screen.findByText('100 Main St');
  await userEvent.type(screen.getByLabelText('Failure Date'), '2026-01-05');
  await userEvent.type(screen.getByLabelText('Hours'), '10');
  await userEvent.type(screen.getByLabelText('Description'), 'Outrigger will not retract.');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Claim' }));
  expect(
    await screen.findByText(
      'This is a demonstration account: the claim is complete and valid, but it was not filed.',
    ),
  ).toBeInTheDocument();
  expect(navigator.push).not.toHaveBeenCalled();
});

/** The gateway's refusal: a standard error whose userFriendlyMessage is for the user. */
const refused = (message: string) =>
  errorFromResponse(
    400,
    '/api/integration',
    { uuid: 'u-1', exceptionMessages: [message], userFriendlyMessage: message },
    { source: 'gateway' },
  );

it('keeps what was typed and shows the API’s message when the claim is refused', async () => {
  submitClaim.mockRejectedValue(refused('No unit with this serial number was found in your fleet.'));
  renderClaim(['B2B_Warranty_Submit'], '?unitSerial=SN-ZZ');
  await screen.findByText('100 Main St');
  await userEvent.type(screen.getByLabelText('Failure Date'), '2026-01-05');
  await userEvent.type(screen.getByLabelText('Hours'), '10');
  await userEvent.type(screen.getByLabelText('Description'), 'Outrigger will not retract.');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Claim' }));
  expect(
    await screen.findByText('No unit with this serial number was found in your fleet.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText('Description')).toHaveValue('Outrigger will not retract.');
});

it('shows an upload’s refusal, or names the file when the upload fails without a message, and files nothing', async () => {
  uploadAttachment
    .mockRejectedValueOnce(
      refused('repair-order.pdf: the file is not the type it says it is (application/pdf).'),
    )
    .mockRejectedValueOnce(errorFromResponse(500, '/api/files/warranty/uploads', null, { source: 'file' }));
  renderClaim(['B2B_Warranty_Submit'], '?unitSerial=SN-A2');
  await screen.findByText('100 Main St');
  await userEvent.type(screen.getByLabelText('Failure Date'), '2026-01-05');
  await userEvent.type(screen.getByLabelText('Hours'), '10');
  await userEvent.type(screen.getByLabelText('Description'), 'Outrigger will not retract.');
  const pdf = new File(['%PDF-1.4'], 'repair-order.pdf', { type: 'application/pdf' });
  await userEvent.upload(screen.getByLabelText(/Add attachments/), pdf);
  await userEvent.click(screen.getByRole('button', { name: 'Submit Claim' }));
  expect(
    await screen.findByText('repair-order.pdf: the file is not the type it says it is (application/pdf).'),
  ).toBeInTheDocument();
  // a transport failure's own text ('Request to … failed with status 500') is not shown
  await userEvent.click(screen.getByRole('button', { name: 'Submit Claim' }));
  expect(await screen.findByText('repair-order.pdf could not be uploaded.')).toBeInTheDocument();
  expect(screen.queryByText(/Request to/)).not.toBeInTheDocument();
  expect(submitClaim).not.toHaveBeenCalled();
});
