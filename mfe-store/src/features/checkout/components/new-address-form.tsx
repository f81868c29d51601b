// 'Add a New Address' for personal users (profile isAddressModificationAllowed), on Formik with the schema the API's
// addAddress validates with (addressEntrySchema). Then validate (spec 4 'Address validation (shared)'): VALID takes
// the corrected fields, AMBIGUOUS asks (the AMBIGUOUS ADDRESS dialog, or the suggested-address variant when the
// validator offers a correction), anything else is the spec 8 error.
import { useId, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import {
  Alert,
  AmbiguousAddressDialog,
  Button,
  SuggestedAddressDialog,
  addressValidationErrorMessage,
} from '@portal/shared-ui';
import { SelectField, TextField } from '@portal/shared-ui/form-field';
import { brand } from '@portal/rules';
import {
  ADDRESS_ENTRY_LIMITS as LIMITS,
  PERSONAL_COUNTRIES,
  addressEntrySchema,
  regionOptions,
} from '@portal/rules/validation';
import { addAddress, validateAddress } from '../api/checkout-api';
import type { AddressValidation, NewAddress } from '../types/checkout-types';
import { errorMessage } from '../utils/error-message';

export interface NewAddressFormProps {
  /** the address was saved: its id and the fields as saved */
  onAdded: (addressId: string, address: NewAddress) => void;
  onCancel: () => void;
}

const EMPTY: NewAddress = {
  addressName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US',
};

/** The user's answer to the AMBIGUOUS ADDRESS question; null when they declined. */
type AmbiguousAnswer = 'entered' | 'suggested' | null;

export function NewAddressForm({ onAdded, onCancel }: NewAddressFormProps) {
  const ids = { form: useId() };
  const [formError, setFormError] = useState<string | null>(null);
  const [question, setQuestion] = useState<AddressValidation | null>(null);
  const answerQuestion = useRef<((answer: AmbiguousAnswer) => void) | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  /** Shows the question and waits for the answer (the form stays busy meanwhile). */
  function ask(result: AddressValidation): Promise<AmbiguousAnswer> {
    return new Promise((resolve) => {
      answerQuestion.current = resolve;
      setQuestion(result);
    });
  }

  function answer(use: AmbiguousAnswer) {
    setQuestion(null);
    answerQuestion.current?.(use);
    answerQuestion.current = null;
  }

  async function save(address: NewAddress) {
    try {
      const addressId = await addAddress(address);
      onAdded(addressId, address);
    } catch (error) {
      setFormError(errorMessage(error, 'The address could not be saved.'));
    }
  }

  async function submit(values: NewAddress, helpers: FormikHelpers<NewAddress>) {
    setFormError(null);
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
      await helpers.setValues(corrected, false);
      await save(corrected);
    } else if (result?.validationResult === 'AMBIGUOUS') {
      const asked = result;
      const use = await ask(asked);
      if (use === null) {
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
      await helpers.setValues(chosen, false);
      await save(chosen);
    } else {
      setFormError(addressValidationErrorMessage(brand.addressErrorPhone));
      // the message is above the fields: move there so it is read
      requestAnimationFrame(() => errorRef.current?.focus());
    }
  }

  return (
    <Formik<NewAddress> initialValues={EMPTY} validationSchema={addressEntrySchema} onSubmit={submit}>
      {({ values, isSubmitting, setFieldValue }) => (
        <Form className="checkout-new-address" noValidate aria-labelledby={`${ids.form}-title`}>
          <h3 id={`${ids.form}-title`}>Add a New Address</h3>
          {formError && (
            <div ref={errorRef} tabIndex={-1}>
              <Alert kind="danger">{formError}</Alert>
            </div>
          )}
          <div className="checkout-form-grid">
            <TextField
              ref={firstField}
              name="addressName"
              label="Address Name (optional)"
              maxLength={LIMITS.addressName}
            />
            <SelectField
              name="country"
              label="Country"
              options={PERSONAL_COUNTRIES}
              // the states of one country are not the provinces of the other
              onValueChange={() => void setFieldValue('state', '', false)}
            />
            <TextField
              name="address1"
              label="Street Address Line 1"
              autoComplete="address-line1"
              maxLength={LIMITS.address}
              required
              className="checkout-field--wide"
            />
            <TextField
              name="address2"
              label="Street Address Line 2 (optional)"
              autoComplete="address-line2"
              maxLength={LIMITS.address}
              className="checkout-field--wide"
            />
            <TextField
              name="city"
              label="City"
              autoComplete="address-level2"
              maxLength={LIMITS.city}
              required
            />
            <SelectField
              name="state"
              label="State/Province"
              placeholder="Select State/Province"
              options={regionOptions(values.country) ?? []}
              autoComplete="address-level1"
              required
            />
            <TextField
              name="postalCode"
              label="Zip/Postal Code"
              autoComplete="postal-code"
              maxLength={LIMITS.postalCode}
              required
            />
          </div>
          <div className="checkout-actions">
            <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
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
        </Form>
      )}
    </Formik>
  );
}
