// The account statement (issue 39) as the API answers /invoices/statement, and where its documents are.
import { gateway } from '@portal/api-client';

export const fetchStatement = (signal?: AbortSignal) => gateway('/invoices/statement', {}, { signal });

export const statementFileUrl = (format: 'pdf' | 'csv') => `/api/files/statements/statement.${format}`;
