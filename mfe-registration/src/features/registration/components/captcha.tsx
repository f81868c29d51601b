// "I'm not a robot": a self-hosted ALTCHA check. Ticking it fetches a challenge from the API and solves it in
// the browser; the solution (single use) goes with the registration. Remount it (a new `key`) to start over.
import { useEffect, useId, useRef, useState } from 'react';
import { fetchCaptchaChallenge } from '../../../shared/registration-api';
import { solveChallenge } from './altcha-solver';

type CaptchaState = 'idle' | 'verifying' | 'verified' | 'failed';

export interface CaptchaProps {
  onChange(payload: string): void;
  /** the error to show (after a touch or a failed submit) */
  error?: string | undefined;
}

export function Captcha({ onChange, error }: CaptchaProps) {
  const [state, setState] = useState<CaptchaState>('idle');
  const abort = useRef<AbortController | null>(null);
  const id = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => () => abort.current?.abort(), []);

  async function verify() {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState('verifying');
    try {
      const challenge = await fetchCaptchaChallenge();
      const payload = await solveChallenge(challenge, { signal: controller.signal });
      if (controller.signal.aborted) return;
      if (!payload) throw new Error('no solution');
      setState('verified');
      onChangeRef.current(payload);
    } catch {
      if (controller.signal.aborted) return;
      setState('failed');
      onChangeRef.current('');
    }
  }

  const checked = state === 'verifying' || state === 'verified';
  return (
    <div className={`captcha captcha--${state}${error ? ' captcha--invalid' : ''}`} data-testid="captcha">
      <label htmlFor={id} className="captcha__label">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            if (e.target.checked) void verify();
          }}
        />
        <span>I&apos;m not a robot</span>
      </label>
      <span className="captcha__status" aria-live="polite">
        {state === 'verifying'
          ? 'Verifying…'
          : state === 'verified'
            ? 'Verified'
            : state === 'failed'
              ? 'Verification failed, please try again.'
              : ''}
      </span>
      <span className="captcha__brand">Protected by ALTCHA</span>
      {error ? (
        <p className="pui-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
