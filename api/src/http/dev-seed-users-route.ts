// GET /api/dev/seed-users.json: the seeded users who can sign in (e-mail, name, organisation, roles), so a remote
// running standalone against this portal can offer them on its sign-in form (issue 42). Development data only:
// served where the development mailbox is, never in production.
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from '../config.js';
import { registrationDeps } from '../domains/registration/deps.js';
import { SEED_ORGS, SEED_USERS, USERS_SEEDED_APART } from '../seed/users.js';

export interface SeedUserChoice {
  email: string;
  name: string;
  organization: string | null;
  roles: string[];
}

export function seedUserChoices(): SeedUserChoice[] {
  return [...SEED_USERS, ...USERS_SEEDED_APART]
    .filter((user) => user.status === 'REGISTERED' || user.status === 'DELEGATED_REGISTERED')
    .map((user) => ({
      email: user.email,
      name: `${user.firstName} ${user.lastName}`,
      organization: SEED_ORGS.find((org) => org.key === user.orgKey)?.name ?? null,
      roles: user.roles,
    }));
}

export function registerDevSeedUsersRoute(api: FastifyInstance, config: ApiConfig): void {
  if (!registrationDeps(config).devMailbox) return;
  api.get('/dev/seed-users.json', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { users: seedUserChoices() };
  });
}
