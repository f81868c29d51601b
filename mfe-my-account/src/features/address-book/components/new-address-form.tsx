// 'Add a New Address' for personal users (isAddressModificationAllowed), on Formik with addressEntrySchema (the
// schema addAddress validates with), then address validation (validationOutcome) with the shared dialogs.
import { useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { brand } from '@portal/rules';
import {
  ADDRESS_ENTRY_LIMITS as LIMITS,
  EMPTY_ADDRESS_ENTRY,
  PERSONAL_COUNTRIES,
  addressEntrySchema,
  regionOptions,
} from '@portal/rules/validation';
import type { AddressEntryValues } from '@portal/rules/validation';
import {
  Alert,
  AmbiguousAddressDialog,
  Button,
  SuggestedAddressDialog,
  addressValidationErrorMessage,
} from '@portal/shared-ui';
import { SelectField, TextField } from '@portal/shared-ui/form-field';
import { errorMessage } from '../../../shared/format';
import { addAddress, validateAddress } from '../api/address-book';
import { validationOutcome } from '../address-validation-outcome';
import type { AddressToSave, ValidationOutcome } from '../address-validation-outcome';

type Question = Extract<ValidationOutcome, { kind: 'ask-ambiguous' | 'ask-suggested' }>;

export function NewAddressForm({ onAdded, onCancel }: { onAdded: () => void; onCancel: () => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const answerRef = useRef<((address: AddressToSave | null) => void) | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const firstField = useRef<HTMLInputElement>(null);

  /** Shows the question and waits for the answer (the form stays busy meanwhile). */
  const ask = (q: Question) =>
    new Promise<AddressToSave | null>((resolve) => {
      answerRef.current = resolve;
      setQuestion(q);
    });
  const answer = (address: AddressToSave | null) => {
    setQuestion(null);
    answerRef.current?.(address);
    answerRef.current = null;
  };

  async function submit(values: AddressEntryValues, helpers: FormikHelpers<AddressEntryValues>) {
    setFormError(null);
    const answerOf = await validateAddress(values).catch(() => null);
    const outcome = validationOutcome(values, answerOf);
    let chosen: AddressToSave | null;
    if (outcome.kind === 'error') {
      setFormError(addressValidationErrorMessage(brand.addressErrorPhone));
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    if (outcome.kind === 'save') chosen = outcome.address;
    else chosen = await ask(outcome);
    if (!chosen) {
      firstField.current?.focus();
      return;
    }
    await helpers.setValues(chosen, false);
    try {
      await addAddress(chosen);
      onAdded();
    } catch (error) {
      setFormError(errorMessage(error, 'The address could not be saved.'));
    }
  }

  return (
    <Formik<AddressEntryValues>
      initialValues={EMPTY_ADDRESS_ENTRY}
      validationSchema={addressEntrySchema}
      onSubmit={submit}
    >
      {({ values, isSubmitting, setFieldValue }) => (
        <Form className="acct-form" noValidate aria-labelledby="new-address-title">
          <h2 id="new-address-title">Add a New Address</h2>
          {formError && (
            <div ref={errorRef} tabIndex={-1}>
              <Alert kind="danger">{formError}</Alert>
            </div>
          )}
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
            onValueChange={() => void setFieldValue('state', '', false)}
          />
          <TextField
            name="address1"
            label="Street Address Line 1"
            autoComplete="address-line1"
            maxLength={LIMITS.address}
            required
          />
          <TextField
            name="address2"
            label="Street Address Line 2 (optional)"
            autoComplete="address-line2"
            maxLength={LIMITS.address}
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
          <div className="acct-row">
            <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save Address
            </Button>
          </div>
          <AmbiguousAddressDialog
            open={question?.kind === 'ask-ambiguous'}
            onClose={() => answer(null)}
            onAccept={() => answer(question?.entered ?? null)}
          />
          <SuggestedAddressDialog
            open={question?.kind === 'ask-suggested'}
            entered={values}
            suggested={question?.kind === 'ask-suggested' ? question.suggested : null}
            onUseSuggested={() => answer(question?.kind === 'ask-suggested' ? question.suggested : null)}
            onDecline={() => answer(null)}
          />
        </Form>
      )}
    </Formik>
  );
}
