// A new card (addNewCreditCard). Checked here as the API checks it; the number and security code live only in
// this form's state and are cleared as soon as the card has been sent, whatever the answer.
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button } from '@portal/shared-ui';
import { addNewCreditCard } from '../api/checkout-api';
import type { PaymentMethod } from '../types/checkout-types';
import { errorMessage } from '../utils/error-message';
import { FormField, fieldA11y } from './form-field';
import { expiryYears, validateCard, type CardErrors, type CardFormValues } from '../utils/card-validation';

export interface NewCardFormProps {
  onAdded: (method: PaymentMethod) => void;
  onCancel?: () => void;
}

const EMPTY: CardFormValues = {
  cardNumber: '',
  expMonth: '',
  expYear: '',
  cardholderName: '',
  securityCode: '',
};
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

export function NewCardForm({ onAdded, onCancel }: NewCardFormProps) {
  const id = useId();
  const [values, setValues] = useState<CardFormValues>(EMPTY);
  const [makeDefault, setMakeDefault] = useState(false);
  const [errors, setErrors] = useState<CardErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (name: keyof CardFormValues, value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = validateCard(values);
    setErrors(problems);
    setFormError(null);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const card = {
      cardNumber: values.cardNumber,
      expMonth: Number(values.expMonth),
      expYear: Number(values.expYear),
      cardholderName: values.cardholderName.trim(),
      securityCode: values.securityCode.trim(),
      makeDefault,
    };
    // never keep the number or code once sent
    setValues((v) => ({ ...v, cardNumber: '', securityCode: '' }));
    try {
      const method = await addNewCreditCard(card);
      setValues(EMPTY);
      onAdded(method);
    } catch (error) {
      setFormError(errorMessage(error, 'The card could not be saved. Please check it and try again.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="checkout-new-card" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Add a New Card</h3>
      {formError && <Alert kind="danger">{formError}</Alert>}
      <div className="checkout-form-grid">
        <FormField id={`${id}-number`} label="Card Number" error={errors.cardNumber} wide>
          <input
            {...fieldA11y(`${id}-number`, errors.cardNumber)}
            value={values.cardNumber}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            onChange={(e) => set('cardNumber', e.target.value.replace(/[^\d\s-]/g, ''))}
          />
        </FormField>
        <FormField id={`${id}-month`} label="Expiration Month" error={errors.expMonth}>
          <select
            {...fieldA11y(`${id}-month`, errors.expMonth)}
            value={values.expMonth}
            autoComplete="cc-exp-month"
            onChange={(e) => set('expMonth', e.target.value)}
          >
            <option value="">Month</option>
            {MONTHS.map((m) => (
              <option key={m} value={String(m)}>
                {String(m).padStart(2, '0')}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-year`} label="Expiration Year" error={errors.expYear}>
          <select
            {...fieldA11y(`${id}-year`, errors.expYear)}
            value={values.expYear}
            autoComplete="cc-exp-year"
            onChange={(e) => set('expYear', e.target.value)}
          >
            <option value="">Year</option>
            {expiryYears().map((y) => (
              <option key={y} value={String(y)}>
                {y}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={`${id}-name`} label="Name on Card" error={errors.cardholderName}>
          <input
            {...fieldA11y(`${id}-name`, errors.cardholderName)}
            value={values.cardholderName}
            autoComplete="cc-name"
            maxLength={100}
            onChange={(e) => set('cardholderName', e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-code`} label="Security Code" error={errors.securityCode}>
          <input
            {...fieldA11y(`${id}-code`, errors.securityCode)}
            value={values.securityCode}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            onChange={(e) => set('securityCode', e.target.value.replace(/\D/g, ''))}
          />
        </FormField>
        <label className="checkout-check checkout-field--wide">
          <input type="checkbox" checked={makeDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
          <span>Make this my default card</span>
        </label>
      </div>
      <div className="checkout-actions">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={busy}>
          Save Card
        </Button>
      </div>
    </form>
  );
}
