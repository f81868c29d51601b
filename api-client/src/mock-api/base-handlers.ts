// What every standalone page asks the portal before a page of its own: the portal configuration, health, the seeded
// users to offer and the signed-in user's profile (the StartupProfile document the shell runs too).
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { StartupProfileDocument } from '../gql/graphql';
import type { StartupProfileQuery } from '../gql/graphql';
import { mockGraphQL } from './mock-handlers';

export type MockProfile = NonNullable<StartupProfileQuery['getDetailedProfile']>;

/** The identity provider's name in a mocked portal-config.json: the standalone page then signs in without one. */
export const MOCK_AUTH_DOMAIN = 'mock-api.invalid';

const organization = {
  accountId: '410010',
  accountNumber: '880230',
  partyId: '910010',
  name: 'Keystone Electric Cooperative',
};

/** A B2B administrator of the seed's Keystone Electric Cooperative; a remote's handlers may start from it. */
export const MOCK_B2B_ADMIN: MockProfile = {
  userId: 'mock-b2b-admin',
  email: 'admin@keystone-electric.example',
  accountId: organization.accountId,
  accountIds: [organization.accountId],
  accountNumber: organization.accountNumber,
  businessName: organization.name,
  contactId: 'mock-contact',
  firstName: 'Dana',
  lastName: 'Whitfield',
  isValidatedB2BUser: true,
  locale: 'en_US',
  partyId: organization.partyId,
  registrationType: 'B2B',
  relationshipPartyId: null,
  revokedPrivileges: [],
  userEnteredBusinessName: null,
  parentHoldingCompanyName: null,
  userStatus: 'REGISTERED',
  activationTokenCreated: null,
  isAddressModificationAllowed: false,
  userStatusLastUpdated: null,
  acceptedTerms: true,
  acceptedTermsDate: null,
  defaultBillingAddressId: null,
  defaultShippingAddressId: null,
  favoriteAddressIds: [],
  isCustomerPurchaseOrderEnabled: false,
  isInternalAssociate: false,
  defaultBrandPaymentId: null,
  subscribed: false,
  deletedPaymentIds: [],
  launchDarklyGroup: null,
  isPunchout: false,
  punchOutType: null,
  ociPunchOutHookUrl: null,
  ociPunchOutHttpContentCharset: null,
  ociPunchOutReturnTarget: null,
  isImpersonation: false,
  accountExists: true,
  auth0AccountId: 'mock|b2b-admin',
  warrantyType: null,
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
  parentOrganization: null,
  userSelectedOrganization: organization,
  activeOrganizations: [organization],
  userSelectedGroup: null,
  authProfile: null,
  brandSecondaryOrgs: [],
};

/** portal-config.json, /api/health, the offered users and the profile of `profile`. */
export function baseHandlers(profile: MockProfile = MOCK_B2B_ADMIN): RequestHandler[] {
  return [
    http.get('/portal-config.json', () =>
      HttpResponse.json({ auth: { domain: MOCK_AUTH_DOMAIN, clientId: 'mock', audience: 'mock' } }),
    ),
    http.get('/api/health', () => HttpResponse.json({ status: 'UP' })),
    http.get('/api/dev/seed-users.json', () =>
      HttpResponse.json({
        users: [
          {
            email: profile.email,
            name: `${profile.firstName} ${profile.lastName}`,
            organization: profile.businessName,
            roles: ['mock'],
          },
        ],
      }),
    ),
    mockGraphQL(StartupProfileDocument, () => ({ getDetailedProfile: profile })),
  ];
}
