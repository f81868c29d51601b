// The signed-in user's profile, as the startup sequence loads it (getDetailedProfile).
import type { DetailedProfile } from './startup';

const ORGANIZATION = 'accountId accountNumber partyId name';

export const DETAILED_PROFILE_QUERY = /* GraphQL */ `
  query StartupProfile {
    getDetailedProfile {
      userId email accountId accountIds accountNumber businessName contactId firstName lastName
      isValidatedB2BUser locale partyId registrationType relationshipPartyId revokedPrivileges
      userEnteredBusinessName parentHoldingCompanyName userStatus activationTokenCreated
      isAddressModificationAllowed userStatusLastUpdated acceptedTerms acceptedTermsDate
      defaultBillingAddressId defaultShippingAddressId favoriteAddressIds isCustomerPurchaseOrderEnabled
      isInternalAssociate defaultBrandPaymentId subscribed deletedPaymentIds launchDarklyGroup isPunchout
      punchOutType ociPunchOutHookUrl ociPunchOutHttpContentCharset ociPunchOutReturnTarget isImpersonation
      accountExists auth0AccountId warrantyType privileges
      parentOrganization { ${ORGANIZATION} }
      userSelectedOrganization { ${ORGANIZATION} }
      activeOrganizations { ${ORGANIZATION} }
      userSelectedGroup { name groupId }
      authProfile { internalProperties { allowedActions department } }
      brandSecondaryOrgs {
        id parentCoParty parentCoPartyNumber parentCoPartyId relationshipCode relationshipType custParty
        custPartyNumber custPartyId accountName accountNumber custAccountId
      }
    }
  }
`;

export async function fetchDetailedProfile(accessToken: string): Promise<DetailedProfile> {
  const response = await fetch('/api/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: DETAILED_PROFILE_QUERY }),
  });
  const body = (await response.json()) as {
    data?: { getDetailedProfile?: DetailedProfile };
    errors?: unknown[];
  };
  if (!body.data?.getDetailedProfile) {
    throw Object.assign(new Error('No Auth0 profile present for current user.'), { errors: body.errors });
  }
  const profile = body.data.getDetailedProfile;
  return { ...profile, activationToken: null };
}
