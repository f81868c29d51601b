// What the mailed e-mail change link reports when it lands on editAccountInfo (?emailChange=…, set by
// GET /api/my-account/email-change).
export type EmailChangeOutcome = 'confirmed' | 'taken' | 'expired';

export function emailChangeNotice(
  outcome: string | null,
): { kind: 'success' | 'danger'; text: string } | null {
  switch (outcome) {
    case 'confirmed':
      return { kind: 'success', text: 'Your email address was changed.' };
    case 'taken':
      return { kind: 'danger', text: 'An account with this email address already exists.' };
    case 'expired':
      return { kind: 'danger', text: 'This email change link has expired. Please request a new one.' };
    default:
      return null;
  }
}
