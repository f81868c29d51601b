// checkEmail(email) on the open endpoint: the business email-domain check of self-registration.
// DUPLICATE when a portal user already has the address; otherwise the domain part decides: a rule allowing
// registration → ACCEPTED with its customer, a rule refusing it → DECLINED, no rule → ABSENT.
import { eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { emailDomainRules, organizations, users } from '../../db/schema.js';
import type { EmailCheckResult } from './types.js';
import { emailField, validate } from '../../shared/validation.js';

export async function checkEmail(ctx: RequestContext, input: { email: string }): Promise<EmailCheckResult> {
  const { email } = validate(yup.object({ email: emailField.required('Email address is required.') }), input);
  await ctx.limiter.consume('checkEmail', ctx.clientAddress);
  const address = email.toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);

  const [existing] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${address}`)
    .limit(1);
  const empty = { customerNumber: null, customerName: null, customerId: null, customerPartyId: null };
  if (existing) return { result: 'DUPLICATE', ...empty };

  const [rule] = await ctx.db
    .select({
      registrationAllowed: emailDomainRules.registrationAllowed,
      customerName: emailDomainRules.customerName,
      customerNumber: emailDomainRules.customerNumber,
      accountId: emailDomainRules.accountId,
      partyId: organizations.partyId,
      accountNumber: organizations.accountNumber,
    })
    .from(emailDomainRules)
    .leftJoin(organizations, eq(organizations.accountId, emailDomainRules.accountId))
    .where(eq(emailDomainRules.domain, domain))
    .limit(1);
  if (!rule) return { result: 'ABSENT', ...empty };
  return {
    result: rule.registrationAllowed ? 'ACCEPTED' : 'DECLINED',
    customerName: rule.customerName,
    customerNumber: rule.customerNumber ?? rule.accountNumber ?? null,
    customerId: rule.registrationAllowed ? rule.accountId : null,
    customerPartyId: rule.registrationAllowed ? (rule.partyId ?? null) : null,
  };
}
