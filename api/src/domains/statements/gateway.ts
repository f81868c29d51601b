// The statement's gateway endpoint: /invoices/statement {accountIds?}, under the invoices' access rule.
import { defineHandler } from '../../gateway/registry.js';
import { accountStatement, statementSchema } from './statement-service.js';

export const statementHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/invoices/statement',
    audience: 'authenticated',
    rule: 'invoices.view',
    description:
      'Account statement: credit limit, open balance, past due and aging per company and bill-to (either invoice privilege).',
    schema: statementSchema,
    handle: (ctx, { body }) => accountStatement(ctx, body),
  }),
];
