// searchCustomers' three field variants, in the agent's words.
import type { CustomerSearchField } from '../../../gql/graphql';

export const CUSTOMER_FIELDS: { code: CustomerSearchField; name: string }[] = [
  { code: 'NAME', name: 'Customer name' },
  { code: 'ACCOUNT_NUMBER', name: 'Account number' },
  { code: 'PARTY_ID', name: 'Party ID' },
];

export const isCustomerField = (value: string): value is CustomerSearchField =>
  CUSTOMER_FIELDS.some((f) => f.code === value);
