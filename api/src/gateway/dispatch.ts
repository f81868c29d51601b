// POST /api/integration and /api/guestIntegration: the envelope {endpoint, body, isSynchronous,
// isNonProfileRequest, transientProfile} is validated, matched to its handler, authorised and run.
import * as yup from 'yup';
import { enforceOperationRule, isRuleByField, ruleForBody } from '../access/operation-rule.js';
import type { RequestContext } from '../auth/request-context.js';
import { ApiError, noProfile, unauthenticated } from '../errors/api-error.js';
import { findTextFault } from '../http/text-rule.js';
import { UNKNOWN_ENDPOINT } from '../errors/messages.js';
import { auditImpersonatedAction } from '../domains/impersonation/impersonation-audit.js';
import { queueJob } from '../jobs/job-service.js';
import { str, validate, validateDeclared } from '../shared/validation.js';
import type { GatewayRegistry } from './registry.js';

export const envelopeSchema = yup
  .object({
    endpoint: str('endpoint')
      .trim()
      .required('endpoint is required.')
      .max(300, 'endpoint must be at most 300 characters.')
      .matches(/^\/[A-Za-z0-9/_.{}%-]*$/, 'endpoint must be a path starting with /.'),
    body: yup
      .mixed<Record<string, unknown> | unknown[]>()
      .test('body', 'body must be an object.', (v) => v === undefined || v === null || typeof v === 'object')
      .nullable(),
    isSynchronous: yup.boolean().typeError('isSynchronous must be true or false.').default(true),
    isNonProfileRequest: yup.boolean().typeError('isNonProfileRequest must be true or false.').default(false),
    transientProfile: yup
      .object({
        accountId: str('transientProfile.accountId').nullable(),
        userSelectedOrganization: yup
          .object({ accountId: str('transientProfile.userSelectedOrganization.accountId').nullable() })
          .nullable()
          .default(null),
      })
      .nullable()
      .default(null),
  })
  .typeError('The request body must be a JSON object.');

export type Envelope = yup.InferType<typeof envelopeSchema>;

export function parseEnvelope(raw: unknown): Envelope {
  return validate(envelopeSchema, raw ?? {});
}

/** The organisation a gateway call asks to view as: the transient profile's selected organisation. */
export function envelopeSelection(envelope: Envelope): string | null {
  return envelope.transientProfile?.userSelectedOrganization?.accountId ?? null;
}

export async function dispatch(
  ctx: RequestContext,
  registry: GatewayRegistry,
  route: 'integration' | 'guestIntegration',
  envelope: Envelope,
): Promise<unknown> {
  const match = registry.match(envelope.endpoint);
  if (!match)
    throw new ApiError('NOT_FOUND', UNKNOWN_ENDPOINT, {
      exceptionMessages: [UNKNOWN_ENDPOINT, envelope.endpoint],
    });
  const { handler, params } = match;
  if (route === 'guestIntegration' && handler.audience === 'authenticated') throw unauthenticated();
  // spec 7: "A 'No profile found' error arises when a call needs a profile and none exists": the call says so
  // with isNonProfileRequest false; a handler that needs one needs it whatever the call says
  const needsProfile = (handler.needsProfile ?? true) || !envelope.isNonProfileRequest;
  if (needsProfile && !ctx.caller.user) throw noProfile();
  // the text rule's lengths, by body field, before the handler's rule, its own schema and any service (as the
  // GraphQL endpoints refuse such text before any resolver)
  const textFault = findTextFault(params, '', true) ?? findTextFault(envelope.body, '', true);
  if (textFault) throw textFault;
  // the handler's named rule, before its body is read (a rule chosen by a body field needs the body first)
  const declared = handler.rule;
  if (!isRuleByField(declared)) enforceOperationRule(ctx, declared);
  const body = (handler.declaredFieldsOnly ? validateDeclared : validate)(
    handler.schema,
    envelope.body ?? {},
  );
  if (isRuleByField(declared)) enforceOperationRule(ctx, ruleForBody(declared, body));
  const run = async () => {
    if (handler.kind === 'async') {
      const { body: jobBody, accountIds } = handler.authorise(ctx, { body, params });
      return queueJob(ctx, handler.jobType, { endpoint: handler.path, body: jobBody, accountIds });
    }
    return handler.handle(ctx, { body, params });
  };
  if (!ctx.caller.claims?.isImpersonation) return run();
  // an impersonated session's every call is recorded with the agent as actor (audit/ and domains/impersonation/)
  const operation = `gateway ${handler.path}`;
  try {
    const result = await run();
    await auditImpersonatedAction(ctx, { operation, outcome: 'OK' });
    return result;
  } catch (error) {
    await auditImpersonatedAction(ctx, { operation, outcome: 'ERROR' });
    throw error;
  }
}
