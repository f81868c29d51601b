// The federation runtime must negotiate shared modules before any of them is used: start asynchronously. The
// start-up files are requested first so they arrive while the shared chunks load.
import { startEarlyFetches } from './early-fetches';

startEarlyFetches();
// the stylesheets first, in their own task (see shell-styles.ts); both are requested now
void import('./shell-styles');
import('./bootstrap');
