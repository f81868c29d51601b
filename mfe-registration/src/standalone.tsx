// Runs this remote alone with a mock shell context: `npm run dev` in this folder, then ?profile=guest|b2b-admin|personal.
import '@portal/shared-ui/tokens.css';
import { startStandaloneRemote } from '@portal/shared-session';
import { descriptor } from './app';

startStandaloneRemote(descriptor);
