import { render, screen } from '@testing-library/react';
import { Router } from '@portal/shared-session/routing';

import {
  PUNCHOUT_FLAG_COOKIE,
  PUNCHOUT_TOKEN_COOKIE,
  readChunkedCookie,
  removeChunkedCookie,
} from '@portal/shared-session';
import { setApiErrorReporter } from '@portal/api-client';
import PunchoutLaunchPage, { MALFORMED_TOKEN_MESSAGE } from './punchout-launch-page';
import { testNavigator } from '@portal/shared-session/testing';

const navigator = testNavigator();

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v), 'utf-8').toString('base64url');
const jwt = (payload: unknown) => `${b64url({ alg: 'RS256' })}.${b64url(payload)}.sig`;

function renderAt(search: string, reload = jest.fn()) {
  render(
    <Router location={`/pages/punchout-launch${search}`} navigator={navigator}>
      <PunchoutLaunchPage reload={reload} />
    </Router>,
  );
  return reload;
}

const flagSet = () => document.cookie.split(';').some((c) => c.trim() === `${PUNCHOUT_FLAG_COOKIE}=true`);

afterEach(() => {
  removeChunkedCookie(PUNCHOUT_TOKEN_COOKIE);
  document.cookie = `${PUNCHOUT_FLAG_COOKIE}=; Path=/; Max-Age=0`;
  setApiErrorReporter(null);
});

it('a good token leaves the punchout cookies and reloads the portal at the store', () => {
  const accessToken = `header.${'p'.repeat(5000)}.signature`; // longer than one cookie chunk
  const reload = renderAt(
    `?token=${jwt({
      accessToken,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      hookUrl: 'https://srm.example/return',
      charset: 'UTF-8',
      target: null,
      punchOutType: 'OCI',
      email: 'punchout@lakeshore-utilities.example',
    })}`,
  );
  expect(reload).toHaveBeenCalledWith('/pages/store');
  expect(readChunkedCookie(PUNCHOUT_TOKEN_COOKIE)).toBe(accessToken);
  expect(flagSet()).toBe(true);
  expect(screen.getByRole('status', { name: 'Starting your procurement session' })).toBeInTheDocument();
});

it('a missing or undecodable token says so and starts nothing', () => {
  const reload = renderAt('?token=not-a-jwt');
  expect(screen.getByRole('alert')).toHaveTextContent('Token could not be decoded');
  expect(reload).not.toHaveBeenCalled();
  expect(flagSet()).toBe(false);
});

it('a malformed token is explained and reported to the global error handler', () => {
  const reporter = jest.fn();
  setApiErrorReporter(reporter);
  const reload = renderAt(`?token=${jwt({ accessToken: 'x', punchOutType: 'OCI' })}`);
  expect(screen.getByRole('alert')).toHaveTextContent(MALFORMED_TOKEN_MESSAGE);
  expect(reload).not.toHaveBeenCalled();
  expect(reporter).toHaveBeenCalledTimes(1);
  const [{ error }] = reporter.mock.calls[0] as [{ error: { messages: string[] } }];
  expect(error.messages[0]).toContain('Malformed punchout launch token: hookUrl is missing');
  expect(readChunkedCookie(PUNCHOUT_TOKEN_COOKIE)).toBeNull();
});
