import {
  INITIAL_APPROVAL_VALUES,
  INITIAL_CUSTOMER_NOTE_VALUES,
  companyDefaultRoleSchema,
  customerNoteSchema,
  INITIAL_EMAIL_DOMAIN_RULE_VALUES,
  INITIAL_ROLE_FORM_VALUES,
  approvalSchema,
  emailDomainRuleSchema,
  INITIAL_REJECTION_VALUES,
  rejectionSchema,
  roleFormSchema,
  rolePrivilegesSchema,
} from './csr-admin-schema';

describe('roleFormSchema', () => {
  it('requires a role name, trimmed, of at most 100 characters', async () => {
    await expect(roleFormSchema.validate({ ...INITIAL_ROLE_FORM_VALUES, roleName: '   ' })).rejects.toThrow(
      'Role name is required.',
    );
    await expect(
      roleFormSchema.validate({ ...INITIAL_ROLE_FORM_VALUES, roleName: 'x'.repeat(101) }),
    ).rejects.toThrow('Role name must be at most 100 characters.');
    expect(roleFormSchema.cast({ ...INITIAL_ROLE_FORM_VALUES, roleName: ' Crew Lead ' }).roleName).toBe(
      'Crew Lead',
    );
  });
});

describe('approvalSchema', () => {
  it('needs the customer to link to and keeps notes within 2000 characters, trimmed', async () => {
    await expect(approvalSchema.validate(INITIAL_APPROVAL_VALUES)).rejects.toThrow(
      'Choose the customer to link the registrant to.',
    );
    await expect(approvalSchema.validate({ accountId: 'acc-1', notes: 'x'.repeat(2001) })).rejects.toThrow(
      'Notes must be at most 2000 characters.',
    );
    expect(approvalSchema.cast({ accountId: 'acc-1', notes: ' checked ' })).toEqual({
      accountId: 'acc-1',
      notes: 'checked',
    });
  });
});

describe('emailDomainRuleSchema', () => {
  it('needs a domain name and a customer number, and casts the domain to lower case', async () => {
    await expect(
      emailDomainRuleSchema.validate(INITIAL_EMAIL_DOMAIN_RULE_VALUES, { abortEarly: false }),
    ).rejects.toMatchObject({ errors: ['Domain is required.', 'Customer number is required.'] });
    await expect(
      emailDomainRuleSchema.validate({
        ...INITIAL_EMAIL_DOMAIN_RULE_VALUES,
        domain: 'not a domain',
        customerNumber: '7',
      }),
    ).rejects.toThrow('Enter a domain name such as example.com.');
    expect(
      emailDomainRuleSchema.cast({
        domain: ' Lift.Example ',
        customerNumber: ' 7007 ',
        registrationAllowed: false,
      }),
    ).toEqual({ domain: 'lift.example', customerNumber: '7007', registrationAllowed: false });
  });
});

describe('rolePrivilegesSchema', () => {
  it('takes a list of privilege names and refuses anything else', async () => {
    await expect(rolePrivilegesSchema.validate({ privileges: ['B2B_Dashboard'] })).resolves.toEqual({
      privileges: ['B2B_Dashboard'],
    });
    await expect(rolePrivilegesSchema.validate({ privileges: [null] })).rejects.toThrow();
  });
});

describe('rejectionSchema', () => {
  it('needs notes, trimmed, of at most 2000 characters', async () => {
    await expect(rejectionSchema.validate(INITIAL_REJECTION_VALUES)).rejects.toThrow(
      'Rejection notes are required.',
    );
    await expect(rejectionSchema.validate({ notes: '   ' })).rejects.toThrow('Rejection notes are required.');
    await expect(rejectionSchema.validate({ notes: 'x'.repeat(2001) })).rejects.toThrow(
      'Notes must be at most 2000 characters.',
    );
    expect(rejectionSchema.cast({ notes: ' duplicate account ' })).toEqual({ notes: 'duplicate account' });
  });
});

describe('customerNoteSchema', () => {
  it('needs some text, trimmed, of at most 2000 characters (the API limit)', async () => {
    await expect(customerNoteSchema.validate({ text: '   ' })).rejects.toThrow('Write the note first.');
    await expect(customerNoteSchema.validate(INITIAL_CUSTOMER_NOTE_VALUES)).rejects.toThrow(
      'Write the note first.',
    );
    await expect(customerNoteSchema.validate({ text: 'x'.repeat(2001) })).rejects.toThrow(
      'Note must be at most 2000 characters.',
    );
    expect(customerNoteSchema.cast({ text: ' Asked for a callback. ' })).toEqual({
      text: 'Asked for a callback.',
    });
  });
});

describe('companyDefaultRoleSchema', () => {
  it('needs a role chosen', async () => {
    await expect(companyDefaultRoleSchema.validate({ roleName: '' })).rejects.toThrow(
      'Choose the default role.',
    );
    expect(companyDefaultRoleSchema.cast({ roleName: 'Crew Lead' })).toEqual({ roleName: 'Crew Lead' });
  });
});
