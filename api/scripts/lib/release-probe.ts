// The release probe (issue 36, `npm run probe`): every by-id operation — each GraphQL operation of /api/graphql and
// each gateway endpoint with an id among its inputs, listed from the schema and the registry — called by every
// attacker with another organisation's ids, reporting any answer that hands back that organisation's data (a
// cross-organisation success) and any 5xx.
// The other organisation's ids are harvested over the API itself: its user and the attacker each call every
// operation that needs no input and collect the id-like values they see; what only the victim sees is foreign to
// the attacker. Mutations are sent too: run it against a release candidate's seeded data, never the live portal.
import { getNamedType, isNonNullType, isObjectType } from 'graphql';
import type { GraphQLArgument, GraphQLObjectType, GraphQLSchema } from 'graphql';
import { GATEWAY_HANDLERS } from '../../src/gateway/handlers/index.js';
import type { GatewayHandler } from '../../src/gateway/registry.js';
import {
  endpointSchemas,
  gatewayEndpoint,
  gatewayInputPositions,
  inputPositions,
  graphQLOperations,
  operationDocument,
  operationVariables,
  pathParameters,
  setAt,
} from '../../src/http/operation-catalogue.js';
import type { InputPath, TextPosition } from '../../src/http/operation-catalogue.js';

export interface Principal {
  /** who, for the report (an e-mail, a role) */
  label: string;
  token: string;
}

export interface Attack {
  attacker: Principal;
  /** a user of another organisation, whose ids the attacker tries */
  victim: Principal;
}

export interface Finding {
  attacker: string;
  victim: string;
  operation: string;
  status: number;
  /** 'cross-organisation success' or '5xx' */
  kind: string;
  /** the victim's values the answer carried */
  leaked: string[];
}

export interface ReleaseProbeResult {
  findings: Finding[];
  calls: number;
  /** by-id operations and the attacks each was tried in */
  operations: number;
  report: string;
}

/** Names of inputs and outputs that hold an identifier. */
export const isIdName = (name: string) => /^(id|ids)$|Ids?$|ID$|^accountNumber$/.test(name);

export type Values = Map<string, Set<string>>;

function collect(value: unknown, key: string, into: Values, depth = 0): void {
  if (depth > 12 || value === null || value === undefined) return;
  if (typeof value === 'string') {
    if (isIdName(key) && value.length >= 2) {
      const set = into.get(key) ?? new Set<string>();
      set.add(value);
      into.set(key, set);
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, key, into, depth + 1);
    return;
  }
  if (typeof value === 'object')
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) collect(v, k, into, depth + 1);
}

/** A selection of the id-like leaves of `type` (to `depth` levels), or '' when it has none. */
function idSelection(type: GraphQLObjectType, depth: number): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((a) => isNonNullType(a.type))) continue;
    const named = getNamedType(field.type);
    if (isObjectType(named)) {
      if (depth <= 1) continue;
      const inner = idSelection(named, depth - 1);
      if (inner) parts.push(`${field.name} ${inner}`);
    } else if (isIdName(field.name)) parts.push(field.name);
  }
  return parts.length > 0 ? `{ ${parts.join(' ')} }` : '';
}

/** Where ids go in an operation's arguments: an input named like an id, or of type ID. */
function idPositions(argument: GraphQLArgument): TextPosition[] {
  return inputPositions(argument).filter((p) => isIdName(p.field) || p.type === 'ID');
}

/** Where ids go in a gateway body: a string (or an untyped value) named like an id. */
function gatewayIdPositions(handler: GatewayHandler): TextPosition[] {
  return gatewayInputPositions(handler).filter(
    (p) => (p.type === 'string' || p.type === 'mixed') && isIdName(p.field),
  );
}

export interface Client {
  graphql(token: string, query: string, variables: Record<string, unknown>): Promise<Answer>;
  integration(token: string, envelope: Record<string, unknown>): Promise<Answer>;
  readonly calls: number;
}

export interface Answer {
  status: number;
  body: unknown;
}

export function httpClient(portalUrl: string): Client {
  const base = portalUrl.replace(/\/$/, '');
  let calls = 0;
  const post = async (path: string, token: string, body: unknown): Promise<Answer> => {
    calls += 1;
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // a text answer (the login message) stays text
    }
    return { status: response.status, body: parsed };
  };
  return {
    get calls() {
      return calls;
    },
    graphql: (token, query, variables) => post('/api/graphql', token, { query, variables }),
    integration: (token, envelope) => post('/api/integration', token, envelope),
  };
}

/** At most this many pages of one list are read (a list that never ends must not hold the probe). */
export const HARVEST_PAGE_LIMIT = 200;

type SchemaNode = {
  type?: string;
  fields?: Record<string, SchemaNode>;
  tests?: { name?: string; params?: unknown }[];
};

/** A gateway body's page size: the largest its schema allows (fewer calls), or none when it has no `size`. */
function largestSize(node: SchemaNode | undefined): number | undefined {
  const max = node?.tests?.find((t) => t.name === 'max')?.params as { max?: unknown } | undefined;
  return typeof max?.max === 'number' ? max.max : undefined;
}

/**
 * Reads every page of a list: page 0, 1, … until an answer is refused or brings no id the earlier pages did not.
 * The first page alone is not enough: an id the caller shares with another organisation may sit on a later page
 * of the caller's own list, and would then look foreign to them (a false finding).
 */
async function everyPage(
  read: (page: number) => Promise<unknown>,
  into: Values,
  paged: boolean,
): Promise<void> {
  for (let page = 0; page < (paged ? HARVEST_PAGE_LIMIT : 1); page += 1) {
    const found: Values = new Map();
    const answer = await read(page);
    if (answer === undefined) return;
    collect(answer, '', found);
    let fresh = 0;
    for (const [name, set] of found) {
      const known = into.get(name) ?? new Set<string>();
      for (const value of set)
        if (!known.has(value)) {
          known.add(value);
          fresh += 1;
        }
      into.set(name, known);
    }
    if (fresh === 0) return;
  }
}

/** Every id-like value `who` can read through the operations that need no input, every page of each list. */
export async function harvest(
  client: Client,
  schema: GraphQLSchema,
  handlers: readonly GatewayHandler[],
  who: Principal,
): Promise<Values> {
  const values: Values = new Map();
  const query = schema.getQueryType();
  for (const field of Object.values(query?.getFields() ?? {})) {
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    const selection = isObjectType(named) ? idSelection(named, 3) : '';
    if (isObjectType(named) && !selection) continue;
    const paged = field.args.some((a) => a.name === 'page');
    await everyPage(
      async (page) => {
        const answer = await client.graphql(
          who.token,
          paged
            ? `query Harvest($page: Int) { ${field.name}(page: $page) ${selection} }`
            : `query Harvest { ${field.name} ${selection} }`,
          paged ? { page } : {},
        );
        return (answer.body as { data?: unknown } | null)?.data ?? undefined;
      },
      values,
      paged,
    );
  }
  for (const handler of handlers) {
    if (handler.audience === 'guest' || handler.kind !== 'sync' || pathParameters(handler).length > 0)
      continue;
    const fields = (handler.schema.describe() as SchemaNode).fields ?? {};
    const paged = fields['page']?.type === 'number';
    const size = largestSize(fields['size']);
    await everyPage(
      async (page) => {
        const body = paged ? { page, ...(size === undefined ? {} : { size }) } : {};
        const answer = await client.integration(who.token, { endpoint: handler.path, body });
        return answer.status === 200 ? answer.body : undefined;
      },
      values,
      paged,
    );
  }
  return values;
}

/** The victim's values the attacker cannot see: another organisation's ids. */
function foreignValues(victim: Values, attacker: Values): Values {
  const foreign: Values = new Map();
  const seenByAttacker = new Set([...attacker.values()].flatMap((set) => [...set]));
  for (const [name, set] of victim) {
    const only = [...set].filter((v) => !seenByAttacker.has(v));
    if (only.length > 0) foreign.set(name, new Set(only));
  }
  return foreign;
}

/** A value for an id input called `name`: the victim's own under that name, else under a name ending alike. */
function foreignFor(name: string, foreign: Values): string | undefined {
  const exact = foreign.get(name);
  if (exact) return [...exact][0];
  const singular = name.replace(/s$/, '');
  for (const [key, set] of foreign) if (key.replace(/s$/, '') === singular) return [...set][0];
  return undefined;
}

function leakedIn(body: unknown, foreign: Values): string[] {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  return [...new Set([...foreign.values()].flatMap((set) => [...set]))].filter((v) => text.includes(v));
}

export async function runReleaseProbe(options: {
  portalUrl: string;
  attacks: Attack[];
  /** the gateway's endpoints (default: the registry the API serves) */
  handlers?: readonly GatewayHandler[];
}): Promise<ReleaseProbeResult> {
  const handlers = options.handlers ?? GATEWAY_HANDLERS;
  const client = httpClient(options.portalUrl);
  const schema = endpointSchemas()['/api/graphql'];
  const operations = graphQLOperations().filter(
    (op) => op.endpoint === '/api/graphql' && op.field.args.some((a) => idPositions(a).length > 0),
  );
  const gateways = handlers.filter(
    (h) => h.audience !== 'guest' && (pathParameters(h).length > 0 || gatewayIdPositions(h).length > 0),
  );
  const harvested = new Map<string, Values>();
  const valuesOf = async (who: Principal) => {
    let values = harvested.get(who.label);
    if (!values) harvested.set(who.label, (values = await harvest(client, schema, handlers, who)));
    return values;
  };
  const findings: Finding[] = [];
  const lines: string[] = [];
  for (const { attacker, victim } of options.attacks) {
    const foreign = foreignValues(await valuesOf(victim), await valuesOf(attacker));
    let tried = 0;
    const judge = (operation: string, answer: Answer) => {
      if (answer.status >= 500) {
        findings.push({
          attacker: attacker.label,
          victim: victim.label,
          operation,
          status: answer.status,
          kind: '5xx',
          leaked: [],
        });
        return;
      }
      const errors = (answer.body as { errors?: unknown[] } | null)?.errors;
      if (answer.status !== 200 || (errors && errors.length > 0)) return;
      const data = (answer.body as { data?: unknown } | null)?.data ?? answer.body;
      const leaked = leakedIn(data, foreign);
      if (leaked.length > 0)
        findings.push({
          attacker: attacker.label,
          victim: victim.label,
          operation,
          status: answer.status,
          kind: 'cross-organisation success',
          leaked,
        });
    };
    for (const operation of operations) {
      const put: { path: InputPath; value: string }[] = [];
      for (const argument of operation.field.args)
        for (const position of idPositions(argument)) {
          const value = foreignFor(position.field, foreign);
          if (value !== undefined) put.push({ path: position.path, value });
        }
      if (put.length === 0) continue;
      const variables = operationVariables(operation);
      for (const p of put) setAt(variables, p.path, p.value);
      tried += 1;
      judge(operation.name, await client.graphql(attacker.token, operationDocument(operation), variables));
    }
    for (const handler of gateways) {
      const params: Record<string, string> = {};
      for (const name of pathParameters(handler)) {
        const value = foreignFor(name, foreign) ?? foreignFor('accountId', foreign);
        if (value !== undefined) params[name] = encodeURIComponent(value);
      }
      const body: Record<string, unknown> = {};
      let sent = Object.keys(params).length > 0;
      for (const position of gatewayIdPositions(handler)) {
        const value = foreignFor(position.field, foreign);
        if (value === undefined) continue;
        setAt(body, position.path, value);
        sent = true;
      }
      if (!sent) continue;
      tried += 1;
      judge(
        `gateway ${handler.path}`,
        await client.integration(attacker.token, { endpoint: gatewayEndpoint(handler, params), body }),
      );
    }
    lines.push(`${attacker.label} with ${victim.label}'s ids: ${tried} by-id operations tried`);
  }
  const report = [
    `Release probe of ${options.portalUrl}: ${operations.length} GraphQL and ${gateways.length} gateway by-id operations`,
    ...lines,
    ...findings.map(
      (f) =>
        `FINDING ${f.kind}: ${f.attacker} → ${f.operation} (${f.status}) with ${f.victim}'s ids${f.leaked.length ? `, answered ${f.leaked.join(', ')}` : ''}`,
    ),
    `${findings.length} finding(s) over ${client.calls} calls`,
  ].join('\n');
  return { findings, calls: client.calls, operations: operations.length + gateways.length, report };
}
