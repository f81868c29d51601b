// /parts/bomCheck/{id} (spec 7 'Parts'): the parts on a unit's bill of materials (or a query's parts with onBom).
import { bomCheck, bomCheckSchema } from './parts-service.js';
import { defineHandler } from '../../gateway/registry.js';

export const replacementPartHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/parts/bomCheck/{id}',
    audience: 'authenticated',
    rule: 'parts.view',
    description: 'Replacement parts of a unit (B2B_View_Replacement_Parts), by instance id or serial.',
    schema: bomCheckSchema,
    handle: (ctx, { params, body }) => bomCheck(ctx, { id: params['id'] }, body),
  }),
];
