// An internal associate's choice of organisation to view as: stored server-side (active orgs), confirmed by the
// API, and remembered as the initially selected org so the next start keeps it (spec sections 4 and 6).
import { STORAGE_KEYS } from '@portal/shared-session';
import type { Organization } from '@portal/shared-session';
import {
  ApplyInitialOrgDocument,
  AssociateOrganizationsDocument,
  SetActiveOrgsDocument,
} from './gql/graphql';
import { runGraphQL } from './graphql-client';

export async function fetchAssociateOrganizations(query: string): Promise<Organization[]> {
  const data = await runGraphQL(AssociateOrganizationsDocument, { query: query.trim() || null });
  return data.associateOrganizations;
}

/** Stores the choice server-side and locally; the caller then restarts the session (a token with the new scope). */
export async function chooseAssociateOrganization(organization: Organization): Promise<Organization> {
  await runGraphQL(SetActiveOrgsDocument, { ids: [organization.accountId] });
  const { applyInternalAssociateInitiallySelectedOrgInfo: confirmed } = await runGraphQL(
    ApplyInitialOrgDocument,
    { organization },
  );
  localStorage.setItem(STORAGE_KEYS.internalAssociateInitiallySelectedOrg, JSON.stringify(confirmed));
  localStorage.setItem(STORAGE_KEYS.activeOrganizations, JSON.stringify([confirmed]));
  localStorage.setItem(STORAGE_KEYS.userSelectedOrganization, JSON.stringify(confirmed));
  return confirmed;
}
