// Paying invoices online (issue 39): the pay page's two gateway endpoints, under the rule 'invoices.pay'.
import * as yup from 'yup';
import { defineHandler } from '../../gateway/registry.js';
import { payInvoices, payInvoicesSchema, paymentOptions } from './payment-service.js';

export const paymentHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/invoices/payments/options',
    audience: 'authenticated',
    rule: 'invoices.pay',
    description:
      'How the caller may pay invoices: their saved cards (a bank account is entered on the page).',
    schema: yup.object({}),
    handle: (ctx) => paymentOptions(ctx),
  }),
  defineHandler({
    kind: 'sync',
    path: '/invoices/payments/pay',
    audience: 'authenticated',
    rule: 'invoices.pay',
    declaredFieldsOnly: true,
    description:
      'Pays open invoices (each in full or in part) by a saved card or a bank account, once per idempotency key; answers the receipt.',
    schema: payInvoicesSchema,
    handle: (ctx, { body }) => payInvoices(ctx, body),
  }),
];
