/**
 * @jest-environment node
 */
// The mock API's handlers answer the typed documents and gateway endpoints the remotes call (issue 42).
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AssociateOrganizationsDocument, StartupProfileDocument } from '../gql/graphql';
import { baseHandlers, MOCK_B2B_ADMIN, mockGateway, mockGraphQL, operationOf } from './index';

const API = 'http://portal.test/api';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

describe('mock API', () => {
  it("names a typed document's operation", () => {
    expect(operationOf(StartupProfileDocument)).toEqual({ kind: 'query', name: 'StartupProfile' });
  });

  it('answers a typed document by its operation, with the variables it was sent', async () => {
    server.use(
      mockGraphQL(AssociateOrganizationsDocument, (variables) => ({
        associateOrganizations: [
          { accountId: '1', accountNumber: '2', partyId: '3', name: `found ${String(variables.query)}` },
        ],
      })),
    );
    const answer = await post('/graphql', {
      query: AssociateOrganizationsDocument.toString(),
      variables: { query: 'Summit' },
    });
    expect(answer.body).toEqual({
      data: {
        associateOrganizations: [{ accountId: '1', accountNumber: '2', partyId: '3', name: 'found Summit' }],
      },
    });
  });

  it('answers the base profile query with the mock user', async () => {
    server.use(...baseHandlers());
    const answer = await post('/graphql', { query: StartupProfileDocument.toString() });
    expect(answer.body).toEqual({ data: { getDetailedProfile: MOCK_B2B_ADMIN } });
  });

  it('answers a gateway endpoint by the envelope, and leaves other endpoints to the next handler', async () => {
    server.use(
      mockGateway('/fleet/units', (body) => ({ units: [], asked: body })),
      http.post(`${API}/integration`, () => HttpResponse.json({ fallthrough: true })),
    );
    expect((await post('/integration', { endpoint: '/fleet/units', body: { page: 2 } })).body).toEqual({
      units: [],
      asked: { page: 2 },
    });
    expect((await post('/guestIntegration', { endpoint: '/fleet/units', body: {} })).body).toEqual({
      units: [],
      asked: {},
    });
    expect((await post('/integration', { endpoint: '/orders', body: {} })).body).toEqual({
      fallthrough: true,
    });
  });
});
