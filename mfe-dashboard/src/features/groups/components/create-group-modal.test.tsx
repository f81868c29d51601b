import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorFromResponse } from '@portal/api-client';
import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as groupsApi from '../api/groups';
import * as addressApi from '../api/group-addresses';
import type { GroupAddress } from '../api/group-addresses';
import { CreateGroupModal } from './create-group-modal';

jest.mock('../api/groups', () => ({ createGroup: jest.fn(), updateGroup: jest.fn() }));
jest.mock('../api/group-addresses', () => ({ groupAddressPage: jest.fn() }));
const createGroup = groupsApi.createGroup as jest.MockedFunction<typeof groupsApi.createGroup>;
const updateGroup = groupsApi.updateGroup as jest.MockedFunction<typeof groupsApi.updateGroup>;
const groupAddressPage = addressApi.groupAddressPage as jest.MockedFunction<
  typeof addressApi.groupAddressPage
>;

const address = (id: string, shippingEnabled: boolean): GroupAddress => ({
  addressId: id,
  ebsAddressId: `E-${id}`,
  addressName: `Site ${id}`,
  address1: `${id} Main St`,
  address2: null,
  city: 'Reading',
  state: 'PA',
  province: null,
  postalCode: '19601',
  country: 'US',
  county: null,
  billingEnabled: true,
  shippingEnabled,
  isDefault: false,
  isFavorite: false,
});

const ORGS = [
  { accountId: 'C1', accountNumber: '1', partyId: 'P1', name: 'Summit North' },
  { accountId: 'C2', accountNumber: '2', partyId: 'P2', name: 'Summit South' },
];

function open(privileges: string[], viewingAll = false) {
  sessionStore.setState(
    {
      ...createInitialSessionState(),
      initialized: true,
      privileges: privileges as never,
      activeOrganizations: viewingAll ? ORGS : [ORGS[0]!],
      selectedOrganization: null,
    },
    true,
  );
  const onClose = jest.fn();
  const onCreated = jest.fn();
  render(<CreateGroupModal onClose={onClose} onCreated={onCreated} />);
  return { onClose, onCreated };
}

beforeEach(() => {
  jest.clearAllMocks();
  groupAddressPage.mockImplementation(async (_org, type, request) =>
    request.page === 0 ? [address(type === 'BILLING' ? 'B1' : 'S1', true)] : [],
  );
});

it('says which fields are required, with spec 5’s words, and creates nothing', async () => {
  open(['B2B_View_Organization_Groups']);
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Group name is required')).toBeInTheDocument();
  expect(screen.getByText('Group description is required')).toBeInTheDocument();
  // not a parent-holding user viewing all: no organisation to choose
  expect(screen.queryByLabelText(/Organization/)).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Cross-Organizational group')).not.toBeInTheDocument();
  expect(createGroup).not.toHaveBeenCalled();
});

it('a parent-holding user viewing all must choose an organization; choosing one sets its party', async () => {
  const { onCreated } = open(['B2B_View_Organization_Groups', 'B2B_View_Parent_Holding'], true);
  expect(screen.getByLabelText('Cross-Organizational group')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText(/Group Name/), 'North trucks');
  await userEvent.type(screen.getByLabelText(/Group Description/), 'The north yard');
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(await screen.findByText('Organization is required')).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Select an Organization' })).toBeInTheDocument();

  await userEvent.selectOptions(screen.getByRole('combobox', { name: /^Organization/ }), 'C2');
  createGroup.mockResolvedValue({ id: 'G9' } as never);
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith({ id: 'G9' }));
  expect(createGroup).toHaveBeenCalledWith(
    expect.objectContaining({ name: 'North trucks', multiOrg: false, accountId: 'C2', partyId: 'P2' }),
  );
});

it('copies billing to shipping with ‘Same as my billing address’, and a failure keeps the modal open', async () => {
  const { onCreated } = open(['B2B_View_Organization_Groups']);
  await userEvent.type(screen.getByLabelText(/Group Name/), 'Crew 4');
  await userEvent.type(screen.getByLabelText(/Group Description/), 'Crew four');
  expect(screen.queryByLabelText('Same as my billing address')).not.toBeInTheDocument();
  const billing = screen.getByRole('group', { name: 'Billing Address' });
  await userEvent.click(await within(billing).findByRole('radio', { name: /B1 Main St/ }));
  await userEvent.click(screen.getByLabelText('Same as my billing address'));
  expect(screen.queryByRole('group', { name: 'Shipping Address' })).not.toBeInTheDocument();

  createGroup.mockRejectedValue(
    errorFromResponse(
      400,
      '/api/integration',
      {
        uuid: 'u-1',
        exceptionMessages: ['The address does not belong to the chosen organization.'],
        userFriendlyMessage: 'The address does not belong to the chosen organization.',
      },
      { source: 'gateway' },
    ),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  expect(
    await screen.findByText('The address does not belong to the chosen organization.'),
  ).toBeInTheDocument();
  expect(createGroup).toHaveBeenCalledWith(
    expect.objectContaining({ billingAddressId: 'B1', shippingAddressId: 'B1' }),
  );
  expect(onCreated).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/Group Name/)).toHaveValue('Crew 4');

  // clearing billing unticks 'same as billing'
  await userEvent.click(screen.getByRole('button', { name: 'Clear billing address' }));
  expect(screen.queryByLabelText('Same as my billing address')).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Shipping Address' })).toBeInTheDocument();
});

it('asks before closing with unsaved changes', async () => {
  const { onClose } = open(['B2B_View_Organization_Groups']);
  await userEvent.type(screen.getByLabelText(/Group Name/), 'x');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(
    screen.getByText('The changes you made will be lost if you navigate away from this page.'),
  ).toBeInTheDocument();
  expect(onClose).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
  expect(onClose).toHaveBeenCalled();
});

it('shows ‘Submit is Disabled’ instead of Create for a demo account', () => {
  open(['B2B_View_Organization_Groups', 'Demo_Only_Organization_Of_Fleet_Update']);
  expect(screen.getByRole('link', { name: 'Submit is Disabled' })).toHaveAttribute('aria-disabled', 'true');
  expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
});

it('edits a group: its fields filled in, saved with them; a name another group holds keeps the modal open', async () => {
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
  const {
    billingEnabled: _b,
    shippingEnabled: _s,
    county: _c,
    isDefault: _d,
    isFavorite: _f,
    ...saved
  } = address('B1', true);
  const group = {
    id: 'G1',
    groupId: 'G1',
    accountId: 'C1',
    partyId: 'P1',
    name: 'North Yard',
    description: 'Trucks',
    multiOrg: false,
    customerName: 'Summit North',
    version: 3,
    billingAddress: { ...saved, billingEnabled: true, shippingEnabled: true },
    shippingAddress: null,
    ebsBillingAddressId: null,
    ebsShippingAddressId: null,
    subGroups: [],
    parents: [],
    instances: [],
    createdAt: '2026-01-05T12:00:00.000Z',
    updatedAt: '2026-01-05T12:00:00.000Z',
  };
  const taken = 'A group named "South Yard" already exists. Please choose another name.';
  updateGroup.mockRejectedValueOnce(
    errorFromResponse(
      400,
      '/api/integration',
      { uuid: 'u-2', exceptionMessages: [taken], userFriendlyMessage: taken },
      { source: 'gateway' },
    ),
  );
  const onCreated = jest.fn();
  render(<CreateGroupModal group={group} onClose={jest.fn()} onCreated={onCreated} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit Group' });
  expect(within(dialog).getByLabelText(/Group Name/)).toHaveValue('North Yard');
  expect(within(dialog).getByLabelText(/Group Description/)).toHaveValue('Trucks');
  await userEvent.clear(within(dialog).getByLabelText(/Group Name/));
  await userEvent.type(within(dialog).getByLabelText(/Group Name/), 'South Yard');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(updateGroup).toHaveBeenCalledWith(
      group,
      expect.objectContaining({ name: 'South Yard', description: 'Trucks', billingAddressId: 'B1' }),
    ),
  );
  expect(await within(dialog).findByText(taken)).toBeInTheDocument();
  expect(onCreated).not.toHaveBeenCalled();
});
