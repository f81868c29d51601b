// What every standalone page asks the portal before a page of its own: the portal configuration, health, the seeded
// users to offer and the signed-in user's profile (the StartupProfile document the shell runs too).
import { http, HttpResponse } from 'msw';
import type { RequestHandler } from 'msw';
import { StartupProfileDocument } from '../gql/graphql';
import { mockGraphQL } from './mock-handlers';
import { MOCK_B2B_ADMIN } from './mock-profiles';
import type { MockProfile } from './mock-profiles';

/** The identity provider's name in a mocked portal-config.json: the standalone page then signs in without one. */
export const MOCK_AUTH_DOMAIN = 'mock-api.invalid';

/** portal-config.json, /api/health, the offered users and the profile of `profile`. */
export function baseHandlers(profile: MockProfile = MOCK_B2B_ADMIN): RequestHandler[] {
  return [
    http.get('/portal-config.json', () =>
      HttpResponse.json({ auth: { domain: MOCK_AUTH_DOMAIN, clientId: 'mock', audience: 'mock' } }),
    ),
    http.get('/api/health', () => HttpResponse.json({ status: 'UP' })),
    http.get('/api/dev/seed-users.json', () =>
      HttpResponse.json({
        users: [
          {
            email: profile.email,
            name: `${profile.firstName} ${profile.lastName}`,
            organization: profile.businessName,
            roles: ['mock'],
          },
        ],
      }),
    ),
    mockGraphQL(StartupProfileDocument, () => ({ getDetailedProfile: profile })),
  ];
}
