import { EMPTY_ADDRESS_ENTRY } from '@portal/rules/validation';
import { validationOutcome } from './address-validation-outcome';

const entered = {
  ...EMPTY_ADDRESS_ENTRY,
  address1: '12 main st',
  city: 'springfeld',
  state: 'IL',
  postalCode: '62701',
};
const corrected = {
  address1: '12 Main St',
  address2: '',
  city: 'Springfield',
  state: 'IL',
  postalCode: '62701-1234',
};

describe('validationOutcome', () => {
  it('saves the corrected fields and the county when VALID', () => {
    expect(
      validationOutcome(entered, { validationResult: 'VALID', address: corrected, county: 'Sangamon' }),
    ).toEqual({
      kind: 'save',
      address: { ...entered, ...corrected, county: 'Sangamon' },
    });
  });

  it('asks the AMBIGUOUS ADDRESS question without a suggestion, keeping the entered fields', () => {
    const outcome = validationOutcome(entered, {
      validationResult: 'AMBIGUOUS',
      address: corrected,
      suggestedAddress: null,
      county: '',
    });
    expect(outcome).toEqual({ kind: 'ask-ambiguous', entered: { ...entered, county: '' } });
  });

  it('offers the suggested address when the validator has one', () => {
    const outcome = validationOutcome(entered, {
      validationResult: 'AMBIGUOUS',
      address: entered,
      suggestedAddress: corrected,
      county: 'Sangamon',
    });
    expect(outcome.kind).toBe('ask-suggested');
    if (outcome.kind === 'ask-suggested') expect(outcome.suggested.city).toBe('Springfield');
  });

  it('is the spec 8 error for any other answer or no answer', () => {
    expect(
      validationOutcome(entered, { validationResult: 'INVALID', address: corrected, county: '' }),
    ).toEqual({
      kind: 'error',
    });
    expect(validationOutcome(entered, null)).toEqual({ kind: 'error' });
  });
});
