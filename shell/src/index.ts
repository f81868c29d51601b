// The federation runtime must negotiate shared modules before any of them is used: start asynchronously. The
// start-up files are requested first so they arrive while the shared chunks load.
import { startEarlyFetches } from './early-fetches';

startEarlyFetches();
import('./bootstrap');
