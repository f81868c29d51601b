// /pages/registration: step 1 'Which type of account do you need?' (Business or Personal), then the form; a
// personal registrant in California gets the refusal with a link to the Supply Store instead.
import { useState } from 'react';
import { Link, useSearchParams } from '@portal/shared-session/routing';
import { brand } from '@portal/rules';
import { FAST_TRACK_OUTCOME_MESSAGES } from '@portal/rules/validation';
import type { RegistrationType } from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { RegistrationForm } from './components/registration-form';
import '../../shared/registration.css';

export const CALIFORNIA_MESSAGE = `We're unable to approve your account at this time. However, you can still place an order by calling us at 877-GO ${brand.product}, option 1.`;

type Step = { kind: 'type' } | { kind: 'form'; type: RegistrationType } | { kind: 'california' };

function AccountTypeStep({ onChoose }: { onChoose(type: RegistrationType): void }) {
  return (
    <section className="account-type" aria-labelledby="account-type-title">
      <h1>Create Account</h1>
      <h2 id="account-type-title">Which type of account do you need?</h2>
      <div className="account-type__cards">
        <article className="account-type__card" aria-labelledby="card-business">
          <h3 id="card-business">Business</h3>
          <p>For business owners, employees or associates.</p>
          <ul>
            <li>View your business and fleet information</li>
            <li>Order replacement parts for your business</li>
          </ul>
          <Button onClick={() => onChoose('B2B')} aria-label="Business account">
            Business
          </Button>
        </article>
        <article className="account-type__card" aria-labelledby="card-personal">
          <h3 id="card-personal">Personal</h3>
          <p>For individual shopping.</p>
          <ul>
            <li>View and manage your personal information only</li>
          </ul>
          <Button onClick={() => onChoose('B2C')} aria-label="Personal account">
            Personal
          </Button>
        </article>
      </div>
    </section>
  );
}

export function RegistrationPage() {
  const [step, setStep] = useState<Step>({ kind: 'type' });
  return (
    <div className="registration-page">
      {step.kind === 'type' ? <AccountTypeStep onChoose={(type) => setStep({ kind: 'form', type })} /> : null}
      {step.kind === 'form' ? (
        <>
          <Button
            variant="link"
            className="registration-page__back"
            onClick={() => setStep({ kind: 'type' })}
          >
            ‹ Choose another account type
          </Button>
          <RegistrationForm type={step.type} onCalifornia={() => setStep({ kind: 'california' })} />
        </>
      ) : null}
      {step.kind === 'california' ? (
        <section className="registration-result" aria-labelledby="california-title">
          <h1 id="california-title">Create Account - Personal</h1>
          <p role="alert">{CALIFORNIA_MESSAGE}</p>
          <Link to="/pages/store" className="registration-result__link">
            Go to Supply Store
          </Link>
        </section>
      ) : null}
    </div>
  );
}

export function RegistrationApprovedPage() {
  return (
    <section className="registration-result" aria-labelledby="approved-title">
      <h1 id="approved-title">Registration Approved</h1>
      <p>
        Your request to create an account has been approved. Please check your email to activate your account.
      </p>
      <Link to="/pages/store" className="registration-result__link">
        Go to Supply Store
      </Link>
    </section>
  );
}

export function RegistrationPendingPage() {
  const [params] = useSearchParams();
  return (
    <section className="registration-result" aria-labelledby="pending-title">
      <h1 id="pending-title">WE ARE CURRENTLY REVIEWING YOUR REGISTRATION</h1>
      {params.get('fastTrack') === 'unauthorized' ? (
        <Alert kind="warning">{FAST_TRACK_OUTCOME_MESSAGES.UNAUTHORIZED_FAST_TRACK}</Alert>
      ) : null}
      <p>
        Thank you for registering. We will e-mail you once your registration has been approved. Questions?
        Call us at {brand.helpLineWithOption}.
      </p>
      <Link to="/pages/store" className="registration-result__link">
        Go to Supply Store
      </Link>
    </section>
  );
}
