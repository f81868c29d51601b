// The federation runtime must negotiate shared modules before any of them is used: start asynchronously. The
// start-up files are requested first so they arrive while the shared chunks load.
import { yieldToBrowser } from '@portal/shared-session/scheduling/yield-to-browser';
import { startEarlyFetches } from './early-fetches';

startEarlyFetches();
// the stylesheets first, in their own task (see shell-styles.ts); both are requested now
void import('./shell-styles');
// the shared modules' negotiation starts in a task after the one that evaluated the federation runtime, not inside
// it (issue 18, TBT); each shared module then loads in a task of its own (share-yield-plugin.ts)
void yieldToBrowser().then(() => import('./bootstrap'));
