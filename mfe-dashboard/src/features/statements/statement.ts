// The account statement (issue 39) as the API answers /invoices/statement, and where its documents are.
import { integrationRequest } from '@portal/api-client';
import type { AccountStatement } from '@portal/rules/aging';

export const fetchStatement = (signal?: AbortSignal) =>
  integrationRequest<AccountStatement>({ endpoint: '/invoices/statement', body: {}, signal });

export const statementFileUrl = (format: 'pdf' | 'csv') => `/api/files/statements/statement.${format}`;
