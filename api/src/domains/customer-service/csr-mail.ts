// The e-mails customer-service actions send (through the outbox, like the registration e-mails): a temporary
// password after a reset or an identity-account migration, and the rejection of a registration.
import { randomInt } from 'node:crypto';
import { brand } from '@portal/rules/brand';
import type { Executor } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';
import type { RenderedMail } from '../registration/index.js';

interface CsrMail {
  template: 'TemporaryPasswordEmail' | 'RegistrationRejectedEmail';
  subject: string;
  text: string;
  templateData: Record<string, unknown>;
}

export async function queueCsrMail(db: Executor, to: string, mail: CsrMail): Promise<void> {
  await db.insert(mailOutbox).values({
    to,
    subject: mail.subject,
    text: mail.text,
    template: mail.template,
    templateData: mail.templateData,
  });
}

/** The registration area's e-mails (activation, delegated invitation) sent by customer service. */
export async function queueRenderedMail(db: Executor, to: string, mail: RenderedMail): Promise<void> {
  await db.insert(mailOutbox).values({
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    template: mail.template,
    templateData: mail.templateData,
  });
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!#%+=?';

/** 16 characters with every class the password rules ask for (spec 5), without look-alike characters. */
export function temporaryPassword(): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const pick = (set: string) => set[randomInt(set.length)]!;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < 16) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

export function temporaryPasswordEmail(
  to: string,
  firstName: string,
  password: string,
  loginUrl: string,
): CsrMail {
  return {
    template: 'TemporaryPasswordEmail',
    subject: `Your ${brand.titleSuffix} temporary password`,
    text: [
      `Hello ${firstName},`,
      `Customer service has reset the password of your ${brand.titleSuffix} account. Sign in with this temporary password and choose a new one from your profile:`,
      password,
      loginUrl,
      `Questions? Call us at ${brand.helpLineWithOption}.`,
    ].join('\n\n'),
    // the password itself is never stored outside the e-mail
    templateData: { emailAddress: to, loginUrl },
  };
}

export function registrationRejectedEmail(to: string, firstName: string, notes: string): CsrMail {
  return {
    template: 'RegistrationRejectedEmail',
    subject: `Your ${brand.titleSuffix} registration`,
    text: [
      `Hello ${firstName},`,
      `We are unable to approve your ${brand.titleSuffix} registration.`,
      notes,
      `Questions? Call us at ${brand.helpLineWithOption}.`,
    ].join('\n\n'),
    templateData: { emailAddress: to, notes },
  };
}
