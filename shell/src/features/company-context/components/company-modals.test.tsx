import { act, render, screen } from '@testing-library/react';
import { Router } from '@portal/shared-session/routing';
import { createGuestProfile, createInitialSessionState, sessionStore } from '@portal/shared-session';
import type { Privilege } from '@portal/rules';
import { testNavigator } from '@portal/shared-session/testing';
import { ChangeCompanyModal } from './change-company-modal';
import { ForceParentCompanyModal } from './force-parent-company-modal';
import { closeChangeCompanyModal, openChangeCompanyModal } from '../change-company-request';

const organization = (accountId: string, name: string) => ({
  accountId,
  accountNumber: accountId,
  partyId: `p-${accountId}`,
  name,
});

function renderBoth(path: string) {
  return render(
    <Router location={path} navigator={testNavigator()}>
      <ChangeCompanyModal />
      <ForceParentCompanyModal />
    </Router>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  closeChangeCompanyModal();
  // a parent-holding user who has not chosen a company yet this session
  sessionStore.setState(
    {
      ...createInitialSessionState(),
      initialized: true,
      profile: {
        ...createGuestProfile(),
        userStatus: 'REGISTERED',
        accountId: 'parent',
        businessName: 'Summit Utility Holdings',
      },
      privileges: ['B2B_Dashboard', 'B2B_View_Parent_Holding'] as Privilege[],
      activeOrganizations: [organization('north', 'Summit North'), organization('south', 'Summit South')],
    },
    true,
  );
});

it('asks a parent-holding user to choose a company on an ordinary page', () => {
  renderBoth('/pages/dashboard');
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'Choose a Company' })).toBeVisible();
});

it('shows only "Change Company to Proceed" when a page of the registered company is asked for, then the choice', () => {
  renderBoth('/pages/my-account');
  act(() => openChangeCompanyModal('/pages/my-account'));
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'Change Company to Proceed' })).toBeVisible();

  // leaving it without switching brings the company choice back, alone
  act(() => closeChangeCompanyModal());
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  expect(screen.getByRole('dialog', { name: 'Choose a Company' })).toBeVisible();
});
