import { INITIAL_ROLE_FORM_VALUES, roleFormSchema } from './csr-admin-schema';

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
