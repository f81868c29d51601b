import { brand } from '@portal/rules/brand';
import {
  clearSessionHistory,
  createInitialSessionState,
  requestLogout,
  selectOrganization,
  sessionStore,
  setAccessTokenSource,
  setAuthController,
  setCartCount,
} from '@portal/shared-session';
import { PortalApiError } from './api-error';
import { genericFailureMessage, setInterceptorDeps } from './error-interceptor';
import type { InterceptorDeps } from './error-interceptor';
import { runGraphQL } from './graphql-client';
import type { TypedDocument } from './graphql-client';
import { integrationRequest } from './gateway-client';
import { installFakeFetch } from './test-fetch';
import type { FakeAnswer, RecordedCall } from './test-fetch';

let deps: jest.Mocked<InterceptorDeps>;
let route = '/pages/store';
let health: 'UP' | 'DOWN' = 'UP';

beforeEach(() => {
  route = '/pages/store';
  health = 'UP';
  deps = {
    checkHealth: jest.fn(async () => health),
    navigate: jest.fn(),
    reload: jest.fn(),
    report: jest.fn(),
    showToast: jest.fn((_toast: Parameters<InterceptorDeps['showToast']>[0]) => 'toast-1'),
    stopLoading: jest.fn(),
    currentRoute: jest.fn(() => route),
  };
  setInterceptorDeps(deps);
  sessionStore.setState(createInitialSessionState(), true);
  setAccessTokenSource(async () => 'token-abc');
});

afterEach(() => {
  setInterceptorDeps(null);
  setAccessTokenSource(async () => null);
});

function withFetch(answer: (call: RecordedCall) => FakeAnswer) {
  return installFakeFetch(answer);
}

/** A document as codegen would type it (the tests' fields need no schema). */
const doc = (text: string): TypedDocument<unknown, Record<string, unknown>> => ({ toString: () => text });

async function rejection(promise: Promise<unknown>): Promise<PortalApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PortalApiError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('GraphQL client', () => {
  it('posts query and variables to /api/graphql with the bearer token', async () => {
    const f = withFetch(() => ({ body: { data: { hello: 'world' } } }));
    await expect(runGraphQL(doc('query Hello($a: Int) { hello }'), { a: 1 })).resolves.toEqual({
      hello: 'world',
    });
    expect(f.calls[0]?.url).toBe('/api/graphql');
    expect(f.calls[0]?.json).toEqual(
      expect.objectContaining({ operationName: 'Hello', variables: { a: 1 } }),
    );
    expect((f.calls[0]?.json as { query: string }).query).toContain('hello');
    expect((f.calls[0]?.init.headers as Record<string, string>)['authorization']).toBe('Bearer token-abc');
    f.restore();
  });

  it('names the organisation being viewed as, and none when viewing one’s own or all', async () => {
    const f = withFetch(() => ({ body: { data: { hello: 'world' } } }));
    const child = {
      accountId: 'A-21',
      accountNumber: '5021',
      partyId: 'P-21',
      name: 'Summit Power and Light',
    };
    sessionStore.setState({ selectedOrganization: child });
    await runGraphQL(doc('{ hello }'), {});
    expect((f.calls[0]?.init.headers as Record<string, string>)['x-selected-organization']).toBe('A-21');
    sessionStore.setState({ selectedOrganization: null });
    await runGraphQL(doc('{ hello }'), {});
    expect((f.calls[1]?.init.headers as Record<string, string>)['x-selected-organization']).toBeUndefined();
    f.restore();
  });

  it('uses /api/open-graphql without a token when open', async () => {
    const f = withFetch(() => ({ body: { data: { getBanners: [] } } }));
    await runGraphQL(doc('{ getBanners { id } }'), {}, { open: true });
    expect(f.calls[0]?.url).toBe('/api/open-graphql');
    expect((f.calls[0]?.init.headers as Record<string, string>)['authorization']).toBeUndefined();
    f.restore();
  });

  it('turns errors into an HTTP-style error: the first string message is the friendly message, reported', async () => {
    const f = withFetch(() => ({ body: { data: null, errors: [{ message: 'Cart not found' }] } }));
    const error = await rejection(runGraphQL(doc('{ cart { id } }'), {}));
    expect(error.status).toBe(200);
    expect(error.friendlyMessage).toBe('Cart not found');
    expect(error.messages).toEqual(['Cart not found']);
    expect(deps.report).toHaveBeenCalledWith({ error, routeChanged: false, history: expect.any(Array) });
    f.restore();
  });

  it('parses a message holding a brace as JSON; then there is no friendly message', async () => {
    const f = withFetch(() => ({
      body: { errors: [{ message: '{"code":"E42","detail":"bad"}' }, { message: 'second' }] },
    }));
    const error = await rejection(runGraphQL(doc('{ x }'), {}));
    expect(error.messages).toEqual([{ code: 'E42', detail: 'bad' }, 'second']);
    expect(error.friendlyMessage).toBeUndefined();
    f.restore();
  });

  it('keeps a message with a brace that is not JSON as text', async () => {
    const f = withFetch(() => ({ body: { errors: [{ message: 'Unexpected { in input' }] } }));
    const error = await rejection(runGraphQL(doc('{ x }'), {}));
    expect(error.messages).toEqual(['Unexpected { in input']);
    expect(error.friendlyMessage).toBe('Unexpected { in input');
    f.restore();
  });

  it("attaches the session's last 25 actions to the report, names and times only", async () => {
    clearSessionHistory();
    selectOrganization({ accountId: 'ACC-77', accountNumber: '770077', partyId: 'P77', name: 'Keystone' });
    for (let i = 0; i < 29; i += 1) setCartCount('supply-store', i);
    const f = withFetch(() => ({ body: { errors: [{ message: 'Cart not found' }] } }));
    const error = await rejection(runGraphQL(doc('{ cart { id } }'), {}));
    const [report] = deps.report.mock.calls[0] ?? [];
    expect(report?.error).toBe(error);
    expect(report?.history).toHaveLength(25);
    expect(report?.history.every((entry) => entry.action === 'setCartCount')).toBe(true);
    expect(report?.history[24]?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // the bearer token the request carried is nowhere in it
    expect(JSON.stringify(report?.history)).not.toContain('token-abc');
    f.restore();
  });

  it('flags the report when the route changed while the request was out', async () => {
    const f = withFetch(() => {
      route = '/pages/dashboard';
      return { body: { errors: [{ message: 'late failure' }] } };
    });
    const error = await rejection(runGraphQL(doc('{ x }'), {}));
    expect(deps.report).toHaveBeenCalledWith({ error, routeChanged: true, history: expect.any(Array) });
    expect(error.routeChanged).toBe(true);
    f.restore();
  });

  it('broadcasts a standard error carried in the GraphQL extensions', async () => {
    const f = withFetch(() => ({
      body: {
        errors: [
          {
            message: 'No profile found',
            extensions: {
              uuid: 'u-1',
              exceptionMessages: ['No profile found'],
              userFriendlyMessage: 'No profile found',
            },
          },
        ],
      },
    }));
    await rejection(runGraphQL(doc('{ x }'), {}));
    expect(deps.showToast).toHaveBeenCalledWith({ kind: 'error', message: 'No profile found' });
    expect(deps.stopLoading).toHaveBeenCalled();
    f.restore();
  });

  it('a GraphQL answer with a 4xx status keeps that status', async () => {
    const f = withFetch(() => ({ status: 400, body: { errors: [{ message: 'Variable "$a" is invalid' }] } }));
    const error = await rejection(runGraphQL(doc('{ x }'), {}));
    expect(error.status).toBe(400);
    expect(error.friendlyMessage).toBe('Variable "$a" is invalid');
    expect(deps.report).toHaveBeenCalledWith({ error, routeChanged: false, history: expect.any(Array) });
    f.restore();
  });

  it('a failure that is no GraphQL answer keeps its body: a standard error is broadcast', async () => {
    const f = withFetch(() => ({
      status: 403,
      body: { uuid: 'u-2', exceptionMessages: ['Forbidden'], userFriendlyMessage: 'You may not do that.' },
    }));
    const error = await rejection(runGraphQL(doc('{ x }'), {}));
    expect(error.status).toBe(403);
    expect(error.source).toBe('graphql');
    expect(deps.showToast).toHaveBeenCalledWith({ kind: 'error', message: 'You may not do that.' });
    f.restore();
  });

  it('a 503 that is no GraphQL answer checks health: DOWN goes to /outage/', async () => {
    health = 'DOWN';
    const f = withFetch(() => ({ status: 503, text: 'Service Unavailable' }));
    const error = await rejection(runGraphQL(doc('{ x }'), {}));
    expect(error.status).toBe(503);
    expect(deps.navigate).toHaveBeenCalledWith('/outage/');
    expect(deps.report).not.toHaveBeenCalled();
    f.restore();
  });

  it('no answer at all (status 0) goes to /outage/', async () => {
    const f = withFetch(() => ({ networkError: true }));
    const error = await rejection(runGraphQL(doc('{ x }'), {}));
    expect(error.status).toBe(0);
    expect(deps.navigate).toHaveBeenCalledWith('/outage/');
    f.restore();
  });

  it('sends a mutation as a mutation and resolves with its data', async () => {
    const f = withFetch(() => ({ body: { data: { createShoppingCart: { shoppingCartId: 'c-1' } } } }));
    await expect(
      runGraphQL(
        doc('mutation Create { createShoppingCart(application: "supply-store") { shoppingCartId } }'),
        {},
      ),
    ).resolves.toEqual({ createShoppingCart: { shoppingCartId: 'c-1' } });
    expect((f.calls[0]?.json as { query: string }).query).toMatch(/^mutation Create/);
    f.restore();
  });

  it('an aborted call rejects with the abort reason and raises nothing', async () => {
    const f = withFetch(() => ({ body: { data: { x: 1 } } }));
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(runGraphQL(doc('{ x }'), {}, { signal: controller.signal })).rejects.toThrow(
      'left the page',
    );
    expect(f.calls).toHaveLength(0);
    expect(deps.report).not.toHaveBeenCalled();
    f.restore();
  });
});

describe('gateway client', () => {
  it('posts the envelope with the transient profile to /api/integration', async () => {
    sessionStore.setState((s) => ({
      profile: { ...s.profile, accountId: '1001' },
      selectedOrganization: { accountId: '2002', accountNumber: '5', partyId: '9', name: 'Child' },
    }));
    const f = withFetch(() => ({ body: { content: [] } }));
    await integrationRequest({ endpoint: '/fleet/ngSearch', body: { query: 'x' } });
    expect(f.calls[0]?.url).toBe('/api/integration');
    expect(f.calls[0]?.json).toEqual({
      endpoint: '/fleet/ngSearch',
      body: { query: 'x' },
      isSynchronous: true,
      isNonProfileRequest: false,
      transientProfile: { accountId: '1001', userSelectedOrganization: { accountId: '2002' } },
    });
    f.restore();
  });

  it('sends guest endpoints to /api/guestIntegration without a transient profile when non-profile', async () => {
    const f = withFetch(() => ({ body: { ok: true } }));
    await integrationRequest({
      endpoint: '/cns/addToCNSQueueFromPublicApiGuest',
      body: { type: 'AccountPendingEmail' },
      isNonProfileRequest: true,
    });
    expect(f.calls[0]?.url).toBe('/api/guestIntegration');
    expect(f.calls[0]?.json).not.toHaveProperty('transientProfile');
    f.restore();
  });

  it('rejects a /fleet/validate failure silently: no toast, no report, no navigation', async () => {
    const f = withFetch(() => ({
      status: 500,
      body: { uuid: 'u', exceptionMessages: ['Unit not found'], userFriendlyMessage: 'Unit not found' },
    }));
    const error = await rejection(integrationRequest({ endpoint: '/fleet/validate', body: {} }));
    expect(error.status).toBe(500);
    expect(deps.showToast).not.toHaveBeenCalled();
    expect(deps.report).not.toHaveBeenCalled();
    expect(deps.checkHealth).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
    f.restore();
  });

  it('a 5xx checks health: DOWN goes to /outage/ without a report', async () => {
    health = 'DOWN';
    const f = withFetch(() => ({ status: 503, text: 'Service Unavailable' }));
    await rejection(integrationRequest({ endpoint: '/orgOfFleet/groups/search' }));
    expect(deps.checkHealth).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/outage/');
    expect(deps.report).not.toHaveBeenCalled();
    f.restore();
  });

  it('a 404 checks health: UP reports the error and stays', async () => {
    const f = withFetch(() => ({ status: 404, text: 'Not here' }));
    const error = await rejection(integrationRequest({ endpoint: '/customers/findById/1' }));
    expect(deps.checkHealth).toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.report).toHaveBeenCalledWith({ error, routeChanged: false, history: expect.any(Array) });
    f.restore();
  });

  it('a URL containing /health checks health even for a 4xx', async () => {
    health = 'DOWN';
    const f = withFetch(() => ({ status: 400, text: 'bad' }));
    await rejection(integrationRequest({ endpoint: '/health/details' }));
    expect(deps.checkHealth).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('/outage/');
    f.restore();
  });

  it('a 400 does not check health and is reported', async () => {
    const f = withFetch(() => ({ status: 400, text: 'bad request' }));
    await rejection(integrationRequest({ endpoint: '/orgOfFleet/groups/search' }));
    expect(deps.checkHealth).not.toHaveBeenCalled();
    expect(deps.report).toHaveBeenCalledTimes(1);
    f.restore();
  });

  it('a network failure (status 0) goes to /outage/', async () => {
    const f = withFetch(() => ({ networkError: true }));
    const error = await rejection(integrationRequest({ endpoint: '/fleet/ngSearch' }));
    expect(error.status).toBe(0);
    expect(deps.navigate).toHaveBeenCalledWith('/outage/');
    expect(deps.checkHealth).not.toHaveBeenCalled();
    f.restore();
  });

  it.each([
    ['the /telematics/events path', { endpoint: '/telematics/events' }, { status: 400, text: 'nope' }],
    [
      "the first message 'Error generating/uploading bulk PDF document'",
      { endpoint: '/invoices/bulkInvoicePdf' },
      {
        status: 400,
        body: { uuid: 'u', exceptionMessages: ['Error generating/uploading bulk PDF document'] },
      },
    ],
    [
      'a URL about the last SSO heartbeat',
      { endpoint: '/rest/model/atg/userprofiling/ProfileActor/getLastSSOHeartbeat' },
      { status: 400, text: 'nope' },
    ],
  ])('does not report %s', async (_name, request, answer) => {
    const f = withFetch(() => answer);
    await rejection(integrationRequest(request));
    expect(deps.report).not.toHaveBeenCalled();
    f.restore();
  });

  it("reloads the page when a string body says 'only available to logged in users'", async () => {
    const f = withFetch(() => ({
      status: 401,
      text: 'This operation is only available to logged in users.',
    }));
    await rejection(integrationRequest({ endpoint: '/fleet/ngSearch' }));
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(deps.report).not.toHaveBeenCalled();
    f.restore();
  });

  describe('while the page is signing out', () => {
    const loginRequired = { status: 401, text: 'This operation is only available to logged in users.' };
    /** A sign-out whose navigation to the identity provider has not left the page yet (or failed: `fail`). */
    function signOutPending(): { fail: (error: Error) => void; done: Promise<void> } {
      let fail: (error: Error) => void = () => undefined;
      setAuthController({
        login: jest.fn(async () => undefined),
        logout: () =>
          new Promise<void>((_resolve, reject) => {
            fail = reject;
          }),
      });
      const done = requestLogout();
      return { fail: (error) => fail(error), done };
    }

    afterEach(() => {
      // a registered controller starts a page that is not signing out
      setAuthController({ login: async () => undefined, logout: async () => undefined });
    });

    it("does not reload on 'only available to logged in users' (the reload would replace the logout navigation)", async () => {
      signOutPending();
      const f = withFetch(() => loginRequired);
      const error = await rejection(integrationRequest({ endpoint: '/fleet/ngSearch' }));
      expect(error.status).toBe(401);
      expect(deps.reload).not.toHaveBeenCalled();
      expect(deps.navigate).not.toHaveBeenCalled();
      expect(deps.showToast).not.toHaveBeenCalled();
      expect(deps.report).not.toHaveBeenCalled();
      f.restore();
    });

    it('does not go to the outage page when a request gets no answer', async () => {
      signOutPending();
      const f = withFetch(() => ({ networkError: true }));
      await rejection(integrationRequest({ endpoint: '/fleet/ngSearch' }));
      expect(deps.navigate).not.toHaveBeenCalled();
      f.restore();
    });

    it('acts again once a sign-out has failed and the page stays', async () => {
      const signOut = signOutPending();
      signOut.fail(new Error('the identity SDK could not load'));
      await expect(signOut.done).rejects.toThrow('the identity SDK could not load');
      const f = withFetch(() => loginRequired);
      await rejection(integrationRequest({ endpoint: '/fleet/ngSearch' }));
      expect(deps.reload).toHaveBeenCalledTimes(1);
      f.restore();
    });
  });

  it('shows the userFriendlyMessage of a standard error and stops the loader', async () => {
    const f = withFetch(() => ({
      status: 403,
      body: { uuid: 'u-2', exceptionMessages: ['No profile found'], userFriendlyMessage: 'No profile found' },
    }));
    await rejection(integrationRequest({ endpoint: '/fleet/ngSearch' }));
    expect(deps.showToast).toHaveBeenCalledWith({ kind: 'error', message: 'No profile found' });
    expect(deps.stopLoading).toHaveBeenCalled();
    f.restore();
  });

  it('shows a sticky apology with the support address when a standard error has no friendly message', async () => {
    const f = withFetch(() => ({ status: 409, body: { uuid: 'u-3', exceptionMessages: ['conflict'] } }));
    await rejection(integrationRequest({ endpoint: '/orgOfFleet/update' }));
    expect(deps.showToast).toHaveBeenCalledWith({
      kind: 'error',
      sticky: true,
      message: `Some functionality may currently be unavailable. We apologize for the inconvenience. Please attempt to refresh the page, or contact us at ${brand.supportEmail}`,
    });
    expect(deps.stopLoading).not.toHaveBeenCalled();
    expect(genericFailureMessage('help@x.example')).toContain('contact us at help@x.example');
    f.restore();
  });

  it('does not toast an error without a uuid', async () => {
    const f = withFetch(() => ({ status: 400, body: { exceptionMessages: ['x'] } }));
    await rejection(integrationRequest({ endpoint: '/orgOfFleet/update' }));
    expect(deps.showToast).not.toHaveBeenCalled();
    f.restore();
  });
});
