// Warranty: claim search and detail, 'Submit a Claim' and the 'Default Information' address.
import {
  claimIdSchema,
  claimSubmitSchema,
  defaultInformationSchema,
  defaultInformationUpdateSchema,
  searchWarrantyClaims,
  submitWarrantyClaim,
  updateWarrantyDefaultInformation,
  warrantyClaimDetails,
  warrantyDefaultInformation,
  warrantySearchSchema,
} from './warranty-service.js';
import { defineHandler } from '../../gateway/registry.js';

export const warrantyHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/warranty/search',
    audience: 'authenticated',
    rule: 'warranty.view',
    description: 'Warranty claims of the caller’s organisations (B2B_Warranty_View).',
    schema: warrantySearchSchema,
    handle: (ctx, { body }) => searchWarrantyClaims(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/warranty/details',
    audience: 'authenticated',
    rule: 'warranty.view',
    description: 'One warranty claim with its unit, addresses and attachments.',
    schema: claimIdSchema,
    handle: (ctx, { body }) => warrantyClaimDetails(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/warranty/submitClaim',
    audience: 'authenticated',
    rule: 'warranty.submit',
    description: 'Submit a Claim (B2B_Warranty_Submit; Demo_Only_Warranty_Submit validates without filing).',
    schema: claimSubmitSchema,
    handle: (ctx, { body }) => submitWarrantyClaim(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/warranty/defaultInformation',
    audience: 'authenticated',
    rule: 'warranty.submit',
    description: 'The organisation’s warranty Default Information (addresses and contact).',
    schema: defaultInformationSchema,
    handle: (ctx, { body }) => warrantyDefaultInformation(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/warranty/defaultInformation/update',
    audience: 'authenticated',
    rule: 'warranty.file',
    description: 'Changes the warranty Default Information (B2B_Warranty_Submit).',
    schema: defaultInformationUpdateSchema,
    handle: (ctx, { body }) => updateWarrantyDefaultInformation(ctx, body),
  }),
];
