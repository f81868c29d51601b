// Quick order's bulk entry (bulkOrderEntry, api/src/domains/carts-and-checkout/schema.graphql): the whole list
// checked in one call; with addToCart the good lines go into the supply-store cart in the same call.
import { runGraphQL } from '@portal/api-client';
import { StoreBulkOrderEntryDocument } from '../../../gql/graphql';
import type { BulkEntryLine } from '../../../shared/utils/quick-order-rules';

export const bulkOrderEntry = async (lines: readonly BulkEntryLine[], addToCart: boolean) =>
  (await runGraphQL(StoreBulkOrderEntryDocument, { lines: [...lines], addToCart })).bulkOrderEntry;

export type BulkEntryAnswer = Awaited<ReturnType<typeof bulkOrderEntry>>;
