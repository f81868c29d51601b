// The Feature Flags page's reads and writes (issue 37): keys from the factory, a fetcher beside each option.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { CsrFeatureFlagsDocument, CsrSetFeatureFlagValueDocument } from '../../../gql/graphql';
import { csrKeys } from '../../../shared/csr-keys';

export const featureFlagKeys = csrKeys('feature-flags');

/** Every flag with its value per flag group, and the groups. */
export const featureFlagsOptions = () =>
  queryOptions({
    queryKey: featureFlagKeys.of(),
    queryFn: async ({ signal }) => (await runGraphQL(CsrFeatureFlagsDocument, {}, { signal })).featureFlags,
  });

export const featureFlagCommands = {
  /** a group's own value, or null to return the group to the flag's default; answers the flag */
  setValue: async (key: string, group: string, value: string | null) =>
    (await runGraphQL(CsrSetFeatureFlagValueDocument, { key, group, value })).setFeatureFlagValue,
};
