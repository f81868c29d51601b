// Step 2 of self-registration: 'Create Account - Business' / 'Create Account - Personal' (spec sections 2-5).
// Formik with the shared yup schema; personal registrants' addresses are validated (VALID corrects them,
// AMBIGUOUS asks, anything else is an error) and Californians are refused before anything is sent.
import { userMessageOf } from '@portal/api-client';
import { useRef, useState } from 'react';
import { Formik, Form, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { Alert } from '@portal/shared-ui/alert';
import { AmbiguousAddressDialog, addressValidationErrorMessage } from '@portal/shared-ui/address-dialogs';
import { Button } from '@portal/shared-ui/button';
import { brand } from '@portal/rules';
import { useNavigate } from '@portal/shared-session/routing';
import {
  COUNTRIES,
  FAST_TRACK_OUTCOME_MESSAGES,
  FIELD_LIMITS,
  PERSONAL_COUNTRIES,
  formatPhoneNumber,
  initialRegistrationValues,
  regionOptions,
  registrationSchema,
} from '@portal/rules/validation';
import type { RegistrationFormValues, RegistrationType } from '@portal/rules/validation';
import { registerUser, validateAddress } from '../../../shared/registration-api';
import type { AddressValidation } from '../../../shared/registration-api';
import { CheckboxField, SelectField, TextField, useShownError } from '@portal/shared-ui/form-field';
import { Captcha } from './captcha';
import { PasswordChecklist } from '../../../shared/password-checklist';

export const ADDRESS_ERROR = addressValidationErrorMessage(brand.addressErrorPhone);
export const REGISTER_ERROR = 'Error registering user';
/** Spec 3: a competitor's domain; the help line lets a real customer sort it out. */
export const COMPETITOR_MESSAGE = `${FAST_TRACK_OUTCOME_MESSAGES.COMPETITOR} If you believe this is a mistake, please call ${brand.helpLineWithOption}.`;

function scrollToTop() {
  if (typeof window.scrollTo === 'function') {
    try {
      window.scrollTo({ top: 0, behavior: 'smooth' });
    } catch {
      /* jsdom */
    }
  }
}

function StateField({ type }: { type: RegistrationType }) {
  const { values } = useFormikContext<RegistrationFormValues>();
  const options = regionOptions(values.country);
  if (values.country === 'US' && options)
    return (
      <SelectField
        name="state"
        label="State"
        options={options}
        placeholder="Select State"
        required
        key="US"
      />
    );
  if (values.country === 'CA' && options)
    return (
      <SelectField
        name="state"
        label="Province"
        options={options}
        placeholder="Select Province"
        required
        key="CA"
      />
    );
  return (
    <TextField
      name="state"
      label="State/Province/Region"
      required
      maxLength={FIELD_LIMITS.state}
      autoComplete={type === 'B2B' ? 'address-level1' : 'address-level1'}
    />
  );
}

function CaptchaField({ resetKey }: { resetKey: number }) {
  const { setFieldValue, setFieldTouched } = useFormikContext<RegistrationFormValues>();
  const error = useShownError('captcha');
  return (
    <Captcha
      key={resetKey}
      error={error}
      onChange={(payload) => {
        void setFieldValue('captcha', payload, true);
        if (payload) void setFieldTouched('captcha', true, false);
      }}
    />
  );
}

function PasswordField() {
  const { values } = useFormikContext<RegistrationFormValues>();
  return (
    <TextField
      name="password"
      label="Password"
      type="password"
      autoComplete="new-password"
      required
      describedBy="password-checklist"
    >
      <PasswordChecklist password={values.password} id="password-checklist" />
    </TextField>
  );
}

export function RegistrationForm({
  type,
  onCalifornia,
}: {
  type: RegistrationType;
  /** a personal registrant in California: show the refusal instead of the form */
  onCalifornia(): void;
}) {
  const navigate = useNavigate();
  const [topError, setTopError] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [ambiguous, setAmbiguous] = useState<AddressValidation | null>(null);
  const ambiguousAnswer = useRef<((accept: boolean) => void) | null>(null);
  const business = type === 'B2B';
  const title = business ? 'Create Account - Business' : 'Create Account - Personal';

  function askAmbiguous(result: AddressValidation): Promise<boolean> {
    return new Promise((resolve) => {
      ambiguousAnswer.current = resolve;
      setAmbiguous(result);
    });
  }

  function answerAmbiguous(accept: boolean) {
    setAmbiguous(null);
    ambiguousAnswer.current?.(accept);
    ambiguousAnswer.current = null;
  }

  async function onSubmit(values: RegistrationFormValues, helpers: FormikHelpers<RegistrationFormValues>) {
    setTopError(null);
    let submitted = values;
    if (!business) {
      if (values.country === 'US' && values.state === 'CA') {
        onCalifornia();
        return;
      }
      let result: AddressValidation | null;
      try {
        result = await validateAddress(values);
      } catch {
        result = null;
      }
      if (result?.validationResult === 'VALID') {
        submitted = {
          ...values,
          address1: result.address.address1,
          address2: result.address.address2,
          city: result.address.city,
          state: result.address.state || values.state,
          zip: result.address.postalCode,
          county: result.county,
        };
        await helpers.setValues(submitted, false);
      } else if (result?.validationResult === 'AMBIGUOUS') {
        const accepted = await askAmbiguous(result);
        if (!accepted) return;
        submitted = { ...values, county: result.county };
        await helpers.setFieldValue('county', result.county, false);
      } else {
        setTopError(ADDRESS_ERROR);
        scrollToTop();
        return;
      }
    }
    try {
      const result = await registerUser(submitted);
      if (!result) {
        setTopError(REGISTER_ERROR);
        setCaptchaKey((k) => k + 1);
        await helpers.setFieldValue('captcha', '', false);
        scrollToTop();
        return;
      }
      // refusals that registered nothing: say why where it can be fixed, and ask for a new captcha
      const refusal =
        result.outcome === 'INVALID_ACCOUNT_NUMBER'
          ? { field: 'accountNumber', message: FAST_TRACK_OUTCOME_MESSAGES.INVALID_ACCOUNT_NUMBER }
          : result.outcome === 'INVALID_INVOICE_NUMBER'
            ? { field: 'invoiceNumber', message: FAST_TRACK_OUTCOME_MESSAGES.INVALID_INVOICE_NUMBER }
            : result.outcome === 'COMPETITOR'
              ? { field: null, message: COMPETITOR_MESSAGE }
              : null;
      if (refusal) {
        setTopError(refusal.message);
        if (refusal.field) helpers.setFieldError(refusal.field, refusal.message);
        setCaptchaKey((k) => k + 1);
        await helpers.setFieldValue('captcha', '', false);
        scrollToTop();
        return;
      }
      navigate(
        result.userStatus === 'UNCONFIRMED'
          ? '/pages/registration-approved'
          : result.outcome === 'UNAUTHORIZED_FAST_TRACK'
            ? '/pages/registration-pending?fastTrack=unauthorized'
            : '/pages/registration-pending',
      );
    } catch (error) {
      setTopError(userMessageOf(error, REGISTER_ERROR));
      setCaptchaKey((k) => k + 1);
      await helpers.setFieldValue('captcha', '', false);
      scrollToTop();
    }
  }

  return (
    <section className="registration-form" aria-labelledby="registration-form-title">
      <h1 id="registration-form-title">{title}</h1>
      {topError ? (
        <Alert kind="danger" className="registration-form__error">
          {topError}
        </Alert>
      ) : null}
      <Formik<RegistrationFormValues>
        initialValues={initialRegistrationValues(type)}
        validationSchema={registrationSchema}
        onSubmit={onSubmit}
      >
        {({ isSubmitting, setFieldValue, submitCount, isValid }) => (
          <Form noValidate>
            {submitCount > 0 && !isValid ? (
              <p className="form-summary" role="alert">
                Please correct the errors below.
              </p>
            ) : null}
            <fieldset>
              <legend>Personal Information</legend>
              <div className="field-row">
                <TextField
                  name="firstName"
                  label="First Name"
                  required
                  autoComplete="given-name"
                  maxLength={FIELD_LIMITS.name}
                />
                <TextField
                  name="lastName"
                  label="Last Name"
                  required
                  autoComplete="family-name"
                  maxLength={FIELD_LIMITS.name}
                />
              </div>
              {business ? (
                <>
                  <TextField
                    name="businessName"
                    label="Business Name"
                    required
                    autoComplete="organization"
                    maxLength={FIELD_LIMITS.businessName}
                  />
                  <CheckboxField name="taxExempt" label="I am applying for tax exempt status" />
                </>
              ) : null}
            </fieldset>
            <fieldset>
              <legend>Contact Information</legend>
              <TextField
                name="phoneNumber"
                label="Phone Number"
                type="tel"
                required
                autoComplete="tel-national"
                placeholder="(000) 000-0000"
                maxLength={14}
                format={formatPhoneNumber}
              />
              <SelectField
                name="country"
                label="Country"
                required
                options={business ? COUNTRIES : PERSONAL_COUNTRIES}
                onValueChange={() => {
                  void setFieldValue('state', '', false);
                  void setFieldValue('county', '', false);
                }}
              />
              <TextField
                name="address1"
                label="Street Address Line 1"
                required
                autoComplete="address-line1"
                maxLength={FIELD_LIMITS.address}
              />
              <TextField
                name="address2"
                label="Street Address Line 2"
                autoComplete="address-line2"
                maxLength={FIELD_LIMITS.address}
              />
              <div className="field-row">
                <TextField
                  name="city"
                  label="City"
                  required
                  autoComplete="address-level2"
                  maxLength={FIELD_LIMITS.city}
                />
                <StateField type={type} />
              </div>
              <div className="field-row">
                <TextField
                  name="zip"
                  label="Zip/Postal Code"
                  required
                  autoComplete="postal-code"
                  maxLength={FIELD_LIMITS.zip}
                />
                <TextField name="county" label="County" maxLength={FIELD_LIMITS.county} />
              </div>
            </fieldset>
            <fieldset>
              <legend>My Account Information</legend>
              <TextField
                name="email"
                label={business ? 'Business Email Address' : 'Email Address'}
                type="email"
                required
                autoComplete="email"
                maxLength={FIELD_LIMITS.email}
              />
              <TextField
                name="confirmEmail"
                label={business ? 'Confirm Business Email Address' : 'Confirm Email Address'}
                type="email"
                required
                autoComplete="email"
                maxLength={FIELD_LIMITS.email}
              />
              <PasswordField />
              <TextField
                name="confirmPassword"
                label="Confirm Password"
                type="password"
                required
                autoComplete="new-password"
              />
            </fieldset>
            {business ? (
              <fieldset aria-describedby="fast-track-hint">
                <legend>Fast Track (optional)</legend>
                <p id="fast-track-hint" className="registration-form__hint">
                  Already a customer? Enter your account number and the number of a recent invoice to have
                  your account approved right away.
                </p>
                <div className="field-row">
                  <TextField
                    name="accountNumber"
                    label="Account Number"
                    autoComplete="off"
                    maxLength={FIELD_LIMITS.accountNumber}
                  />
                  <TextField
                    name="invoiceNumber"
                    label="Recent Invoice Number"
                    autoComplete="off"
                    maxLength={FIELD_LIMITS.invoiceNumber}
                  />
                </div>
              </fieldset>
            ) : null}
            <div className="registration-form__choices">
              <CheckboxField
                name="remoteSupport"
                label="Allow the help desk to remotely support my account"
              />
              <CheckboxField
                name="receiveInfo"
                label="Yes, I would like to receive offers and information by email"
              />
              <CheckboxField name="acceptTerms" label="I accept the terms and conditions" />
            </div>
            <CaptchaField resetKey={captchaKey} />
            <Button type="submit" loading={isSubmitting} className="registration-form__submit">
              Create Account
            </Button>
          </Form>
        )}
      </Formik>
      <AmbiguousAddressDialog
        open={ambiguous !== null}
        onClose={() => answerAmbiguous(false)}
        onAccept={() => answerAmbiguous(true)}
      />
    </section>
  );
}
