// Delegated registration (spec 2, 4, 5): the emailed link opens the completion form
// (/pages/delegated-registration-activation?userId&activationToken); an expired link goes to the resend page;
// a valid submit goes to /complete. The resend page sends a new link to an e-mail address.
import { userMessageOf } from '@portal/api-client';
import { useEffect, useRef, useState } from 'react';
import { Formik, Form } from 'formik';
import { Link, useNavigate, useSearchParams } from '@portal/shared-session/routing';
import { requestLogin } from '@portal/shared-session';
import {
  DELEGATED_MESSAGES,
  INITIAL_DELEGATED_VALUES,
  delegatedCompletionSchema,
  resendSchema,
} from '@portal/rules/validation';
import type { DelegatedCompletionValues } from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  completeDelegatedRegistration,
  delegatedRegistrationStatus,
  resendDelegatedRegistrationToken,
} from '../../shared/registration-api';
import { CheckboxField, TextField } from '@portal/shared-ui/form-field';
import { PasswordChecklist } from '../../shared/password-checklist';
import '../../shared/registration.css';

export const RESEND_PATH = '/pages/delegated-registration-activation/resend';
export const COMPLETE_PATH = '/pages/delegated-registration-activation/complete';
export const ALREADY_REGISTERED = 'This account is already registered.';
export const NO_PERMISSION = 'This account does not have permission to access connect.';

type LinkState = 'checking' | 'valid' | 'missing' | 'already' | 'rejected';

export function DelegatedActivationPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const userId = params.get('userId') ?? '';
  const token = params.get('activationToken') ?? '';
  const missing = !userId || !token;
  const [checkedLink, setLink] = useState<Exclude<LinkState, 'missing'>>('checking');
  const link: LinkState = missing ? 'missing' : checkedLink;
  const [error, setError] = useState<string | null>(null);
  const checked = useRef<string | null>(null);

  useEffect(() => {
    if (missing) return;
    const key = `${userId}\u0000${token}`;
    if (checked.current === key) return;
    checked.current = key;
    delegatedRegistrationStatus(userId, token)
      .then((status) => {
        if (status === 'EXPIRED') navigate(`${RESEND_PATH}?expired=true`, { replace: true });
        else setLink(status === 'VALID' ? 'valid' : status === 'ALREADY_REGISTERED' ? 'already' : 'rejected');
      })
      // the link could not be checked: show the form; submitting tells the rest
      .catch(() => setLink('valid'));
  }, [userId, token, missing, navigate]);

  async function submit(values: DelegatedCompletionValues) {
    setError(null);
    if (!userId || !token) {
      setError(DELEGATED_MESSAGES.missingIds);
      return;
    }
    try {
      const result = await completeDelegatedRegistration({
        userId,
        activationToken: token,
        password: values.password,
        allowHelpDesk: values.allowHelpDesk,
        receiveInfo: values.receiveInfo,
        termsAccepted: values.termsAccepted,
      });
      if (result.success) navigate(COMPLETE_PATH);
      else if (result.expired) navigate(`${RESEND_PATH}?expired=true`);
      else setError('An unexpected error has occurred.');
    } catch (e) {
      setError(userMessageOf(e, 'An unexpected error has occurred.'));
    }
  }

  return (
    <section className="delegated" aria-labelledby="delegated-title">
      <h1 id="delegated-title">Complete Registration</h1>
      {link === 'missing' ? <Alert kind="danger">{DELEGATED_MESSAGES.missingIds}</Alert> : null}
      {link === 'already' ? <Alert kind="danger">{ALREADY_REGISTERED}</Alert> : null}
      {link === 'rejected' ? <Alert kind="danger">{NO_PERMISSION}</Alert> : null}
      {link === 'checking' ? <Spinner label="Checking your link" /> : null}
      {link === 'valid' ? (
        <>
          <p>Choose a password to finish setting up your account.</p>
          {error ? <Alert kind="danger">{error}</Alert> : null}
          <Formik<DelegatedCompletionValues>
            initialValues={INITIAL_DELEGATED_VALUES}
            validationSchema={delegatedCompletionSchema}
            onSubmit={submit}
          >
            {({ values, isSubmitting }) => (
              <Form noValidate>
                <TextField
                  name="password"
                  label="Password"
                  type="password"
                  required
                  autoComplete="new-password"
                  describedBy="delegated-password-checklist"
                >
                  <PasswordChecklist password={values.password} id="delegated-password-checklist" />
                </TextField>
                <TextField
                  name="confirmPassword"
                  label="Confirm Password"
                  type="password"
                  required
                  autoComplete="new-password"
                />
                <CheckboxField
                  name="allowHelpDesk"
                  label="Allow the help desk to remotely support my account"
                />
                <CheckboxField
                  name="receiveInfo"
                  label="Yes, I would like to receive offers and information by email"
                />
                <CheckboxField name="termsAccepted" label="I accept the terms and conditions" />
                <Button type="submit" loading={isSubmitting}>
                  Complete Registration
                </Button>
              </Form>
            )}
          </Formik>
        </>
      ) : null}
    </section>
  );
}

export function DelegatedCompletePage() {
  return (
    <section className="delegated" aria-labelledby="delegated-complete-title">
      <h1 id="delegated-complete-title">Registration Complete</h1>
      <p>Your registration is complete. Click below to log in.</p>
      <Button onClick={() => void requestLogin()}>Log In</Button>
    </section>
  );
}

export const RESEND_SUCCESS = 'A new activation link has been sent to your email address.';
export const RESEND_ERROR =
  'An error occurred while sending the activation link. Please try again later or contact support.';

export function DelegatedResendPage() {
  const [params] = useSearchParams();
  const expired = params.get('expired') === 'true';
  const [outcome, setOutcome] = useState<'success' | 'error' | null>(null);
  const heading = expired ? 'Expired Complete Registration Link' : 'Resend Activation Email';
  return (
    <section className="delegated" aria-labelledby="resend-title">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to="/pages/store">Store</Link>
          </li>
          <li>
            <Link to="/pages/registration">Register</Link>
          </li>
          <li aria-current="page">Activate</li>
        </ol>
      </nav>
      <h1 id="resend-title">{heading}</h1>
      {expired ? (
        <p>Your activation link has expired, a new link can be sent by entering your email address below.</p>
      ) : null}
      {outcome === 'success' ? <Alert kind="success">{RESEND_SUCCESS}</Alert> : null}
      {outcome === 'error' ? <Alert kind="danger">{RESEND_ERROR}</Alert> : null}
      <Formik
        initialValues={{ email: '' }}
        validationSchema={resendSchema}
        onSubmit={async ({ email }) => {
          setOutcome(null);
          try {
            setOutcome((await resendDelegatedRegistrationToken(email.trim())) ? 'success' : 'error');
          } catch {
            setOutcome('error');
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField
              name="email"
              label="Email"
              type="email"
              required
              autoComplete="email"
              maxLength={254}
            />
            <Button type="submit" loading={isSubmitting}>
              Send New Link
            </Button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
