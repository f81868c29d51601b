// The banners domain's own types, which its services take and give. The GraphQL schema's types belong
// to the transport; the resolvers map between the two, so a schema change shows at a resolver, not in a service.

export interface Banner {
  endDateTime: string;
  id: string;
  message: string;
  startDateTime: string;
  /** alert style */
  type: string;
}

export interface BannerInput {
  endDateTime: string;
  /** omit to create */
  id?: string | null | undefined;
  message: string;
  startDateTime: string;
  type: string;
}

export interface NewBannerInput {
  endDateTime: string;
  message: string;
  startDateTime: string;
  /** alert style: info, warning, danger or success */
  type: string;
}
