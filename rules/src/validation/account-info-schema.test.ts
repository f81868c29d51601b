import { ACCOUNT_INFO_MESSAGES, accountInfoSchema } from './account-info-schema';

const errorsOf = async (value: unknown): Promise<string[]> => {
  try {
    await accountInfoSchema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('accountInfoSchema', () => {
  it('accepts a name with a masked or plain 10-digit phone, and no phone', async () => {
    expect(await errorsOf({ firstName: 'Pat', lastName: 'Morgan', phoneNumber: '(555) 123-4567' })).toEqual(
      [],
    );
    expect(await errorsOf({ firstName: 'Pat', lastName: 'Morgan', phoneNumber: '555.123.4567' })).toEqual([]);
    expect(await errorsOf({ firstName: 'Pat', lastName: 'Morgan', phoneNumber: '' })).toEqual([]);
  });

  it('requires both names and refuses a phone that is not 10 digits', async () => {
    expect(await errorsOf({ firstName: ' ', lastName: '', phoneNumber: '555-1234' })).toEqual([
      ACCOUNT_INFO_MESSAGES.firstNameRequired,
      ACCOUNT_INFO_MESSAGES.lastNameRequired,
      ACCOUNT_INFO_MESSAGES.phoneFormat,
    ]);
  });

  it('refuses a name above 60 characters', async () => {
    expect(await errorsOf({ firstName: 'x'.repeat(61), lastName: 'Morgan' })).toEqual([
      'First name must be at most 60 characters.',
    ]);
  });
});
