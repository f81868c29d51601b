// Every action of an impersonated session is recorded (issue 17): the customer-service agent behind it is the
// actor (the token's `act` claim), the impersonated user the subject. GraphQL mutations and gateway calls are
// recorded once they ran, with their outcome; reads over GraphQL are not actions and are not recorded.
import type { Plugin } from 'graphql-yoga';
import { Kind } from 'graphql';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import type { RequestContext } from '../../auth/request-context.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { recordAudit } from '../../audit/audit-log.js';

export const IMPERSONATED_ACTION = 'IMPERSONATED_ACTION';

/** Records one action of an impersonated session; anything else is left alone. A failure to record is logged. */
export async function auditImpersonatedAction(
  ctx: RequestContext,
  details: { operation: string; outcome: 'OK' | 'ERROR' },
): Promise<void> {
  if (!ctx.caller.claims?.isImpersonation) return;
  try {
    await recordAudit(ctx, ctx.db, { action: IMPERSONATED_ACTION, details });
  } catch (error) {
    ctx.log.error({ err: error, ...details }, 'impersonated action not recorded');
  }
}

function operationOf(
  document: DocumentNode,
  name: string | null | undefined,
): OperationDefinitionNode | null {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return (name ? operations.find((o) => o.name?.value === name) : operations[0]) ?? null;
}

/** The Yoga plugin: after a mutation of an impersonated session, one audit row naming its fields. */
export const impersonationAuditPlugin: Plugin<GraphQLContext> = {
  onExecute({ args }) {
    const ctx = (args.contextValue as Partial<GraphQLContext>).ctx;
    if (!ctx?.caller.claims?.isImpersonation) return undefined;
    const operation = operationOf(args.document, args.operationName);
    if (operation?.operation !== 'mutation') return undefined;
    const fields = operation.selectionSet.selections.flatMap((s) =>
      s.kind === Kind.FIELD ? [s.name.value] : [],
    );
    return {
      async onExecuteDone({ result }) {
        const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
        await auditImpersonatedAction(ctx, {
          operation: `graphql mutation ${fields.join(', ')}`,
          outcome: failed ? 'ERROR' : 'OK',
        });
      },
    };
  },
};
