// /customers/findById/{id}, /customers/findByAccount, /customers/list{product}ChildCompanies
import * as yup from 'yup';
import { brand } from '@portal/rules/brand';
import { findCustomerByAccount, findCustomerById, listChildCompanies } from './organisation-service.js';
import { str } from '../../shared/validation.js';
import { SIGNED_IN } from '../../access/operation-rule.js';
import { defineHandler } from '../../gateway/registry.js';

export const customerHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/customers/findById/{id}',
    audience: 'authenticated',
    rule: SIGNED_IN,
    description: 'An organisation in the caller’s scope by account id.',
    schema: yup.object({}),
    handle: (ctx, { params }) => findCustomerById(ctx, { id: params['id'] ?? '' }),
  }),
  defineHandler({
    kind: 'sync',
    path: '/customers/findByAccount',
    audience: 'authenticated',
    rule: SIGNED_IN,
    description: 'An organisation in the caller’s scope by account number.',
    schema: yup.object({ accountNumber: str('accountNumber') }),
    handle: (ctx, { body }) => findCustomerByAccount(ctx, { accountNumber: body.accountNumber ?? '' }),
  }),
  defineHandler({
    kind: 'sync',
    // spec: /customers/list{product}ChildCompanies, {product} being the configured brand
    path: `/customers/list${brand.product}ChildCompanies`,
    audience: 'authenticated',
    rule: SIGNED_IN,
    description: 'The child companies of a parent organisation the caller may switch to.',
    schema: yup.object({ accountId: str('accountId').nullable() }),
    handle: (ctx, { body }) => listChildCompanies(ctx, { accountId: body.accountId ?? null }),
  }),
];
