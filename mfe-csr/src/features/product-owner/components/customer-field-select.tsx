// The 'Search by' choice of searchCustomers' three field variants.
import type { CustomerSearchField } from '../../../gql/graphql';
import { CUSTOMER_FIELDS, isCustomerField } from './customer-field';

export function CustomerFieldSelect({
  value,
  onChange,
}: {
  value: CustomerSearchField;
  onChange: (field: CustomerSearchField) => void;
}) {
  return (
    <label>
      Search by
      <select
        value={value}
        onChange={(e) => onChange(isCustomerField(e.target.value) ? e.target.value : 'NAME')}
      >
        {CUSTOMER_FIELDS.map((f) => (
          <option key={f.code} value={f.code}>
            {f.name}
          </option>
        ))}
      </select>
    </label>
  );
}
