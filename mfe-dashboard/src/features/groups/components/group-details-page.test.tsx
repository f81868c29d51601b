import { render, screen, waitFor, within } from '@testing-library/react';
import { PortalApiError } from '@portal/api-client';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Router, Routes } from '@portal/shared-session/routing';

import { createInitialSessionState, sessionStore } from '@portal/shared-session';
import * as api from '../api/groups';
import type { Group } from '../types/group';
import GroupDetailsPage, { parseUnitList } from './group-details-page';
import { testNavigator } from '@portal/shared-session/testing';

jest.mock('../api/groups', () => ({
  ...jest.requireActual('../api/groups'),
  groupById: jest.fn(),
  validateUnits: jest.fn(),
  changeGroupUnits: jest.fn(),
  organizationGroups: jest.fn(),
  setSubGroups: jest.fn(),
  deleteGroup: jest.fn(),
}));
const groupById = api.groupById as jest.MockedFunction<typeof api.groupById>;
const validateUnits = api.validateUnits as jest.MockedFunction<typeof api.validateUnits>;
const changeGroupUnits = api.changeGroupUnits as jest.MockedFunction<typeof api.changeGroupUnits>;
const organizationGroups = api.organizationGroups as jest.MockedFunction<typeof api.organizationGroups>;
const setSubGroups = api.setSubGroups as jest.MockedFunction<typeof api.setSubGroups>;
const deleteGroup = api.deleteGroup as jest.MockedFunction<typeof api.deleteGroup>;

const navigator = testNavigator();

const unit = (serial: string) => ({
  instanceId: `I-${serial}`,
  accountId: 'A1',
  customerName: 'Keystone',
  customerVehicleNumber: null,
  unitSerial: serial,
  model: 'TA-40',
  productLine: 'Aerial',
  city: null,
  stateProvince: null,
  warning: null,
});
const group = (serials: string[], version = 3): Group => ({
  id: 'G1',
  groupId: 'G1',
  accountId: 'A1',
  partyId: null,
  name: 'North Yard',
  description: 'Trucks of the north yard',
  multiOrg: false,
  customerName: 'Keystone',
  version,
  subGroups: [
    {
      id: 'G2',
      groupId: 'G2',
      accountId: 'A1',
      name: 'Crew 4',
      description: '',
      multiOrg: false,
      version: 1,
      unitCount: 2,
    },
  ],
  parents: [],
  instances: serials.map(unit),
  billingAddress: null,
  shippingAddress: null,
  ebsBillingAddressId: null,
  ebsShippingAddressId: null,
  createdAt: '2026-01-05T12:00:00.000Z',
  updatedAt: '2026-01-05T12:00:00.000Z',
});

function renderGroup(privileges: string[] = []) {
  sessionStore.setState(
    { ...createInitialSessionState(), initialized: true, privileges: privileges as never },
    true,
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Router location="/pages/dashboard/admin/groups/details/G1" navigator={navigator}>
        <Routes>
          <Route path="/pages/dashboard/admin/groups/details/:groupId" element={<GroupDetailsPage />} />
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
}

const summary = (id: string, name: string) => ({
  id,
  groupId: id,
  accountId: 'A1',
  name,
  description: '',
  multiOrg: false,
  customerName: 'Keystone',
  version: 1,
  unitCount: 0,
  subGroupCount: 0,
});

beforeEach(() => {
  jest.clearAllMocks();
  // the organisation's groups: the group itself and its sub-group are not offered as sub-groups
  organizationGroups.mockResolvedValue({
    content: [summary('G1', 'North Yard'), summary('G2', 'Crew 4'), summary('G3', 'Storm Team')],
    totalRecords: 3,
  });
});

const UPDATER = ['B2B_View_Organization_Groups', 'B2B_Update_Organization_Groups'];

it('reads a typed unit list one a line or comma separated, each once', () => {
  expect(parseUnitList('A1\n A2 ,A1\n\n')).toEqual(['A1', 'A2']);
});

it('shows the refusals of /fleet/validate and changes nothing', async () => {
  groupById.mockResolvedValue(group(['SN-1']));
  validateUnits.mockResolvedValue({
    valid: false,
    results: [
      {
        input: 'SN-9',
        valid: false,
        instanceId: null,
        unitSerial: null,
        model: null,
        reason: 'NOT_FOUND',
        message: 'No unit with this number was found in your fleet.',
      },
    ],
  });
  renderGroup(['B2B_View_Organization_Groups', 'B2B_Update_Organization_Groups']);
  await userEvent.type(await screen.findByLabelText(/Units to add/), 'SN-9');
  await userEvent.click(screen.getByRole('button', { name: 'Add Units' }));
  expect(
    await screen.findByText('SN-9: No unit with this number was found in your fleet.'),
  ).toBeInTheDocument();
  expect(validateUnits).toHaveBeenCalledWith('G1', ['SN-9']);
  expect(changeGroupUnits).not.toHaveBeenCalled();
});

it('adds validated units with the group version and removes a unit only after confirmation', async () => {
  groupById.mockResolvedValue(group(['SN-1']));
  validateUnits.mockResolvedValue({
    valid: true,
    results: [
      {
        input: 'SN-2',
        valid: true,
        instanceId: 'I-SN-2',
        unitSerial: 'SN-2',
        model: 'TA-40',
        reason: null,
        message: null,
      },
    ],
  });
  changeGroupUnits.mockResolvedValueOnce(group(['SN-1', 'SN-2'], 4));
  renderGroup(['B2B_View_Organization_Groups', 'B2B_Update_Organization_Groups']);
  await userEvent.type(await screen.findByLabelText(/Units to add/), 'SN-2');
  await userEvent.click(screen.getByRole('button', { name: 'Add Units' }));
  expect(await screen.findByRole('link', { name: 'SN-2' })).toBeInTheDocument();
  expect(changeGroupUnits).toHaveBeenCalledWith({ groupId: 'G1', version: 3, add: ['I-SN-2'] });

  changeGroupUnits.mockResolvedValueOnce(group(['SN-2'], 5));
  await userEvent.click(screen.getByRole('button', { name: 'Remove SN-1' }));
  expect(changeGroupUnits).toHaveBeenCalledTimes(1);
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  expect(changeGroupUnits).toHaveBeenLastCalledWith({ groupId: 'G1', version: 4, remove: ['I-SN-1'] });
  expect(await screen.findByRole('link', { name: 'SN-2' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'SN-1' })).not.toBeInTheDocument();
});

it('lets a demo account see the group but not change it', async () => {
  groupById.mockResolvedValue(group(['SN-1']));
  renderGroup(['Demo_Only_Organization_Of_Fleet_Update']);
  expect(await screen.findByRole('link', { name: 'SN-1' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Crew 4' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Units' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Remove SN-1' })).not.toBeInTheDocument();
});

it('shows the group’s billing and shipping addresses', async () => {
  groupById.mockResolvedValue({
    ...group(['SN-1']),
    billingAddress: {
      addressId: 'AD1',
      ebsAddressId: 'E1',
      addressName: 'Head Office',
      address1: '1 Main St',
      address2: null,
      city: 'Harrisburg',
      state: 'PA',
      province: null,
      postalCode: '17101',
      country: 'US',
      billingEnabled: true,
      shippingEnabled: true,
    },
  });
  renderGroup(['B2B_View_Organization_Groups']);
  expect(await screen.findByText('1 Main St, Harrisburg, PA 17101, US')).toBeInTheDocument();
  expect(screen.getByText('None')).toBeInTheDocument();
});

it('un-nests a sub-group with the remove-subgroup icon after confirmation, keeping the others', async () => {
  groupById.mockResolvedValue(group(['SN-1']));
  setSubGroups.mockResolvedValue({ ...group(['SN-1'], 4), subGroups: [] });
  renderGroup(UPDATER);
  await userEvent.click(await screen.findByRole('button', { name: 'Remove sub-group Crew 4' }));
  expect(setSubGroups).not.toHaveBeenCalled();
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  expect(setSubGroups).toHaveBeenCalledWith(expect.objectContaining({ id: 'G1', version: 3 }), []);
  expect(
    await screen.findByText('No Results Found', { selector: 'section[aria-labelledby="group-subgroups"] p' }),
  ).toBeInTheDocument();
});

it('nests another group of the organisation, offering neither the group nor its sub-groups', async () => {
  groupById.mockResolvedValue(group(['SN-1']));
  setSubGroups.mockResolvedValue({
    ...group(['SN-1'], 4),
    subGroups: [...group([]).subGroups, { ...summary('G3', 'Storm Team'), unitCount: 0 }],
  });
  renderGroup(UPDATER);
  const choice = await screen.findByRole('combobox', { name: 'Sub-group to add' });
  await screen.findByRole('option', { name: 'Storm Team' });
  expect(
    within(choice)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose a group', 'Storm Team']);
  await userEvent.selectOptions(choice, 'G3');
  await userEvent.click(screen.getByRole('button', { name: 'Add Sub-group' }));
  expect(setSubGroups).toHaveBeenCalledWith(expect.objectContaining({ id: 'G1' }), ['G2', 'G3']);
  expect(await screen.findByRole('link', { name: 'Storm Team' })).toBeInTheDocument();
});

it('says why a sub-group was refused (a cycle)', async () => {
  groupById.mockResolvedValue(group(['SN-1']));
  const message = 'A group cannot be a sub-group of itself or of one of its sub-groups.';
  setSubGroups.mockRejectedValue(
    new PortalApiError({
      status: 400,
      url: '/api/integration',
      source: 'gateway',
      body: { uuid: 'u', exceptionMessages: [message], userFriendlyMessage: message },
      requestRoute: '/',
    }),
  );
  renderGroup(UPDATER);
  await screen.findByRole('option', { name: 'Storm Team' });
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sub-group to add' }), 'G3');
  await userEvent.click(screen.getByRole('button', { name: 'Add Sub-group' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
});

it('deletes the group only after confirmation, then returns to the groups', async () => {
  groupById.mockResolvedValue(group(['SN-1']));
  deleteGroup.mockResolvedValue({ success: true, id: 'G1' });
  renderGroup(UPDATER);
  await userEvent.click(await screen.findByRole('button', { name: 'Delete Group' }));
  expect(deleteGroup).not.toHaveBeenCalled();
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveTextContent('Delete North Yard?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(deleteGroup).toHaveBeenCalledWith(expect.objectContaining({ id: 'G1', version: 3 }));
  await waitFor(() =>
    expect(navigator.push).toHaveBeenLastCalledWith(
      expect.objectContaining({ pathname: '/pages/dashboard/admin/groups' }),
      undefined,
      expect.anything(),
    ),
  );
});

it('a viewer sees no Edit, Delete, remove-subgroup icon nor sub-group choice', async () => {
  groupById.mockResolvedValue(group(['SN-1']));
  renderGroup(['B2B_View_Organization_Groups']);
  expect(await screen.findByRole('link', { name: 'Crew 4' })).toBeInTheDocument();
  for (const name of ['Edit Group', 'Delete Group', 'Remove sub-group Crew 4', 'Add Sub-group'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(organizationGroups).not.toHaveBeenCalled();
});
