// Every API operation with the rule it enforces: the gateway's handlers and the GraphQL root fields. Read by the
// access-rules reference (docs/access-rules.md) and by the operation × role test; nothing here is a second copy
// of a rule: the handlers and graphql/operation-rules.ts declare them.
import { GATEWAY_HANDLERS } from '../gateway/handlers/index.js';
import {
  MUTATION_RULES,
  OPEN_MUTATION_RULES,
  OPEN_QUERY_RULES,
  QUERY_RULES,
} from '../graphql/operation-rules.js';
import { isRuleByField, operationRuleName } from './operation-rule.js';
import type { OperationRule } from './operation-rule.js';

export type OperationTransport =
  | 'integration'
  | 'guestIntegration'
  | 'graphql query'
  | 'graphql mutation'
  | 'open-graphql query'
  | 'open-graphql mutation';

export interface ApiOperation {
  transport: OperationTransport;
  /** the endpoint path or the field name */
  name: string;
  /** the body field and value a rule chosen by input applies to (/telematics/insights {insight: 'safety'}) */
  when?: { field: string; value: string };
  rule: OperationRule;
  /** the rule's name, or `public` / `signed-in` */
  ruleName: string;
}

function fields(
  transport: OperationTransport,
  rules: Readonly<Record<string, OperationRule>>,
): ApiOperation[] {
  return Object.entries(rules).map(([name, rule]) => ({
    transport,
    name,
    rule,
    ruleName: operationRuleName(rule),
  }));
}

/** Every operation the API serves with its rule, in a stable order (transport, then name). */
export function apiOperations(): ApiOperation[] {
  const gateway: ApiOperation[] = [];
  for (const handler of GATEWAY_HANDLERS) {
    const transports: OperationTransport[] =
      handler.audience === 'both'
        ? ['integration', 'guestIntegration']
        : [handler.audience === 'guest' ? 'guestIntegration' : 'integration'];
    for (const transport of transports) {
      const declared = handler.rule;
      if (!isRuleByField(declared)) {
        gateway.push({
          transport,
          name: handler.path,
          rule: declared,
          ruleName: operationRuleName(declared),
        });
        continue;
      }
      for (const [value, rule] of Object.entries(declared.rules))
        gateway.push({
          transport,
          name: handler.path,
          when: { field: declared.field, value },
          rule,
          ruleName: operationRuleName(rule),
        });
    }
  }
  const all = [
    ...gateway,
    ...fields('graphql query', QUERY_RULES),
    ...fields('graphql mutation', MUTATION_RULES),
    ...fields('open-graphql query', OPEN_QUERY_RULES),
    ...fields('open-graphql mutation', OPEN_MUTATION_RULES),
  ];
  const key = (o: ApiOperation) => `${o.transport} ${o.name} ${o.when?.value ?? ''}`;
  return all.sort((a, b) => key(a).localeCompare(key(b)));
}
