// 'Add a New Address' (spec 3 checkout, spec 2 My Account address book; offered to users whose profile has
// isAddressModificationAllowed): one form for every area that adds an address, on Formik with the schema the API's
// addAddress validates with (addressEntrySchema). Then validation (spec 4 'Address validation (shared)', see
// validationOutcome): VALID saves the corrected fields, AMBIGUOUS asks (the AMBIGUOUS ADDRESS dialog, or the
// suggested-address one when the validator offers a correction), anything else is the spec 8 error. The caller
// validates and saves through its own typed documents.
// A subpath of its own ('@portal/shared-ui/address-form'): Formik and the schemas load only with the pages that add
// addresses.
import { useId, useRef, useState } from 'react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { brand } from '@portal/rules/brand';
import {
  ADDRESS_ENTRY_LIMITS as LIMITS,
  EMPTY_ADDRESS_ENTRY,
  PERSONAL_COUNTRIES,
  addressEntrySchema,
  regionOptions,
} from '@portal/rules/validation';
import type { AddressEntryValues } from '@portal/rules/validation';
import {
  AmbiguousAddressDialog,
  SuggestedAddressDialog,
  addressValidationErrorMessage,
} from '@portal/shared-ui/address-dialogs';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { SelectField, TextField } from '../form-field/form-field';
import { validationOutcome } from './address-validation-outcome';
import type { AddressToSave, ValidationAnswer, ValidationOutcome } from './address-validation-outcome';
import '../entry-form/entry-form.css';

export interface NewAddressFormProps {
  /** asks the address validator (validateAddress); a failed call counts as the spec 8 error */
  validateAddress: (address: AddressEntryValues) => Promise<ValidationAnswer>;
  /** saves the chosen address (addAddress) and resolves to its addressId */
  saveAddress: (address: AddressToSave) => Promise<string>;
  /** the address was saved: its id and the fields as saved */
  onAdded: (addressId: string, address: AddressToSave) => void;
  onCancel: () => void;
  /** the message shown when saving fails: the caller knows its API's error shape */
  describeError: (error: unknown, fallback: string) => string;
  /** the form's heading level in the page's outline (default 3) */
  headingLevel?: 2 | 3;
  /** editing an existing address: its fields to start from (default: an empty US address) */
  initialValues?: AddressEntryValues;
  /** the form's heading and accessible name (default 'Add a New Address'; e.g. 'Edit Address' when editing) */
  title?: string;
}

export const ADDRESS_SAVE_FAILED = 'The address could not be saved.';

type Question = Extract<ValidationOutcome, { kind: 'ask-ambiguous' | 'ask-suggested' }>;

export function NewAddressForm({
  validateAddress,
  saveAddress,
  onAdded,
  onCancel,
  describeError,
  headingLevel = 3,
  initialValues = EMPTY_ADDRESS_ENTRY,
  title = 'Add a New Address',
}: NewAddressFormProps) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const answerRef = useRef<((address: AddressToSave | null) => void) | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  /** Shows the question and waits for the answer (the form stays busy meanwhile); null when declined. */
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
    const validation = await validateAddress(values).catch(() => null);
    const outcome = validationOutcome(values, validation);
    if (outcome.kind === 'error') {
      setFormError(addressValidationErrorMessage(brand.addressErrorPhone));
      // the message is above the fields: move there so it is read
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    const chosen = outcome.kind === 'save' ? outcome.address : await ask(outcome);
    if (!chosen) {
      firstField.current?.focus();
      return;
    }
    await helpers.setValues(chosen, false);
    let addressId: string;
    try {
      addressId = await saveAddress(chosen);
    } catch (error) {
      setFormError(describeError(error, ADDRESS_SAVE_FAILED));
      return;
    }
    onAdded(addressId, chosen);
  }

  return (
    <Formik<AddressEntryValues>
      initialValues={initialValues}
      validationSchema={addressEntrySchema}
      onSubmit={submit}
    >
      {({ values, isSubmitting, setFieldValue }) => (
        <Form className="pui-entry-form" noValidate aria-labelledby={`${id}-title`}>
          <Heading id={`${id}-title`} className="pui-entry-form__title">
            {title}
          </Heading>
          {formError && (
            <div ref={errorRef} tabIndex={-1}>
              <Alert kind="danger">{formError}</Alert>
            </div>
          )}
          <div className="pui-entry-form__grid">
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
              className="pui-entry-form__wide"
            />
            <TextField
              name="address2"
              label="Street Address Line 2 (optional)"
              autoComplete="address-line2"
              maxLength={LIMITS.address}
              className="pui-entry-form__wide"
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
          <div className="pui-entry-form__actions">
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
