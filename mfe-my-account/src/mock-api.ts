// My Account's mock API (README "A mock API"): the overview its home page calls, answered with the codegen's types
// for the mock's signed-in user, the seed's personal buyer (PORTAL_MOCK_API=true npm run dev -w @portal/mfe-my-account).
import { MOCK_PERSONAL_BUYER, mockGraphQL, startMockApi as startWorker } from '@portal/api-client/mock-api';
import { AccountOverviewDocument } from './gql/graphql';
import type { AccountOverviewQuery } from './gql/graphql';

const user = MOCK_PERSONAL_BUYER;

const home: NonNullable<AccountOverviewQuery['getAccountAddresses']['defaultShippingAddress']> = {
  addressId: 'mock-address-home',
  address1: '12 Mock Street',
  city: 'Harrisburg',
  state: 'PA',
  postalCode: '17101',
  country: 'US',
};

const overview: AccountOverviewQuery = {
  getDetailedProfile: {
    userId: user.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    businessName: user.businessName,
    userEnteredBusinessName: user.userEnteredBusinessName,
    subscribed: user.subscribed,
    isValidatedB2BUser: user.isValidatedB2BUser,
  },
  getAccountAddresses: { defaultShippingAddress: home, defaultBillingAddress: home },
  shoppingLists: {
    lists: [{ shoppingListId: 'mock-list', name: 'Mock Spring Service Kit' }],
    totalRecords: 1,
  },
};

export function startMockApi(): Promise<void> {
  return startWorker([mockGraphQL(AccountOverviewDocument, () => overview)], { user });
}
