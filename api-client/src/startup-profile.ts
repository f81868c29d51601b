// The signed-in user's profile, as the startup sequence loads it (getDetailedProfile, startup-profile.graphql), for
// the shell and for a remote running standalone. It runs before the session holds the access token runGraphQL
// sends, so it posts the typed document itself.
import type { DetailedProfile } from '@portal/shared-session';
import { StartupProfileDocument } from './gql/graphql';
import type { StartupProfileQuery } from './gql/graphql';

export async function fetchDetailedProfile(accessToken: string): Promise<DetailedProfile> {
  const response = await fetch('/api/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query: StartupProfileDocument.toString() }),
  });
  const body = (await response.json()) as {
    data?: Partial<StartupProfileQuery> | null;
    errors?: unknown[];
  };
  if (!body.data?.getDetailedProfile) {
    throw Object.assign(new Error('No Auth0 profile present for current user.'), { errors: body.errors });
  }
  const profile = body.data.getDetailedProfile;
  return {
    ...profile,
    registrationType: registrationTypeOf(profile.registrationType),
    // the schema lets internalProperties be null; the session reads an authProfile only with them
    authProfile: profile.authProfile?.internalProperties
      ? { internalProperties: profile.authProfile.internalProperties }
      : null,
    activationToken: null,
  };
}

/** The schema types registrationType as a String; the session knows only B2B and B2C. */
function registrationTypeOf(value: string | null): DetailedProfile['registrationType'] {
  return value === 'B2B' || value === 'B2C' ? value : null;
}
