// The registration e-mails (spec 4 "Self-registration" and 7 "/cns/addToCNSQueueFromPublicApiGuest": types
// AccountPendingEmail, AccountActivationEmail, AccountExistsEmail), plus the delegated-registration link.
// Each renders a plain-text and an HTML body; the HTML escapes every value it interpolates.
import { brand } from '@portal/rules/brand';

type MailTemplate =
  | 'AccountActivationEmail'
  | 'AccountPendingEmail'
  | 'AccountExistsEmail'
  | 'DelegatedRegistrationEmail'
  | 'SignInBlockedEmail';

export interface RenderedMail {
  template: MailTemplate;
  subject: string;
  text: string;
  html: string;
  templateData: Record<string, unknown>;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const button = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<div>${body}${button}<p>${escapeHtml(brand.titleSuffix)}</p></div>`;
}

export function activationLink(baseUrl: string, userId: string, token: string): string {
  const q = new URLSearchParams({ userId, activationToken: token });
  return `${baseUrl}/pages/account-activation?${q.toString()}`;
}

export function delegatedLink(baseUrl: string, userId: string, token: string): string {
  const q = new URLSearchParams({ userId, activationToken: token });
  return `${baseUrl}/pages/delegated-registration-activation?${q.toString()}`;
}

export function activationEmail(to: string, firstName: string, link: string): RenderedMail {
  const lines = [
    `Hello ${firstName},`,
    `Your ${brand.titleSuffix} account request has been approved. Please activate your account with the link below within 7 days.`,
  ];
  return {
    template: 'AccountActivationEmail',
    subject: `Activate your ${brand.titleSuffix} account`,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: html(lines, { href: link, label: 'Activate your account' }),
    templateData: { emailAddress: to, activationLink: link },
  };
}

export function pendingEmail(to: string, firstName: string): RenderedMail {
  const lines = [
    `Hello ${firstName},`,
    `Thank you for registering for ${brand.titleSuffix}. We are currently reviewing your registration and will e-mail you once it has been approved.`,
    `Questions? Call us at ${brand.helpLineWithOption}.`,
  ];
  return {
    template: 'AccountPendingEmail',
    subject: `We are reviewing your ${brand.titleSuffix} registration`,
    text: `${lines.join('\n\n')}\n`,
    html: html(lines),
    templateData: { emailAddress: to },
  };
}

export function accountExistsEmail(to: string, loginUrl: string): RenderedMail {
  const lines = [
    `Someone (hopefully you) tried to create a ${brand.titleSuffix} account with this e-mail address, but an account already exists for it.`,
    'You can sign in with your existing account. If you did not try to register, you can ignore this message.',
  ];
  return {
    template: 'AccountExistsEmail',
    subject: `You already have a ${brand.titleSuffix} account`,
    text: `${lines.join('\n\n')}\n\n${loginUrl}\n`,
    html: html(lines, { href: loginUrl, label: 'Sign in' }),
    templateData: { emailAddress: to },
  };
}

export function delegatedEmail(to: string, firstName: string, link: string): RenderedMail {
  const lines = [
    `Hello ${firstName},`,
    `Complete your ${brand.titleSuffix} registration with the link below within 7 days.`,
  ];
  return {
    template: 'DelegatedRegistrationEmail',
    subject: `Complete your ${brand.titleSuffix} registration`,
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: html(lines, { href: link, label: 'Complete your registration' }),
    templateData: { emailAddress: to, activationLink: link },
  };
}

/** Sent when failed sign-ins from one client address block the account there (the identity provider's throttle). */
export function signInBlockedEmail(
  to: string,
  firstName: string,
  details: { address: string; minutes: number },
): RenderedMail {
  const lines = [
    `Hello ${firstName},`,
    `We blocked sign-ins to your ${brand.titleSuffix} account from the address ${details.address} for ${details.minutes} minutes after several failed attempts with a wrong password.`,
    'You can still sign in from your usual devices. If these attempts were not yours, please change your password.',
    `Questions? Call us at ${brand.helpLineWithOption}.`,
  ];
  return {
    template: 'SignInBlockedEmail',
    subject: `Sign-in attempts to your ${brand.titleSuffix} account were blocked`,
    text: `${lines.join('\n\n')}\n`,
    html: html(lines),
    templateData: { emailAddress: to, address: details.address, minutes: details.minutes },
  };
}
