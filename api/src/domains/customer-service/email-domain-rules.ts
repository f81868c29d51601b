// E-mail domain rules (spec 3 "Email domain rule": domain, customerName, customerNumber, registrationAllowed):
// getEmails, addEmail, updateEmail, deleteEmail. The business registration check (checkEmail,
// domains/registration/email-check-service.ts) reads the same table on every call, so a change applies to the next check.
import { asc, eq } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { emailDomainRules, organizations } from '../../db/schema.js';
import { ApiError, badInput, notFound } from '../../errors/api-error.js';
import type { EmailDomainRule, EmailDomainRuleInput } from './types.js';
import { recordAudit } from '../../audit/audit-log.js';
import { str, validate } from '../../shared/validation.js';
import { requireCsr } from './csr-access.js';

const DOMAIN_EXISTS = 'A rule for this domain already exists.';

const domainField = str('domain')
  .trim()
  .lowercase()
  .required('domain is required.')
  .max(253, 'domain must be at most 253 characters.')
  .matches(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'domain must be a domain name such as example.com.',
  );

const ruleSchema = yup.object({
  domain: domainField,
  customerNumber: str('customerNumber')
    .trim()
    .required('customerNumber is required.')
    .max(64, 'customerNumber is too long.'),
  registrationAllowed: yup
    .boolean()
    .typeError('registrationAllowed must be true or false.')
    .strict()
    .required('registrationAllowed is required.'),
});

type RuleRow = typeof emailDomainRules.$inferSelect;
const toRule = (r: RuleRow): EmailDomainRule => ({
  domain: r.domain,
  customerName: r.customerName,
  customerNumber: r.customerNumber,
  accountId: r.accountId,
  registrationAllowed: r.registrationAllowed,
});

/** getEmails: every rule by domain. */
export async function getEmails(ctx: RequestContext): Promise<EmailDomainRule[]> {
  requireCsr(ctx, 'userManagement');
  const rows = await ctx.db.select().from(emailDomainRules).orderBy(asc(emailDomainRules.domain));
  return rows.map(toRule);
}

async function customerByNumber(ctx: RequestContext, accountNumber: string) {
  const [org] = await ctx.db
    .select()
    .from(organizations)
    .where(eq(organizations.accountNumber, accountNumber))
    .limit(1);
  if (!org || org.type !== 'BUSINESS') throw badInput('No customer has this account number.');
  return org;
}

/** addEmail(rule): a new domain linked to a customer by account number. */
export async function addEmail(
  ctx: RequestContext,
  input: { rule: EmailDomainRuleInput },
): Promise<EmailDomainRule> {
  requireCsr(ctx, 'userManagement');
  const rule = validate(ruleSchema, input.rule);
  const org = await customerByNumber(ctx, rule.customerNumber);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(emailDomainRules)
      .values({
        domain: rule.domain,
        customerName: org.name,
        customerNumber: org.accountNumber,
        accountId: org.accountId,
        registrationAllowed: rule.registrationAllowed,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError('CONFLICT', DOMAIN_EXISTS, { userFriendlyMessage: DOMAIN_EXISTS });
    await recordAudit(ctx, tx, { action: 'CSR_ADD_EMAIL_DOMAIN', after: toRule(row) });
    return toRule(row);
  });
}

/** updateEmail(rule): the domain's customer and registrationAllowed. */
export async function updateEmail(
  ctx: RequestContext,
  input: { rule: EmailDomainRuleInput },
): Promise<EmailDomainRule> {
  requireCsr(ctx, 'userManagement');
  const rule = validate(ruleSchema, input.rule);
  const org = await customerByNumber(ctx, rule.customerNumber);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(emailDomainRules).where(eq(emailDomainRules.domain, rule.domain));
    if (!before) throw notFound('No rule exists for this domain.');
    const [row] = await tx
      .update(emailDomainRules)
      .set({
        customerName: org.name,
        customerNumber: org.accountNumber,
        accountId: org.accountId,
        registrationAllowed: rule.registrationAllowed,
        updatedAt: ctx.now(),
      })
      .where(eq(emailDomainRules.domain, rule.domain))
      .returning();
    await recordAudit(ctx, tx, {
      action: 'CSR_UPDATE_EMAIL_DOMAIN',
      before: toRule(before),
      after: toRule(row!),
    });
    return toRule(row!);
  });
}

/** deleteEmail(domain) */
export async function deleteEmail(ctx: RequestContext, input: { domain: string }): Promise<boolean> {
  requireCsr(ctx, 'userManagement');
  const { domain } = validate(yup.object({ domain: domainField }), input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(emailDomainRules).where(eq(emailDomainRules.domain, domain)).returning();
    if (!row) throw notFound('No rule exists for this domain.');
    await recordAudit(ctx, tx, { action: 'CSR_DELETE_EMAIL_DOMAIN', before: toRule(row) });
    return true;
  });
}
