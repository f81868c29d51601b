// Resolvers of the product owners' feature-flag fields (schema.graphql). Thin: the service
// authorises (CSR + Product_Owner_Admin or Developer_Admin), validates and audits.
import { listFeatureFlags, setFeatureFlagValue } from './feature-flags.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/generated/types.js';

export const FeatureFlagQuery: Pick<QueryResolvers<GraphQLContext>, 'featureFlags'> = {
  featureFlags: (_, __, { ctx }) => listFeatureFlags(ctx),
};

export const FeatureFlagMutation: Pick<MutationResolvers<GraphQLContext>, 'setFeatureFlagValue'> = {
  setFeatureFlagValue: (_, args, { ctx }) => setFeatureFlagValue(ctx, args),
};
