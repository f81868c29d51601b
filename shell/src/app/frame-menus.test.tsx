// The frame's menus as the shell wires them (issue 19): a link is shown only where the router's guards would let
// the user go, names appear once, and the mobile side menu lists each store once.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from '@portal/shared-session/routing';

import {
  createGuestProfile,
  createInitialSessionState,
  selectOrganization,
  sessionStore,
  setActiveOrganizations,
  setSignedInUser,
} from '@portal/shared-session';
import type { Organization, Profile } from '@portal/shared-session';
import type { Privilege } from '@portal/rules';
import { PortalHeader } from '../features/header/portal-header';
import { MobileSideMenu } from '../features/header/mobile-side-menu';
import { setAreas } from '../areas/area-registry';
import { REAL_AREAS } from '../testing/real-areas';
import { installMenuRouteCheck } from './menu-route-check';
import { testNavigator } from '@portal/shared-session/testing';

const navigator = testNavigator();

const KEYSTONE: Organization = {
  accountId: '410001',
  accountNumber: '410001',
  partyId: 'P-410001',
  name: 'Keystone Electric Cooperative',
};

function signIn(profile: Partial<Profile>, privileges: Privilege[], organizations: Organization[]) {
  act(() => {
    sessionStore.setState({
      profile: { ...createGuestProfile(), userStatus: 'REGISTERED', ...profile },
      privileges,
      activeOrganizations: organizations,
      selectedOrganization: organizations.length === 1 ? organizations[0]! : null,
    });
  });
}

function renderAt(path: string, element: React.ReactElement) {
  return render(
    <Router location={path} navigator={navigator}>
      {element}
    </Router>,
  );
}

beforeAll(() => {
  installMenuRouteCheck();
});

beforeEach(() => {
  setAreas(REAL_AREAS);
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
});

it("shows an internal associate no Dashboard, Parts or Invoices link (the dashboard's guard sends staff to associateLanding)", async () => {
  signIn(
    {
      firstName: 'Ina',
      lastName: 'Ternal',
      isInternalAssociate: true,
      registrationType: 'B2B',
      isValidatedB2BUser: true,
    },
    ['B2B_Dashboard', 'B2B_View_Replacement_Parts', 'B2B_View_All_Invoices', 'B2B_View_Orders'],
    [KEYSTONE],
  );
  renderAt('/pages/store', <PortalHeader />);
  await userEvent.click(within(screen.getByTestId('user-box')).getByRole('button', { name: /Ina Ternal/ }));
  for (const name of ['Dashboard', 'Parts', 'Invoices', 'Supply Orders'])
    expect(screen.queryByRole('link', { name })).toBeNull();
  // what the guards allow stays
  expect(screen.getByRole('link', { name: 'Choose an Organization' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Supply Store' })).toBeInTheDocument();
});

it('shows a punchout user no Training Store link (punchout users are denied the training store)', () => {
  signIn(
    {
      firstName: 'Pun',
      lastName: 'Chout',
      isPunchout: true,
      registrationType: 'B2B',
      isValidatedB2BUser: true,
    },
    [],
    [KEYSTONE],
  );
  renderAt('/pages/store', <PortalHeader />);
  expect(screen.getByRole('link', { name: 'Supply Store' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Training Store' })).toBeNull();
  renderAt('/pages/store', <MobileSideMenu id="side" onClose={() => undefined} />);
  expect(screen.queryByRole('link', { name: 'Training Store' })).toBeNull();
});

it('still offers a guest the pages that ask them to sign in', () => {
  renderAt('/pages/store', <PortalHeader />);
  expect(screen.getByRole('link', { name: 'My Account' })).toBeInTheDocument();
});

it("shows a personal user's name once (their account is named after them)", () => {
  signIn(
    { firstName: 'Pat', lastName: 'Morgan', registrationType: 'B2C', businessName: 'Pat Morgan' },
    [],
    [{ ...KEYSTONE, name: 'Pat Morgan' }],
  );
  renderAt('/pages/store', <PortalHeader />);
  expect(within(screen.getByTestId('user-box')).getAllByText('Pat Morgan')).toHaveLength(1);
});

it('lists Supply Store and Training Store once in the mobile side menu', () => {
  renderAt('/pages/store', <MobileSideMenu id="side" onClose={() => undefined} />);
  expect(screen.getAllByRole('link', { name: 'Supply Store' })).toHaveLength(1);
  expect(screen.getAllByRole('link', { name: 'Training Store' })).toHaveLength(1);
});

it('gives a fleet-only user their Dashboard link once sign-in has filled the session, step by step as the session controller does', async () => {
  renderAt('/pages/help', <PortalHeader />);
  expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  // the profile and privileges first: a business user with no organisation yet is held on noOrganization
  const cascade: Organization = { ...KEYSTONE, accountId: '410014', name: 'Cascade Crane and Rigging' };
  act(() =>
    setSignedInUser(
      {
        ...createGuestProfile(),
        userStatus: 'REGISTERED',
        firstName: 'Wes',
        lastName: 'Lindqvist',
        registrationType: 'B2B',
        isValidatedB2BUser: true,
        businessName: cascade.name,
      },
      ['B2B_Dashboard', 'B2B_Fleet_Search', 'B2B_View_SRs', 'B2B_Disallow_Order_Supply'],
    ),
  );
  expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  // then the organisations
  act(() => setActiveOrganizations([cascade]));
  act(() => selectOrganization(cascade));
  const userBox = screen.getByTestId('user-box');
  await userEvent.click(within(userBox).getByRole('button', { name: /Wes Lindqvist/ }));
  expect(within(userBox).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
    'href',
    '/pages/dashboard',
  );
  expect(within(userBox).getByRole('link', { name: /View Service Jobs/ })).toBeInTheDocument();
  expect(within(userBox).queryByRole('link', { name: 'Parts' })).toBeNull();
  expect(
    within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' }),
  ).toBeInTheDocument();
});

it('decides again when the area manifests arrive after the header rendered', () => {
  act(() => setAreas([]));
  signIn(
    {
      firstName: 'Pun',
      lastName: 'Chout',
      isPunchout: true,
      registrationType: 'B2B',
      isValidatedB2BUser: true,
    },
    [],
    [KEYSTONE],
  );
  renderAt('/pages/store', <PortalHeader />);
  // no manifest, no guard yet
  expect(screen.getByRole('link', { name: 'Training Store' })).toBeInTheDocument();
  act(() => setAreas(REAL_AREAS));
  expect(screen.queryByRole('link', { name: 'Training Store' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Supply Store' })).toBeInTheDocument();
});
