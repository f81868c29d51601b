// The flags domain's own types, which its services take and give. The GraphQL schema's types belong
// to the transport; the resolvers map between the two, so a schema change shows at a resolver, not in a service.

export interface FeatureFlag {
  /** The value of every group without its own value, as JSON text. */
  defaultValue: string;
  description: string;
  groupValues: Array<FeatureFlagGroupValue>;
  key: string;
  /** boolean, string or number */
  type: string;
  updatedAt: string;
}

/** A value of a flag for one flag group (the profile's launchDarklyGroup). */
export interface FeatureFlagGroupValue {
  group: string;
  /** The value as JSON text: true, 12, "beta". */
  value: string;
}
