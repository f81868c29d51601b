// 'Add a New Card' (spec 3 checkout, spec 2 My Account payment methods): one form for every area that saves a card,
// on Formik with the schema the API's addNewCreditCard validates with (cardEntrySchema). The caller sends the card
// (its own typed document); the number and security code live only in this form's values and are cleared as soon as
// the card has been sent, whatever the answer.
// A subpath of its own ('@portal/shared-ui/card-form'): Formik and the schemas load only with the pages that save cards.
import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import {
  CARDHOLDER_NAME_MAX_LENGTH,
  EMPTY_CARD_ENTRY,
  cardEntrySchema,
  expiryYearOptions,
} from '@portal/rules/validation';
import type { CardEntryValues } from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { CheckboxField, SelectField, TextField } from '../form-field/form-field';
import '../entry-form/entry-form.css';

/** The card as the API's NewCardInput takes it. */
export interface NewCardEntry {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cardholderName: string;
  securityCode: string;
  makeDefault: boolean;
}

export interface NewCardFormProps<Saved> {
  /** sends the card (addNewCreditCard); what it resolves to is handed to onAdded */
  saveCard: (card: NewCardEntry) => Promise<Saved>;
  onAdded: (saved: Saved) => void;
  /** without it the form offers no Cancel */
  onCancel?: () => void;
  /** the message shown for a refused card: the caller knows its API's error shape */
  describeError: (error: unknown, fallback: string) => string;
  /** the form's heading level in the page's outline (default 3) */
  headingLevel?: 2 | 3;
}

export const CARD_SAVE_FAILED = 'The card could not be saved. Please check it and try again.';

const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  code: String(i + 1),
  name: String(i + 1).padStart(2, '0'),
}));

/** Typed characters other than digits (and the spaces and hyphens people put between groups) are dropped. */
const cardNumberCharacters = (value: string) => value.replace(/[^\d\s-]/g, '');
const digitsOnly = (value: string) => value.replace(/\D/g, '');

export function NewCardForm<Saved>({
  saveCard,
  onAdded,
  onCancel,
  describeError,
  headingLevel = 3,
}: NewCardFormProps<Saved>) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const years = expiryYearOptions().map((y) => ({ code: String(y), name: String(y) }));
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function submit(values: CardEntryValues, helpers: FormikHelpers<CardEntryValues>) {
    setFormError(null);
    const card: NewCardEntry = {
      cardNumber: values.cardNumber,
      expMonth: Number(values.expMonth),
      expYear: Number(values.expYear),
      cardholderName: values.cardholderName.trim(),
      securityCode: values.securityCode.trim(),
      makeDefault: values.makeDefault,
    };
    // never keep the number or code once sent
    await helpers.setValues({ ...values, cardNumber: '', securityCode: '' }, false);
    let saved: Saved;
    try {
      saved = await saveCard(card);
    } catch (error) {
      // the form starts over with the number and code empty: no field errors until touched or submitted again
      helpers.resetForm({ values: { ...values, cardNumber: '', securityCode: '' } });
      setFormError(describeError(error, CARD_SAVE_FAILED));
      return;
    }
    helpers.resetForm({ values: EMPTY_CARD_ENTRY });
    onAdded(saved);
  }

  return (
    <Formik<CardEntryValues>
      initialValues={EMPTY_CARD_ENTRY}
      // a function: expiry is judged against the clock at each check
      validationSchema={() => cardEntrySchema(new Date())}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className="pui-entry-form" noValidate aria-labelledby={`${id}-title`}>
          <Heading id={`${id}-title`} className="pui-entry-form__title">
            Add a New Card
          </Heading>
          {formError && <Alert kind="danger">{formError}</Alert>}
          <div className="pui-entry-form__grid">
            <TextField
              name="cardNumber"
              label="Card Number"
              inputMode="numeric"
              autoComplete="cc-number"
              maxLength={23}
              required
              format={cardNumberCharacters}
              className="pui-entry-form__wide"
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
              className="pui-entry-form__wide"
            />
          </div>
          <div className="pui-entry-form__actions">
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
