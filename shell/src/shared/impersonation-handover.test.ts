import { createImpersonationHandover, safeReturnPath } from './impersonation-handover';

beforeEach(() => sessionStorage.clear());

it('carries the session and the agent’s page from the start to the end, once', () => {
  const handover = createImpersonationHandover(sessionStorage);
  handover.begin({ sessionId: 'grant-1', returnTo: '/pages/csr/customerSupport/user?email=a%40b.example' });
  expect(handover.isEnding()).toBe(false);
  const ending = handover.end('AGENT', 'grant-from-token');
  expect(ending).toEqual({
    sessionId: 'grant-1',
    returnTo: '/pages/csr/customerSupport/user?email=a%40b.example',
    reason: 'AGENT',
  });
  expect(handover.current()).toBeNull();
  expect(handover.isEnding()).toBe(true);
  expect(handover.takeEnding()).toEqual(ending);
  expect(handover.takeEnding()).toBeNull();
});

it('ends a session another tab started with the id its token names, back at the start page', () => {
  const handover = createImpersonationHandover(sessionStorage);
  expect(handover.end('TIME_LIMIT', 'grant-2')).toEqual({
    sessionId: 'grant-2',
    returnTo: '/',
    reason: 'TIME_LIMIT',
  });
});

it('comes back only to a path on this origin', () => {
  expect(safeReturnPath('/pages/csr')).toBe('/pages/csr');
  expect(safeReturnPath('//evil.example/x')).toBe('/');
  expect(safeReturnPath('https://evil.example/')).toBe('/');
});
