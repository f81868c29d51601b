import { hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hash with scrypt in the scrypt$N$r$p$salt$hash format and verify', async () => {
    const hash = await hashPassword('Portal!2345');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('Portal!2345', hash)).resolves.toBe(true);
    await expect(verifyPassword('portal!2345', hash)).resolves.toBe(false);
    await expect(verifyPassword('Portal!2345', null)).resolves.toBe(false);
    await expect(verifyPassword('Portal!2345', 'scrypt$x$y$z$a$b')).resolves.toBe(false);
  });

  it('use a random salt unless one is given', async () => {
    expect(await hashPassword('a')).not.toBe(await hashPassword('a'));
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('a', { salt })).toBe(await hashPassword('a', { salt }));
  });
});
