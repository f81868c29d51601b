// What a validation answer means for the entered address (spec 4 'Address validation (shared)', spec 8): VALID
// saves the corrected fields with the county; AMBIGUOUS asks — the AMBIGUOUS ADDRESS dialog (Close/Accept), or the
// suggested-address variant (Yes/No) when the validator offers a correction; anything else is the spec 8 error.
import type { AddressEntryValues } from '@portal/rules/validation';

export interface ValidatedFields {
  address1: string;
  address2: string;
  city: string;
  state: string;
  postalCode: string;
}

export interface ValidationAnswer {
  validationResult: string;
  address: ValidatedFields;
  suggestedAddress?: ValidatedFields | null;
  county: string;
}

export type AddressToSave = AddressEntryValues & { county?: string };

export type ValidationOutcome =
  | { kind: 'save'; address: AddressToSave }
  | { kind: 'ask-ambiguous'; entered: AddressToSave }
  | { kind: 'ask-suggested'; entered: AddressToSave; suggested: AddressToSave }
  | { kind: 'error' };

const withFields = (values: AddressEntryValues, fields: ValidatedFields, county: string): AddressToSave => ({
  ...values,
  address1: fields.address1,
  address2: fields.address2,
  city: fields.city,
  state: fields.state || values.state,
  postalCode: fields.postalCode,
  county,
});

export function validationOutcome(
  values: AddressEntryValues,
  answer: ValidationAnswer | null,
): ValidationOutcome {
  if (answer?.validationResult === 'VALID')
    return { kind: 'save', address: withFields(values, answer.address, answer.county) };
  if (answer?.validationResult === 'AMBIGUOUS') {
    const entered = { ...values, county: answer.county };
    return answer.suggestedAddress
      ? {
          kind: 'ask-suggested',
          entered,
          suggested: withFields(values, answer.suggestedAddress, answer.county),
        }
      : { kind: 'ask-ambiguous', entered };
  }
  return { kind: 'error' };
}
