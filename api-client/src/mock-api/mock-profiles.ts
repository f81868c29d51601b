// The mock API's signed-in users (README "A mock API"), one per kind of user the remotes are for, each shaped as the
// StartupProfile document answers (codegen's type: a field the API adds or renames fails their type check). Named
// after the seed's users so a page shows what the portal would show them.
import { STAFF_PRIVILEGES } from '@portal/rules/privilege-classes';
import { createGuestProfile } from '@portal/shared-session/profile';
import type { StartupProfileQuery } from '../gql/graphql';

export type MockProfile = NonNullable<StartupProfileQuery['getDetailedProfile']>;

const keystone = {
  accountId: '410010',
  accountNumber: '880230',
  partyId: '910010',
  name: 'Keystone Electric Cooperative',
};

/** A registered user, no punchout, no impersonation: the guest profile's defaults (spec 9) otherwise. */
const registered = {
  ...createGuestProfile(),
  userStatus: 'REGISTERED',
  acceptedTerms: true,
  accountExists: true,
  contactId: 'mock-contact',
} satisfies Partial<MockProfile>;

/** A member of one organisation, selected. */
function ofOrganization(organization: typeof keystone) {
  return {
    accountId: organization.accountId,
    accountIds: [organization.accountId],
    accountNumber: organization.accountNumber,
    businessName: organization.name,
    partyId: organization.partyId,
    registrationType: 'B2B',
    isValidatedB2BUser: true,
    isAddressModificationAllowed: false,
    userSelectedOrganization: organization,
    activeOrganizations: [organization],
  } satisfies Partial<MockProfile>;
}

/** A B2B administrator of the seed's Keystone Electric Cooperative (the dashboard's user). */
export const MOCK_B2B_ADMIN: MockProfile = {
  ...registered,
  ...ofOrganization(keystone),
  userId: 'mock-b2b-admin',
  email: 'admin@keystone-electric.example',
  firstName: 'Dana',
  lastName: 'Whitfield',
  auth0AccountId: 'mock|b2b-admin',
  privileges: [
    'B2B_Dashboard',
    'B2B_Fleet_Search',
    'B2B_Warranty_View',
    'B2B_View_APNs',
    'B2B_View_SRs',
    'B2B_View_Orders',
    'B2B_View_All_Invoices',
    'B2B_View_Replacement_Parts',
    'B2B_Order_Replacement_Parts',
    'B2B_See_Replacement_Parts_Pricing',
    'B2B_Delegated_Customer_Admin',
    'B2B_View_Organization_Groups',
  ],
};

/** The seed's personal (B2C) buyer in the US: the stores' and My Account's user. */
export const MOCK_PERSONAL_BUYER: MockProfile = {
  ...registered,
  userId: 'mock-personal-buyer',
  email: 'pat.morgan@mailbox.example',
  firstName: 'Pat',
  lastName: 'Morgan',
  registrationType: 'B2C',
  auth0AccountId: 'mock|personal-buyer',
  privileges: [],
};

/** The seed's customer-service administrator (every /pages/csr screen). */
export const MOCK_CSR_ADMIN: MockProfile = {
  ...registered,
  ...ofOrganization({
    accountId: '400900',
    accountNumber: '880900',
    partyId: '900900',
    name: 'AerialCo Customer Service',
  }),
  userId: 'mock-csr-admin',
  email: 'csr.admin@aerialco.example',
  firstName: 'Helen',
  lastName: 'Marsh',
  auth0AccountId: 'mock|csr-admin',
  // every staff privilege but Wireframe_Admin
  privileges: STAFF_PRIVILEGES.filter((privilege) => privilege !== 'Wireframe_Admin'),
};
