import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from '@portal/shared-session/routing';

import {
  createGuestProfile,
  createInitialSessionState,
  sessionStore,
  setAuthController,
} from '@portal/shared-session';
import { PortalHeader } from './portal-header';
import { setAreas } from '../../areas/area-registry';
import { REAL_AREAS } from '../../testing/real-areas';
import { testNavigator } from '@portal/shared-session/testing';

const navigator = testNavigator();

function renderHeader(path = '/pages/help') {
  return render(
    <Router location={path} navigator={navigator}>
      <PortalHeader />
    </Router>,
  );
}

const admin = {
  ...createGuestProfile(),
  userStatus: 'REGISTERED' as const,
  firstName: 'Avery',
  lastName: 'Keller',
  registrationType: 'B2B' as const,
  isValidatedB2BUser: true,
  businessName: 'Keystone Electric Cooperative',
};

// the areas' menus as remotes.json gives them to the shell at start
beforeAll(() => setAreas(REAL_AREAS));

beforeEach(() => {
  sessionStore.setState({ ...createInitialSessionState(), initialized: true }, true);
});

it('gives a guest Sign In (through the auth controller), Register and the country switch, no Dashboard', async () => {
  const login = jest.fn(async () => undefined);
  setAuthController({ login, logout: jest.fn(async () => undefined) });
  renderHeader();
  expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  expect(screen.getByRole('button', { name: 'US United States' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(login).toHaveBeenCalled();
});

it('opens the Help menu as a disclosure; Escape closes it and returns focus', async () => {
  renderHeader();
  const help = screen.getByRole('button', { name: 'Help' });
  await userEvent.click(help);
  expect(help).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Order Tracking' })).toBeVisible();
  await userEvent.keyboard('{Escape}');
  expect(help).toHaveAttribute('aria-expanded', 'false');
  expect(help).toHaveFocus();
});

it('shows a signed-in B2B user their name, organisation, Dashboard and Sign Out', async () => {
  const logout = jest.fn(async () => undefined);
  setAuthController({ login: jest.fn(async () => undefined), logout });
  act(() => {
    sessionStore.setState({ profile: admin, privileges: ['B2B_Dashboard', 'B2B_View_All_Invoices'] });
  });
  renderHeader();
  expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/pages/dashboard');
  expect(screen.queryByRole('group', { name: 'Country and currency' })).toBeNull();
  const box = screen.getByTestId('user-box');
  await userEvent.click(within(box).getByRole('button', { name: /Avery Keller/ }));
  expect(within(box).getByText('Keystone Electric Cooperative')).toBeInTheDocument();
  expect(within(box).getByRole('link', { name: 'Invoices' })).toBeVisible();
  await userEvent.click(within(box).getByRole('button', { name: 'Sign Out' }));
  expect(logout).toHaveBeenCalled();
});

it('shows the cart counts of both stores', () => {
  act(() => {
    sessionStore.setState({ cartCounts: { 'supply-store': 4, 'training-store': 2 } });
  });
  renderHeader();
  expect(screen.getByRole('link', { name: 'Cart 4 items in the supply store cart' })).toBeInTheDocument();
  expect(screen.getByTestId('training-cart-count')).toHaveTextContent('2');
});
