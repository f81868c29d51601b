// Customer-service gateway endpoints (spec 7): CsrActor under /rest/model/{product}/csr/CsrActor/ and the
// ProfileActor SSO heartbeat (the client ignores the heartbeat's errors).
import * as yup from 'yup';
import { brand } from '@portal/rules/brand';
import { bulkUploadBodySchema, bulkUserUpload } from './bulk-user-upload.js';
import {
  acFlagSchema,
  getLastSSOHeartbeat,
  getNumActiveB2BUsers,
  updateB2BContactsWithACFlag,
  updateLastSSOHeartbeat,
} from './product-owner-tools.js';
import { SIGNED_IN } from '../../access/operation-rule.js';
import { defineHandler } from '../../gateway/registry.js';

export const CSR_ACTOR = `/rest/model/${brand.product}/csr/CsrActor` as const;
export const PROFILE_ACTOR = '/rest/model/atg/userprofiling/ProfileActor';

const empty = yup.object({});

export const customerServiceHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/bulkUserUpload',
    audience: 'authenticated',
    rule: 'csr.users',
    description:
      'Bulk user upload: a CSV checked row by row (every bad row reported, nothing written), then an async job; answers {jobId}.',
    schema: bulkUploadBodySchema,
    handle: (ctx, { body }) => bulkUserUpload(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: `${CSR_ACTOR}/getNumActiveB2BUsers`,
    audience: 'authenticated',
    rule: 'csr.product-owner',
    description:
      'How many active business users have contacts (CSR + Product_Owner_Admin or Developer_Admin).',
    schema: empty,
    handle: (ctx) => getNumActiveB2BUsers(ctx),
  }),
  defineHandler({
    kind: 'sync',
    path: `${CSR_ACTOR}/updateB2BContactsWithACFlag`,
    audience: 'authenticated',
    rule: 'csr.product-owner',
    description: 'Sets the AC flag of one batch (startNum, howMany) of active business users’ contacts.',
    schema: acFlagSchema,
    handle: (ctx, { body }) => updateB2BContactsWithACFlag(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: `${PROFILE_ACTOR}/updateLastSSOHeartbeat`,
    audience: 'authenticated',
    rule: SIGNED_IN,
    description: 'Records the caller’s last SSO heartbeat.',
    schema: empty,
    handle: (ctx) => updateLastSSOHeartbeat(ctx),
  }),
  defineHandler({
    kind: 'sync',
    path: `${PROFILE_ACTOR}/getLastSSOHeartbeat`,
    audience: 'authenticated',
    rule: SIGNED_IN,
    description: 'The caller’s last SSO heartbeat.',
    schema: empty,
    handle: (ctx) => getLastSSOHeartbeat(ctx),
  }),
];
