// The statement's gateway endpoints, under the invoices' access rule: /invoices/statement {accountIds?} (the totals
// and aging) and /invoices/statement/invoices {accountIds?, page, size} (its open invoices, a page at a time).
import { defineHandler } from '../../gateway/registry.js';
import {
  accountStatement,
  statementInvoices,
  statementInvoicesSchema,
  statementSchema,
} from './statement-service.js';

export const statementHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/invoices/statement',
    audience: 'authenticated',
    rule: 'invoices.view',
    description:
      'Account statement: credit limit, open balance, past due and aging per company and bill-to, summed in SQL (either invoice privilege).',
    schema: statementSchema,
    handle: (ctx, { body }) => accountStatement(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/invoices/statement/invoices',
    audience: 'authenticated',
    rule: 'invoices.view',
    description:
      'The account statement’s open invoices, oldest due first, a page at a time (page from 0), with their total.',
    schema: statementInvoicesSchema,
    handle: (ctx, { body }) => statementInvoices(ctx, body),
  }),
];
