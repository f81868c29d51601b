// My Account's query keys (ADR 0030): one factory for the area's pages, so every key names the organisation and a
// change that touches several pages (a name shown on the overview, a default address) invalidates `all`.
import { queryKeys } from '@portal/shared-session/query-keys';

export const accountKeys = queryKeys('my-account');
