// An internal associate's choice of organisation to view as: stored server-side (active orgs), confirmed by the
// API, and remembered as the initially selected org so the next start keeps it (spec sections 4 and 6).
import { graphqlRequest } from '../api';
import type { Organization } from '../session/profile';
import { STORAGE_KEYS } from '../session/client-storage-keys';

const ORGANIZATION_FIELDS = 'accountId accountNumber partyId name';

export const ASSOCIATE_ORGANIZATIONS_QUERY = `query AssociateOrganizations($query: String) {
  associateOrganizations(query: $query) { ${ORGANIZATION_FIELDS} }
}`;

const SET_ACTIVE_ORGS = `mutation SetActiveOrgs($ids: [ID!]!) {
  setInternalAssociateActiveOrgs(activeOrgIds: $ids) { ${ORGANIZATION_FIELDS} }
}`;

const APPLY_INITIAL_ORG = `mutation ApplyInitialOrg($organization: OrganizationInput!) {
  applyInternalAssociateInitiallySelectedOrgInfo(organization: $organization) { ${ORGANIZATION_FIELDS} }
}`;

export async function fetchAssociateOrganizations(query: string): Promise<Organization[]> {
  const data = await graphqlRequest<{ associateOrganizations: Organization[] }>(
    ASSOCIATE_ORGANIZATIONS_QUERY,
    {
      query: query.trim() || null,
    },
  );
  return data.associateOrganizations;
}

/** Stores the choice server-side and locally; the caller then restarts the session (a token with the new scope). */
export async function chooseAssociateOrganization(organization: Organization): Promise<Organization> {
  await graphqlRequest(SET_ACTIVE_ORGS, { ids: [organization.accountId] });
  const { applyInternalAssociateInitiallySelectedOrgInfo: confirmed } = await graphqlRequest<{
    applyInternalAssociateInitiallySelectedOrgInfo: Organization;
  }>(APPLY_INITIAL_ORG, { organization });
  localStorage.setItem(STORAGE_KEYS.internalAssociateInitiallySelectedOrg, JSON.stringify(confirmed));
  localStorage.setItem(STORAGE_KEYS.activeOrganizations, JSON.stringify([confirmed]));
  localStorage.setItem(STORAGE_KEYS.userSelectedOrganization, JSON.stringify(confirmed));
  return confirmed;
}
