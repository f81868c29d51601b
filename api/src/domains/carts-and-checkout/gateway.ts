// /punchout/unProperties (spec section 7): the punchout user's OCI session properties (hook URL, charset, target,
// punchout type). Anyone else is told the operation is only for punchout users.
import * as yup from 'yup';
import { punchoutProperties } from './punchout-service.js';
import { SIGNED_IN } from '../../access/operation-rule.js';
import { defineHandler } from '../../gateway/registry.js';

export const punchoutHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/punchout/unProperties',
    audience: 'authenticated',
    rule: SIGNED_IN,
    description: 'The punchout user’s OCI properties: hookUrl, charset, target, punchOutType.',
    schema: yup.object({}),
    handle: (ctx) => punchoutProperties(ctx),
  }),
];
