// The product-owner tools' GraphQL reads and writes (issue 37): keys from the factory, a fetcher beside each
// option. The gateway endpoints (AC flag, SSO heartbeat) are in product-owner-gateway.ts.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import {
  CustomerSecondaryOrgsDocument,
  InternalAssociatesDocument,
  ManualIndexTrainingCoursesDocument,
  MigrateIdentityProfilesDocument,
  ProductOwnerCustomerSearchDocument,
  ReindexTrainingCoursesDocument,
  UpdateInternalAssociateAccessDocument,
  UsersWithoutIdentityAccountDocument,
  type UpdateInternalAssociateAccessMutationVariables,
} from '../../../gql/graphql';
import { CUSTOMER_SEARCH_SIZE, type CustomerSearch } from '../../../shared/customer-search';
import { csrKeys } from '../../../shared/csr-keys';

/** Customers found by name, account number or party id (with profile class and party id, unlike the finder's). */
export const productOwnerCustomerSearchOptions = (search: CustomerSearch) =>
  queryOptions({
    queryKey: csrKeys('po-customers').of(search),
    queryFn: async ({ signal }) =>
      (
        await runGraphQL(
          ProductOwnerCustomerSearchDocument,
          { ...search, size: CUSTOMER_SEARCH_SIZE },
          { signal },
        )
      ).searchCustomers,
  });

/** A customer's secondary organisations. */
export const secondaryOrgsOptions = (accountId: string) =>
  queryOptions({
    queryKey: csrKeys('secondary-orgs').of(accountId),
    queryFn: async ({ signal }) =>
      (await runGraphQL(CustomerSecondaryOrgsDocument, { accountId }, { signal })).customerSecondaryOrgs,
  });

export const associateKeys = csrKeys('internal-associates');

/** Internal associates matching a name or e-mail (all of them for an empty query). */
export const internalAssociatesOptions = (query: string) =>
  queryOptions({
    queryKey: associateKeys.of(query),
    queryFn: async ({ signal }) =>
      (await runGraphQL(InternalAssociatesDocument, { query: query || null }, { signal })).internalAssociates,
  });

/** Replaces an associate's allowed organisations and actions. */
export const updateAssociateAccess = (access: UpdateInternalAssociateAccessMutationVariables) =>
  runGraphQL(UpdateInternalAssociateAccessDocument, access);

export const usersWithoutIdentityKeys = csrKeys('users-without-identity');

/** Active users without an identity-provider account, at most `limit`. */
export const usersWithoutIdentityOptions = (limit: number) =>
  queryOptions({
    queryKey: usersWithoutIdentityKeys.of(limit),
    queryFn: async ({ signal }) =>
      (await runGraphQL(UsersWithoutIdentityAccountDocument, { limit }, { signal }))
        .usersWithoutIdentityAccount,
  });

/** Creates the accounts of up to `batchSize` users; answers who got one and how many remain. */
export const migrateIdentityProfiles = async (batchSize: number) =>
  (await runGraphQL(MigrateIdentityProfilesDocument, { batchSize })).migrateIdentityProfiles;

export const courseIndexCommands = {
  /** rebuilds the training course index from every course */
  reindex: async () => (await runGraphQL(ReindexTrainingCoursesDocument, {})).reindex,
  /** indexes the courses changed in the window (`to` null: until now) */
  manualIndex: async (since: string, to: string | null) =>
    (await runGraphQL(ManualIndexTrainingCoursesDocument, { since, to })).manualIndex,
};
