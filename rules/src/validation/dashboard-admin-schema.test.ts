import {
  INITIAL_NEW_USER_VALUES,
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
