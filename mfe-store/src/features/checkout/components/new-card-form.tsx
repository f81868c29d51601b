// A new card (addNewCreditCard), on Formik with the schema the API validates the card with (cardEntrySchema). The
// number and security code live only in this form's values and are cleared as soon as the card has been sent,
// whatever the answer.
import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { Alert, Button } from '@portal/shared-ui';
import { CheckboxField, SelectField, TextField } from '@portal/shared-ui/form-field';
import {
  CARDHOLDER_NAME_MAX_LENGTH,
  EMPTY_CARD_ENTRY,
  cardEntrySchema,
  expiryYearOptions,
} from '@portal/rules/validation';
import type { CardEntryValues } from '@portal/rules/validation';
import { addNewCreditCard } from '../api/checkout-api';
import type { PaymentMethod } from '../types/checkout-types';
import { errorMessage } from '../utils/error-message';

export interface NewCardFormProps {
  onAdded: (method: PaymentMethod) => void;
  onCancel?: () => void;
}

const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  code: String(i + 1),
  name: String(i + 1).padStart(2, '0'),
}));

/** Typed characters other than digits (and the spaces and hyphens people put between groups) are dropped. */
const cardNumberCharacters = (value: string) => value.replace(/[^\d\s-]/g, '');
const digitsOnly = (value: string) => value.replace(/\D/g, '');

export function NewCardForm({ onAdded, onCancel }: NewCardFormProps) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const years = expiryYearOptions().map((y) => ({ code: String(y), name: String(y) }));

  async function submit(values: CardEntryValues, helpers: FormikHelpers<CardEntryValues>) {
    setFormError(null);
    const card = {
      cardNumber: values.cardNumber,
      expMonth: Number(values.expMonth),
      expYear: Number(values.expYear),
      cardholderName: values.cardholderName.trim(),
      securityCode: values.securityCode.trim(),
      makeDefault: values.makeDefault,
    };
    // never keep the number or code once sent
    await helpers.setValues({ ...values, cardNumber: '', securityCode: '' }, false);
    try {
      const method = await addNewCreditCard(card);
      helpers.resetForm({ values: EMPTY_CARD_ENTRY });
      onAdded(method);
    } catch (error) {
      // the form starts over with the number and code empty: no field errors until touched or submitted again
      helpers.resetForm({ values: { ...values, cardNumber: '', securityCode: '' } });
      setFormError(errorMessage(error, 'The card could not be saved. Please check it and try again.'));
    }
  }

  return (
    <Formik<CardEntryValues>
      initialValues={EMPTY_CARD_ENTRY}
      // a function: expiry is judged against the clock at each check
      validationSchema={() => cardEntrySchema(new Date())}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className="checkout-new-card" noValidate aria-labelledby={`${id}-title`}>
          <h3 id={`${id}-title`}>Add a New Card</h3>
          {formError && <Alert kind="danger">{formError}</Alert>}
          <div className="checkout-form-grid">
            <TextField
              name="cardNumber"
              label="Card Number"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
              required
              format={cardNumberCharacters}
              className="checkout-field--wide"
            />
            <SelectField
              name="expMonth"
              label="Expiration Month"
              placeholder="Month"
              options={MONTHS}
              autoComplete="cc-exp-month"
              required
            />
            <SelectField
              name="expYear"
              label="Expiration Year"
              placeholder="Year"
              options={years}
              autoComplete="cc-exp-year"
              required
            />
            <TextField
              name="cardholderName"
              label="Name on Card"
              autoComplete="cc-name"
              maxLength={CARDHOLDER_NAME_MAX_LENGTH}
              required
            />
            <TextField
              name="securityCode"
              label="Security Code"
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={4}
              required
              format={digitsOnly}
            />
            <CheckboxField
              name="makeDefault"
              label="Make this my default card"
              className="checkout-field--wide"
            />
          </div>
          <div className="checkout-actions">
            {onCancel && (
              <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            )}
            <Button type="submit" loading={isSubmitting}>
              Save Card
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
