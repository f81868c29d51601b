// My Account 'editAccountInfo' (spec sections 2, 3 and 5): name, phone (mask (000) 000-0000) and the subscribed
// flag; a password change through the embedded identity provider's account store (users.password_hash, which its
// sign-in checks); an e-mail change that applies only when the link mailed to the NEW address is followed (the
// address must not belong to another user, as checkEmailExists decides).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { brand } from '@portal/rules/brand';
import {
  ACCOUNT_INFO_MESSAGES,
  PASSWORD_MAX_LENGTH,
  accountInfoSchema,
  formatPhoneNumber,
  isStrongPassword,
} from '@portal/rules/validation';
import type { RequestContext } from '../../auth/request-context.js';
import type { Database } from '../../db/client.js';
import { hashPassword, verifyPassword } from '../../db/passwords.js';
import { emailChangeRequests, mailOutbox, users } from '../../db/schema.js';
import { ApiError, badInput, forbidden } from '../../errors/api-error.js';
import type { Profile } from '../accounts/index.js';
import { requireUser } from '../../access/authorization.js';
import { consumePerAddressAndSubject } from '../../shared/operation-limiter.js';
import { getDetailedProfile } from '../accounts/index.js';
import { emailField, str, validate } from '../../shared/validation.js';

// the form and this service validate with the same schema and messages (@portal/rules/validation)
export { ACCOUNT_INFO_MESSAGES };

/** An e-mail change link is good for one day. */
const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** Where the e-mail change link lands after it is followed. */
const EMAIL_CHANGE_PAGE = '/pages/my-account/editAccountInfo';

export interface AccountInfoInput {
  firstName: string;
  lastName: string;
  phoneNumber?: string | null;
  subscribed?: boolean | null;
}

/** updateAccountInfo(input): the caller's name, phone (stored as (000) 000-0000) and subscribed flag. */
export async function updateAccountInfo(
  ctx: RequestContext,
  args: { input: AccountInfoInput },
): Promise<Profile> {
  const user = requireUser(ctx);
  const input = validate(accountInfoSchema, args.input ?? {});
  await ctx.db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber ? formatPhoneNumber(input.phoneNumber) : null,
      ...(typeof input.subscribed === 'boolean' ? { subscribed: input.subscribed } : {}),
      updatedAt: ctx.now(),
    })
    .where(eq(users.id, user.id));
  ctx.callers.invalidate(user.authId);
  return getDetailedProfile(ctx, {});
}

/**
 * changePassword(currentPassword, newPassword): the current password must be right and the new one follow the
 * registration rules (spec 5); the embedded identity provider signs in with the new one from now on. Throttled like
 * sign-in, per account and per client address (issue 36): a stolen session cannot guess the current password.
 */
export async function changePassword(
  ctx: RequestContext,
  args: { currentPassword: string; newPassword: string },
): Promise<boolean> {
  const user = requireUser(ctx);
  await consumePerAddressAndSubject(ctx.limiter, 'changePassword', ctx.clientAddress, user.id);
  const input = validate(
    yup.object({
      currentPassword: str('Current password')
        .required(ACCOUNT_INFO_MESSAGES.passwordRequired)
        .max(PASSWORD_MAX_LENGTH, ACCOUNT_INFO_MESSAGES.currentPasswordWrong),
      newPassword: str('Password')
        .required(ACCOUNT_INFO_MESSAGES.passwordRequired)
        .test('rules', ACCOUNT_INFO_MESSAGES.passwordRules, (v) => !!v && isStrongPassword(v)),
    }),
    args,
  );
  const [row] = await ctx.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row) throw forbidden();
  if (!(await verifyPassword(input.currentPassword, row.passwordHash)))
    throw badInput(ACCOUNT_INFO_MESSAGES.currentPasswordWrong);
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: ctx.now() })
    .where(eq(users.id, user.id));
  return true;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

async function emailTaken(db: Database, email: string, exceptUserId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptUserId)))
    .limit(1);
  return !!row;
}

/**
 * requestEmailChange(newEmail): mails a confirmation link to the new address; nothing changes until it is followed.
 * A newer request replaces the earlier ones.
 */
export async function requestEmailChange(ctx: RequestContext, args: { newEmail: string }): Promise<boolean> {
  const user = requireUser(ctx);
  const { newEmail } = validate(
    yup.object({ newEmail: emailField.required('Email address is required.') }),
    args,
  );
  if (newEmail.toLowerCase() === user.email.toLowerCase()) throw badInput(ACCOUNT_INFO_MESSAGES.sameEmail);
  if (await emailTaken(ctx.db, newEmail, user.id))
    throw new ApiError('CONFLICT', ACCOUNT_INFO_MESSAGES.emailTaken, {
      userFriendlyMessage: ACCOUNT_INFO_MESSAGES.emailTaken,
    });
  const token = randomBytes(32).toString('base64url');
  const now = ctx.now();
  const origin = ctx.config.publicUrl;
  const link = `${origin}/api/my-account/email-change?token=${token}`;
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(emailChangeRequests)
      .where(and(eq(emailChangeRequests.userId, user.id), isNull(emailChangeRequests.confirmedAt)));
    await tx.insert(emailChangeRequests).values({
      userId: user.id,
      newEmail,
      tokenHash: tokenHash(token),
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
    });
    await tx.insert(mailOutbox).values({
      to: newEmail,
      subject: `Confirm your new ${brand.titleSuffix} email address`,
      text: `Hello ${user.firstName},\n\nFollow this link to use ${newEmail} as the email address of your account:\n${link}\n\nThe link works for 24 hours. If you did not ask for this, ignore this email.\n`,
      html: `<p>Hello ${user.firstName.replace(/[<>&"']/g, '')},</p><p><a href="${link}">Confirm ${newEmail.replace(/[<>&"']/g, '')} as your email address</a></p><p>The link works for 24 hours. If you did not ask for this, ignore this email.</p>`,
      template: 'EmailChangeVerificationEmail',
      templateData: { emailAddress: newEmail, verificationLink: link },
    });
  });
  return true;
}

export type EmailChangeOutcome = 'confirmed' | 'expired' | 'taken';

/** Follows an e-mail change link: the new address becomes the account's (and its sign-in) e-mail. */
async function confirmEmailChange(db: Database, token: string, now: Date): Promise<EmailChangeOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return 'expired';
  const [request] = await db
    .select()
    .from(emailChangeRequests)
    .where(
      and(
        eq(emailChangeRequests.tokenHash, tokenHash(token)),
        isNull(emailChangeRequests.confirmedAt),
        gt(emailChangeRequests.expiresAt, now),
      ),
    )
    .limit(1);
  if (!request) return 'expired';
  if (await emailTaken(db, request.newEmail, request.userId)) return 'taken';
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ email: request.newEmail, updatedAt: now })
        .where(eq(users.id, request.userId));
      await tx
        .update(emailChangeRequests)
        .set({ confirmedAt: now })
        .where(eq(emailChangeRequests.id, request.id));
    });
  } catch {
    // another account took the address between the check and the update (users_email_uq)
    return 'taken';
  }
  return 'confirmed';
}

/** GET /api/my-account/email-change?token=…: applies the change and lands on the account page with the outcome. */
export function registerEmailChangeRoute(api: FastifyInstance, db: Database, now: () => Date): void {
  api.get<{ Querystring: { token?: string } }>('/my-account/email-change', async (request, reply) => {
    const outcome = await confirmEmailChange(db, String(request.query.token ?? ''), now());
    return reply
      .header('Cache-Control', 'no-store')
      .header('Referrer-Policy', 'no-referrer')
      .redirect(`${EMAIL_CHANGE_PAGE}?emailChange=${outcome}`, 302);
  });
}
