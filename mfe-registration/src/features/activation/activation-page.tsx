// /pages/account-activation?userId&activationToken (spec 4 "Activation"): VERIFYING, then ALREADY_ACTIVE,
// SUCCESS, EXPIRED (also for any server error) or REJECTED with the spec's messages.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@portal/shared-session/routing';
import { requestLogin } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { activateAccount, resendActivationEmail } from '../../shared/registration-api';
import type { ActivationResult } from '../../shared/registration-api';
import '../../shared/registration.css';

export type ActivationState = 'VERIFYING' | ActivationResult;

export function ActivationPage() {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const token = params.get('activationToken') ?? '';
  const [state, setState] = useState<ActivationState>('VERIFYING');
  const [resend, setResend] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const started = useRef<string | null>(null);

  useEffect(() => {
    const key = `${userId}\u0000${token}`;
    if (started.current === key) return;
    started.current = key;
    let live = true;
    activateAccount(userId, token)
      .then((result) => live && setState(result))
      .catch(() => live && setState('EXPIRED'));
    return () => {
      live = false;
    };
  }, [userId, token]);

  async function sendAgain() {
    setResend('sending');
    try {
      setResend((await resendActivationEmail(userId)) ? 'sent' : 'failed');
    } catch {
      setResend('failed');
    }
  }

  const login = () => void requestLogin();

  return (
    <section className="activation" aria-labelledby="activation-title" data-state={state}>
      <h1 id="activation-title">Account Activation</h1>
      {state === 'VERIFYING' ? (
        <div className="activation__verifying">
          <Spinner label="Verifying your account" />
          <p>Verifying your account…</p>
        </div>
      ) : null}
      {state === 'SUCCESS' ? (
        <div>
          <h2>SUCCESS</h2>
          <p>Your account has been successfully activated.</p>
          <Button onClick={login}>Log In</Button>
        </div>
      ) : null}
      {state === 'ALREADY_ACTIVE' ? (
        <div>
          <h2>User Already registered</h2>
          <p>Your account is already registered. Click below to log in.</p>
          <Button onClick={login}>Log In</Button>
        </div>
      ) : null}
      {state === 'EXPIRED' ? (
        <div>
          <p>Your activation token is invalid. Click below to send a new activation email.</p>
          {resend === 'sent' ? (
            <Alert kind="success">A new activation email has been sent to your email address.</Alert>
          ) : (
            <Button onClick={() => void sendAgain()} loading={resend === 'sending'}>
              Send Activation Email
            </Button>
          )}
          {resend === 'failed' ? (
            <Alert kind="danger">
              An error occurred while sending the activation link. Please try again later or contact support.
            </Alert>
          ) : null}
        </div>
      ) : null}
      {state === 'REJECTED' ? <p role="alert">You do not have permission to access connect.</p> : null}
    </section>
  );
}
