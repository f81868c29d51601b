// The Banners page's reads and writes (issue 37): keys from the factory, a fetcher beside each option.
import { queryOptions } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { organizationScope, queryKeys } from '@portal/shared-session/query-keys';
import {
  CsrBannersDocument,
  CsrCreateBannerDocument,
  CsrDeleteBannerDocument,
  CsrUpdateBannerDocument,
  type NewBannerInput,
} from '../../../gql/graphql';

export const bannerKeys = queryKeys('csr-banners');
/** Banners are site-wide, whichever company the agent views. */
const SITE_WIDE = organizationScope(null);

export const bannersOptions = () =>
  queryOptions({
    queryKey: bannerKeys.list(SITE_WIDE, 'all'),
    queryFn: async ({ signal }) => (await runGraphQL(CsrBannersDocument, {}, { signal })).banners,
  });

export const bannerCommands = {
  create: (banner: NewBannerInput) => runGraphQL(CsrCreateBannerDocument, { banner }),
  update: (id: string, banner: NewBannerInput) => runGraphQL(CsrUpdateBannerDocument, { id, banner }),
  remove: (id: string) => runGraphQL(CsrDeleteBannerDocument, { id }),
};
