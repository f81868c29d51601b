import {
  addPhoneFormSchema,
  INITIAL_NEW_CONTACT_VALUES,
  INITIAL_NEW_USER_VALUES,
  newContactFormSchema,
  primaryEmailFormSchema,
  invoiceSupportRequestSchema,
  newUserFormSchema,
} from './dashboard-admin-schema';

describe('newUserFormSchema', () => {
  const valid = {
    ...INITIAL_NEW_USER_VALUES,
    firstName: 'Ada',
    lastName: 'Lovel',
    email: 'ada@example.com',
    roleId: 'r1',
  };

  it('accepts a complete new user', () => {
    expect(newUserFormSchema.isValidSync(valid)).toBe(true);
  });

  it('names what is missing or malformed', () => {
    expect(() => newUserFormSchema.validateSync({ ...valid, email: 'nope' })).toThrow(
      'Please enter a valid email address.',
    );
    expect(() => newUserFormSchema.validateSync({ ...valid, roleId: '' })).toThrow('Please choose a role.');
    expect(() => newUserFormSchema.validateSync({ ...valid, firstName: '  ' })).toThrow(
      'First name is required.',
    );
    expect(() => newUserFormSchema.validateSync({ ...valid, phoneNumber: 'call me' })).toThrow(
      'Phone number contains invalid characters.',
    );
  });
});

describe('invoiceSupportRequestSchema', () => {
  it('needs a question of at most 5000 characters', () => {
    expect(invoiceSupportRequestSchema.isValidSync({ content: 'Why?' })).toBe(true);
    expect(invoiceSupportRequestSchema.isValidSync({ content: ' ' })).toBe(false);
    expect(invoiceSupportRequestSchema.isValidSync({ content: 'x'.repeat(5001) })).toBe(false);
  });
});

describe('addPhoneFormSchema', () => {
  it('accepts a 10-digit number with separators, text enabled or not', () => {
    expect(addPhoneFormSchema.validateSync({ phoneNumber: ' (256) 555-0142 ', textEnabled: true })).toEqual({
      phoneNumber: '(256) 555-0142',
      textEnabled: true,
    });
    expect(addPhoneFormSchema.isValidSync({ phoneNumber: '+1 256.555.0142 x12' })).toBe(true);
  });

  it('names what is missing or malformed', () => {
    expect(() => addPhoneFormSchema.validateSync({ phoneNumber: '  ' })).toThrow('Phone number is required.');
    expect(() => addPhoneFormSchema.validateSync({ phoneNumber: 'call me' })).toThrow(
      'Phone number contains invalid characters.',
    );
    expect(() => addPhoneFormSchema.validateSync({ phoneNumber: '555-0142' })).toThrow(
      'Phone number must have at least 10 digits.',
    );
    expect(() => addPhoneFormSchema.validateSync({ phoneNumber: '1'.repeat(31) })).toThrow(
      'Phone number must be at most 30 characters.',
    );
  });
});

describe('newContactFormSchema', () => {
  const valid = { ...INITIAL_NEW_CONTACT_VALUES, firstName: 'Ada', lastName: 'Lovel' };

  it('needs no e-mail and no role (a contact is not a portal user)', () => {
    expect(newContactFormSchema.isValidSync(valid)).toBe(true);
  });

  it('still checks what is given', () => {
    expect(() => newContactFormSchema.validateSync({ ...valid, email: 'nope' })).toThrow(
      'Email address must be a correct format.',
    );
    expect(() => newContactFormSchema.validateSync({ ...valid, lastName: '' })).toThrow(
      'Last name is required.',
    );
  });
});

describe('primaryEmailFormSchema', () => {
  it('uses the spec’s e-mail messages', () => {
    expect(() => primaryEmailFormSchema.validateSync({ email: '' })).toThrow('Email address is required.');
    expect(() => primaryEmailFormSchema.validateSync({ email: 'ada@' })).toThrow(
      'Email address must be a correct format.',
    );
    expect(primaryEmailFormSchema.validateSync({ email: ' ada@example.com ' })).toEqual({
      email: 'ada@example.com',
    });
  });
});
