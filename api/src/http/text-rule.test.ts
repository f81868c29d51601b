// The text rule (issue 36): a NUL, a lone surrogate and a string over its field's length, sent to every string
// argument of every GraphQL operation and every string field of every gateway body (the lists generated from the
// schemas and the registry), are each answered 400 in the spec's error shape; not one answer is a 5xx.
import { GATEWAY_HANDLERS } from '../gateway/handlers/index.js';
import { createHarness, USERS } from './test-harness.js';
import type { Harness } from './test-harness.js';
import {
  gatewayEndpoint,
  gatewayTextPositions,
  graphQLOperations,
  operationDocument,
  operationVariables,
  pathParameters,
  setAt,
  textPositions,
} from './operation-catalogue.js';
import {
  DEFAULT_TEXT_MAX,
  TEXT_CHARACTERS_REFUSED,
  findTextFault,
  hasRefusedCharacters,
  textMaxOf,
} from './text-rule.js';
import type { LightMyRequestResponse } from 'fastify';

const NUL = 'bad\u0000text';
const LONE_SURROGATE = 'bad\ud800text';
const BODY_TOO_LARGE = 'The request body is too large.';
/** `bodyLimit`: a field longer than the route's body limit is refused by that limit (413) before any rule */
const badValues = (field: string, bodyLimit = Infinity) => [
  { what: 'NUL', value: NUL, status: 400, message: TEXT_CHARACTERS_REFUSED },
  { what: 'lone surrogate', value: LONE_SURROGATE, status: 400, message: TEXT_CHARACTERS_REFUSED },
  textMaxOf(field) < bodyLimit
    ? {
        what: 'over length',
        value: 'x'.repeat(textMaxOf(field) + 1),
        status: 400,
        message: `${field} must be at most ${textMaxOf(field)} characters.`,
      }
    : { what: 'over the body limit', value: 'x'.repeat(bodyLimit + 1), status: 413, message: BODY_TOO_LARGE },
];

interface Outcome {
  target: string;
  status: number;
  message: string | undefined;
  expected: string;
  expectedStatus: number;
  shaped: boolean;
}

/** The first error message and whether it carries the standard error (uuid, exceptionMessages). */
function readAnswer(res: LightMyRequestResponse): { message: string | undefined; shaped: boolean } {
  const body = res.json() as {
    errors?: { message: string; extensions?: { uuid?: string; exceptionMessages?: string[] } }[];
    uuid?: string;
    exceptionMessages?: string[];
  };
  if (body.errors) {
    const first = body.errors[0];
    return {
      message: first?.message,
      shaped:
        typeof first?.extensions?.uuid === 'string' && Array.isArray(first.extensions.exceptionMessages),
    };
  }
  return {
    message: body.exceptionMessages?.[0],
    shaped: typeof body.uuid === 'string' && Array.isArray(body.exceptionMessages),
  };
}

describe('the text rule at the API edge', () => {
  it('finds NUL and lone surrogates but keeps surrogate pairs, and measures a field by its name', () => {
    expect(hasRefusedCharacters('a\u0000b')).toBe(true);
    expect(hasRefusedCharacters('\udc00')).toBe(true);
    expect(hasRefusedCharacters('x\ud83d')).toBe(true);
    expect(hasRefusedCharacters('lift 😀 ok')).toBe(false);
    expect(findTextFault({ query: 'x'.repeat(DEFAULT_TEXT_MAX) }, '', true)).toBeNull();
    expect(findTextFault({ query: 'x'.repeat(DEFAULT_TEXT_MAX + 1) }, '', true)?.message).toBe(
      `query must be at most ${DEFAULT_TEXT_MAX} characters.`,
    );
    expect(findTextFault({ content: 'x'.repeat(DEFAULT_TEXT_MAX + 1) }, '', true)).toBeNull();
    // characters alone (the HTTP hook) ignore lengths
    expect(findTextFault({ query: 'x'.repeat(DEFAULT_TEXT_MAX + 1) }, '', false)).toBeNull();
    expect(findTextFault({ items: [{ note: NUL }] }, '', false)?.message).toBe(TEXT_CHARACTERS_REFUSED);
  });

  describe('swept over every operation', () => {
    let h: Harness;
    const outcomes: Outcome[] = [];
    beforeAll(async () => {
      h = await createHarness();
    });
    afterAll(async () => {
      await h.close();
    });

    it('answers 400 in the standard error shape to each GraphQL string argument', async () => {
      const operations = graphQLOperations();
      let positions = 0;
      for (const operation of operations) {
        const query = operationDocument(operation);
        for (const argument of operation.field.args) {
          for (const position of textPositions(argument)) {
            positions += 1;
            for (const bad of badValues(position.field)) {
              const variables = operationVariables(operation, { path: position.path, value: bad.value });
              const res =
                operation.endpoint === '/api/graphql'
                  ? await h.graphql(USERS.alice, query, variables)
                  : await h.openGraphql(query, variables);
              outcomes.push({
                target: `${operation.name} ${position.path.join('.')} (${bad.what})`,
                status: res.statusCode,
                expected: bad.message,
                expectedStatus: bad.status,
                ...readAnswer(res),
              });
            }
          }
        }
      }
      // the generated list is the whole schema: every string argument of both endpoints
      expect(operations.length).toBeGreaterThan(100);
      expect(positions).toBeGreaterThan(150);
      const wrong = outcomes.filter(
        (o) => o.status !== o.expectedStatus || !o.shaped || o.message !== o.expected,
      );
      expect(wrong).toEqual([]);
    });

    it('answers 400 in the standard error shape to each gateway body string and path parameter', async () => {
      let positions = 0;
      for (const handler of GATEWAY_HANDLERS) {
        const send = (envelope: Record<string, unknown>) =>
          handler.audience === 'guest' ? h.guestIntegration(envelope) : h.integration(USERS.alice, envelope);
        for (const position of gatewayTextPositions(handler)) {
          positions += 1;
          for (const bad of badValues(position.field, h.config.bodyLimit)) {
            const body: Record<string, unknown> = {};
            setAt(body, position.path, bad.value);
            const res = await send({ endpoint: gatewayEndpoint(handler), body });
            outcomes.push({
              target: `${handler.path} ${position.path.join('.')} (${bad.what})`,
              status: res.statusCode,
              expected: bad.message,
              expectedStatus: bad.status,
              ...readAnswer(res),
            });
          }
        }
        for (const name of pathParameters(handler)) {
          const res = await send({ endpoint: gatewayEndpoint(handler, { [name]: 'bad%00id' }), body: {} });
          outcomes.push({
            target: `${handler.path} {${name}} (NUL)`,
            status: res.statusCode,
            expected: TEXT_CHARACTERS_REFUSED,
            expectedStatus: 400,
            ...readAnswer(res),
          });
        }
      }
      expect(positions).toBeGreaterThan(50);
      const wrong = outcomes.filter(
        (o) =>
          o.target.startsWith('/') &&
          (o.status !== o.expectedStatus || !o.shaped || o.message !== o.expected),
      );
      expect(wrong).toEqual([]);
    });

    it('reports 0 answers of 5xx over the whole sweep', () => {
      const serverErrors = outcomes.filter((o) => o.status >= 500);
      console.log(
        `text-rule sweep on ${h.kind}: ${outcomes.length} requests, ${serverErrors.length} answered 5xx`,
      );
      expect(outcomes.length).toBeGreaterThan(600);
      expect(serverErrors).toEqual([]);
    });

    it('refuses NUL in the GraphQL document itself and in a query string with the error shape', async () => {
      const res = await h.openGraphql('query { getBanners { message } } # \u0000');
      expect(res.statusCode).toBe(400);
      expect(readAnswer(res)).toEqual({ message: TEXT_CHARACTERS_REFUSED, shaped: true });
      const viaQuery = await h.app.inject({ method: 'GET', url: '/api/health?probe=%00' });
      expect(viaQuery.statusCode).toBe(400);
      expect(readAnswer(viaQuery)).toEqual({ message: TEXT_CHARACTERS_REFUSED, shaped: true });
    });

    it('still serves ordinary text, emoji included', async () => {
      const res = await h.openGraphql('query($q: String!) { autocomplete(query: $q) { __typename } }', {
        q: 'lift 😀 platform',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { autocomplete: { __typename: 'Autocomplete' } } });
    });
  });
});
