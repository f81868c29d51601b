// The password rules of spec section 5 and the live checklist shown under the password field.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRule {
  id: 'length' | 'case' | 'digitOrSpecial';
  label: string;
  test(password: string): boolean;
}

/** The checklist, in display order; each item turns green when met. */
export const PASSWORD_CHECKLIST: readonly PasswordRule[] = [
  {
    id: 'length',
    label: 'At least eight characters',
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'case',
    label: 'At least one uppercase and one lowercase letter',
    test: (p) => /[A-Z]/.test(p) && /[a-z]/.test(p),
  },
  {
    id: 'digitOrSpecial',
    label: 'At least one numeric or one special character',
    test: (p) => /[0-9]/.test(p) || /[^A-Za-z0-9\s]/.test(p),
  },
];

/** Every checklist rule holds, there is no whitespace and it fits the stored limit. */
export function isStrongPassword(password: string): boolean {
  return (
    PASSWORD_CHECKLIST.every((rule) => rule.test(password)) &&
    !/\s/.test(password) &&
    password.length <= PASSWORD_MAX_LENGTH
  );
}
