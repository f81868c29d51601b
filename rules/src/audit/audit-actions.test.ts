import { AUDIT_ACTION_WORDS, auditActionWords } from './audit-actions';

describe('audit actions in words', () => {
  it('says what was done, not the stored code', () => {
    expect(auditActionWords('CSR_RESEND_DELEGATED_INVITE')).toBe('Resent delegated invitation');
    expect(auditActionWords('CSR_ADD_CUSTOMER_NOTE')).toBe('Added note');
    expect(auditActionWords('CSR_CHANGE_ORGANIZATION')).toBe('Assigned organization');
  });
  it('reads a code without words yet as a sentence', () => {
    expect(auditActionWords('CSR_MERGE_DUPLICATE_USERS')).toBe('Merge duplicate users');
  });
  it('has no words that still read like a constant', () => {
    for (const words of Object.values(AUDIT_ACTION_WORDS)) {
      expect(words).not.toContain('_');
      expect(words).not.toBe(words.toUpperCase());
    }
  });
});
