import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from '@portal/shared-session/routing';
import type { To } from '@portal/shared-session/routing';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from '../api/warranty';
import type { WarrantyClaimSummary } from '../types/warranty';
import WarrantyPage from './warranty-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../api/warranty', () => ({ ...jest.requireActual('../api/warranty'), searchClaims: jest.fn() }));
const searchClaims = api.searchClaims as jest.MockedFunction<typeof api.searchClaims>;

const navigator = testNavigator();
const lastSearch = () => {
  const calls = (navigator.push as jest.Mock<void, [To]>).mock.calls;
  const to = calls[calls.length - 1]?.[0];
  return new URLSearchParams(typeof to === 'string' ? to.split('?')[1] : (to?.search ?? ''));
};

const claim: WarrantyClaimSummary = {
  claimId: '7700001',
  claimNumber: 'WC-20001',
  accountId: 'A1',
  instanceId: 'U-1',
  unitSerial: 'SN-1',
  model: 'TA-40',
  status: 'IN_REVIEW',
  warrantyType: 'STANDARD',
  failureDate: '2026-01-05',
  repairDate: null,
  complaint: 'Boom drifts down',
  submittedAt: '2026-01-30T12:00:00.000Z',
};

function renderAt(search: string, privileges: string[]) {
  sessionStore.setState(
    { ...createInitialSessionState(), initialized: true, privileges: privileges as never },
    true,
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location={`/pages/dashboard/equipment/warranty${search}`} navigator={navigator}>
        <WarrantyPage />
      </Router>
    </QueryClientProvider>,
  );
}

beforeEach(() => jest.clearAllMocks());

it('searches with the URL state and links claims and units; a submitter gets the claim links', async () => {
  searchClaims.mockResolvedValue({ content: [claim], totalRecords: 1 });
  renderAt(`?filter=${encodeURIComponent('{"status":"IN_PROGRESS"}')}&page=1`, [
    'B2B_Warranty_View',
    'B2B_Warranty_Submit',
  ]);
  expect(await screen.findByRole('link', { name: 'WC-20001' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/warranty/detail/7700001',
  );
  expect(screen.getByRole('link', { name: 'SN-1' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/fleet/unit/U-1',
  );
  expect(searchClaims).toHaveBeenCalledWith(
    {
      query: null,
      filterOptions: [{ fieldName: 'STATUS', value: 'IN_PROGRESS' }],
      sortOptions: [],
      page: 0,
      size: 10,
    },
    expect.anything(),
  );
  expect(screen.getByRole('cell', { name: 'In Review' })).toBeInTheDocument();
  expect(screen.getByText('01/05/2026')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Submit a Claim' })).toHaveAttribute(
    'href',
    '/pages/dashboard/equipment/warranty/claim',
  );
  expect(screen.getByRole('link', { name: 'Default Information' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Failure Date' }));
  expect(JSON.parse(lastSearch().get('sort') ?? '{}')).toEqual({ field: 'failureDate', direction: 'DESC' });
});

it('a viewer gets no claim links; an empty result says No Results Found', async () => {
  searchClaims.mockResolvedValue({ content: [], totalRecords: 0 });
  renderAt('', ['B2B_Warranty_View']);
  expect(await screen.findByText('No Results Found')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Submit a Claim' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Default Information' })).not.toBeInTheDocument();
});
