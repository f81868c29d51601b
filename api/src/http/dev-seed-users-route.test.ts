// The seeded users a standalone remote offers (issue 42): those who can sign in, from the seed itself, and only
// outside production.
import Fastify from 'fastify';
import { readConfig } from '../config.js';
import { registerDevSeedUsersRoute } from './dev-seed-users-route.js';

async function answer(env: NodeJS.ProcessEnv) {
  const api = Fastify();
  registerDevSeedUsersRoute(api, readConfig(env));
  const response = await api.inject({ method: 'GET', url: '/dev/seed-users.json' });
  await api.close();
  return response;
}

describe('GET /api/dev/seed-users.json', () => {
  it('lists the seeded users who can sign in, with their organisation and roles', async () => {
    const response = await answer({ NODE_ENV: 'development' });
    expect(response.statusCode).toBe(200);
    const { users } = response.json<{
      users: { email: string; organization: string | null; roles: string[] }[];
    }>();
    expect(users).toContainEqual(
      expect.objectContaining({
        email: 'admin@keystone-electric.example',
        organization: 'Keystone Electric Cooperative',
        roles: ['B2B Administrator'],
      }),
    );
    const emails = users.map((u) => u.email);
    expect(emails).toContain('delegated@keystone-electric.example');
    expect(emails).toContain('reports@keystone-electric.example');
    // who cannot sign in is not offered
    expect(emails).not.toContain('owen.fisher@granite-arborists.example');
    expect(emails).not.toContain('lyle.dorsey@prairie-tree.example');
  });

  it('is not served in production', async () => {
    const response = await answer({ NODE_ENV: 'production' });
    expect(response.statusCode).toBe(404);
  });
});
