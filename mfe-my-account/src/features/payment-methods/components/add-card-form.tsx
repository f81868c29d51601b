// A new card, checked as at checkout: Formik with cardEntrySchema, the schema addNewCreditCard validates with.
// The number and security code are cleared as soon as the card has been sent, whatever the answer.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import {
  CARDHOLDER_NAME_MAX_LENGTH,
  EMPTY_CARD_ENTRY,
  cardEntrySchema,
  expiryYearOptions,
} from '@portal/rules/validation';
import type { CardEntryValues } from '@portal/rules/validation';
import { Alert, Button } from '@portal/shared-ui';
import { CheckboxField, SelectField, TextField } from '@portal/shared-ui/form-field';
import { errorMessage } from '../../../shared/format';
import { addCard } from '../api/payment-methods';

const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  code: String(i + 1),
  name: String(i + 1).padStart(2, '0'),
}));
const cardNumberCharacters = (value: string) => value.replace(/[^\d\s-]/g, '');
const digitsOnly = (value: string) => value.replace(/\D/g, '');

export function AddCardForm({ onAdded, onCancel }: { onAdded: () => void; onCancel: () => void }) {
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
    await helpers.setValues({ ...values, cardNumber: '', securityCode: '' }, false);
    try {
      await addCard(card);
      helpers.resetForm({ values: EMPTY_CARD_ENTRY });
      onAdded();
    } catch (error) {
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
        <Form className="acct-form" noValidate aria-labelledby="add-card-title">
          <h2 id="add-card-title">Add a New Card</h2>
          {formError && <Alert kind="danger">{formError}</Alert>}
          <TextField
            name="cardNumber"
            label="Card Number"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            required
            format={cardNumberCharacters}
          />
          <SelectField
            name="expMonth"
            label="Expiration Month"
            placeholder="Month"
            options={MONTHS}
            required
          />
          <SelectField name="expYear" label="Expiration Year" placeholder="Year" options={years} required />
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
          <CheckboxField name="makeDefault" label="Make this my default card" />
          <div className="acct-row">
            <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save Card
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
