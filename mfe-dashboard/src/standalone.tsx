// Runs this remote alone with a mock shell, for its team and QA (README "Working on one remote alone"): signs in
// for real through the portal's identity provider, with the area's guards applied as the shell applies them.
import '@portal/shared-ui/tokens.css';
import { fetchDetailedProfile } from '@portal/api-client';
import { startStandaloneRemote } from '@portal/shared-session/standalone';
import { descriptor } from './app';
import { area } from './area';

void startStandaloneRemote(descriptor, { area, fetchProfile: fetchDetailedProfile });
