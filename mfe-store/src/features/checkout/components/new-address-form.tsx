// 'Add a New Address' for personal users (profile isAddressModificationAllowed): validate first (spec 4 'Address
// validation (shared)'): VALID takes the corrected fields, AMBIGUOUS asks (the AMBIGUOUS ADDRESS dialog, or the
// suggested-address variant when the validator offers a correction), anything else is the spec 8 error.
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  Alert,
  AmbiguousAddressDialog,
  Button,
  SuggestedAddressDialog,
  addressValidationErrorMessage,
} from '@portal/shared-ui';
import { brand } from '@portal/rules';
import { PERSONAL_COUNTRIES, regionOptions } from '@portal/rules/validation';
import { addAddress, validateAddress } from '../api/checkout-api';
import type { AddressValidation, NewAddress } from '../types/checkout-types';
import { errorMessage } from '../utils/error-message';
import { FormField, fieldA11y } from './form-field';

export interface NewAddressFormProps {
  /** the address was saved: its id and the fields as saved */
  onAdded: (addressId: string, address: NewAddress) => void;
  onCancel: () => void;
}

type FieldName = 'address1' | 'city' | 'state' | 'postalCode';
type FieldErrors = Partial<Record<FieldName, string>>;

const REQUIRED: Record<FieldName, string> = {
  address1: 'Street Address Line 1 is required.',
  city: 'City is required.',
  state: 'State/Province is required.',
  postalCode: 'Zip/Postal Code is required.',
};

const EMPTY: NewAddress = {
  addressName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
};

export function NewAddressForm({ onAdded, onCancel }: NewAddressFormProps) {
  const ids = { form: useId() };
  const [values, setValues] = useState<NewAddress>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [question, setQuestion] = useState<AddressValidation | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  const set = (name: keyof NewAddress, value: string) =>
    setValues((v) => ({ ...v, [name]: value, ...(name === 'country' ? { state: '' } : {}) }));

  async function save(address: NewAddress) {
    try {
      const addressId = await addAddress(address);
      onAdded(addressId, address);
    } catch (error) {
      setFormError(errorMessage(error, 'The address could not be saved.'));
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: FieldErrors = {};
    for (const name of Object.keys(REQUIRED) as FieldName[])
      if (!values[name].trim()) problems[name] = REQUIRED[name];
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    let result: AddressValidation | null = null;
    try {
      result = await validateAddress(values);
    } catch {
      result = null;
    }
    if (result?.validationResult === 'VALID') {
      const corrected: NewAddress = {
        ...values,
        address1: result.address.address1,
        address2: result.address.address2,
        city: result.address.city,
        state: result.address.state || values.state,
        postalCode: result.address.postalCode,
        county: result.county,
      };
      setValues(corrected);
      await save(corrected);
    } else if (result?.validationResult === 'AMBIGUOUS') {
      setQuestion(result);
    } else {
      setFormError(addressValidationErrorMessage(brand.addressErrorPhone));
      setBusy(false);
      // the message is above the fields: move there so it is read
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  }

  function answer(use: 'entered' | 'suggested' | null) {
    const asked = question;
    setQuestion(null);
    if (!asked || use === null) {
      setBusy(false);
      firstField.current?.focus();
      return;
    }
    const chosen: NewAddress =
      use === 'suggested' && asked.suggestedAddress
        ? {
            ...values,
            address1: asked.suggestedAddress.address1,
            address2: asked.suggestedAddress.address2,
            city: asked.suggestedAddress.city,
            state: asked.suggestedAddress.state || values.state,
            postalCode: asked.suggestedAddress.postalCode,
            county: asked.county,
          }
        : { ...values, county: asked.county };
    setValues(chosen);
    void save(chosen);
  }

  const regions = regionOptions(values.country) ?? [];
  return (
    <form
      className="checkout-new-address"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${ids.form}-title`}
    >
      <h3 id={`${ids.form}-title`}>Add a New Address</h3>
      {formError && (
        <div ref={errorRef} tabIndex={-1}>
          <Alert kind="danger">{formError}</Alert>
        </div>
      )}
      <div className="checkout-form-grid">
        <FormField id={`${ids.form}-name`} label="Address Name (optional)">
          <input
            ref={firstField}
            id={`${ids.form}-name`}
            value={values.addressName}
            maxLength={100}
            onChange={(e) => set('addressName', e.target.value)}
          />
        </FormField>
        <FormField id={`${ids.form}-country`} label="Country">
          <select
            id={`${ids.form}-country`}
            value={values.country}
            onChange={(e) => set('country', e.target.value)}
          >
            {PERSONAL_COUNTRIES.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${ids.form}-address1`} label="Street Address Line 1" error={errors.address1} wide>
          <input
            {...fieldA11y(`${ids.form}-address1`, errors.address1)}
            value={values.address1}
            autoComplete="address-line1"
            maxLength={240}
            required
            onChange={(e) => set('address1', e.target.value)}
          />
        </FormField>
        <FormField id={`${ids.form}-address2`} label="Street Address Line 2 (optional)" wide>
          <input
            id={`${ids.form}-address2`}
            value={values.address2}
            autoComplete="address-line2"
            maxLength={240}
            onChange={(e) => set('address2', e.target.value)}
          />
        </FormField>
        <FormField id={`${ids.form}-city`} label="City" error={errors.city}>
          <input
            {...fieldA11y(`${ids.form}-city`, errors.city)}
            value={values.city}
            autoComplete="address-level2"
            maxLength={60}
            required
            onChange={(e) => set('city', e.target.value)}
          />
        </FormField>
        <FormField id={`${ids.form}-state`} label="State/Province" error={errors.state}>
          <select
            {...fieldA11y(`${ids.form}-state`, errors.state)}
            value={values.state}
            required
            onChange={(e) => set('state', e.target.value)}
          >
            <option value="">Select State/Province</option>
            {regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${ids.form}-postal`} label="Zip/Postal Code" error={errors.postalCode}>
          <input
            {...fieldA11y(`${ids.form}-postal`, errors.postalCode)}
            value={values.postalCode}
            autoComplete="postal-code"
            maxLength={10}
            required
            onChange={(e) => set('postalCode', e.target.value)}
          />
        </FormField>
      </div>
      <div className="checkout-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Save Address
        </Button>
      </div>

      <AmbiguousAddressDialog
        open={question !== null && !question.suggestedAddress}
        onClose={() => answer(null)}
        onAccept={() => answer('entered')}
      />
      <SuggestedAddressDialog
        open={question !== null && question.suggestedAddress !== null}
        entered={values}
        suggested={question?.suggestedAddress ?? null}
        onUseSuggested={() => answer('suggested')}
        onDecline={() => answer(null)}
      />
    </form>
  );
}
