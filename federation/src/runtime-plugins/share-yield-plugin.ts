// Runtime plugin: each shared module is negotiated and requested, and each remote container started, in a task of its
// own, so the start (a dozen shares at once, then an area's container) is not one long main-thread task (issue 18, TBT).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '@portal/shared-session/scheduling/yield-to-browser';

export default function shareYieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-share-yield',
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
    // between the task that ran a remote's entry script (and its load event) and the container's start: its shares'
    // registration and the request for the exposed module's chunks
    async beforeInitRemote() {
      await yieldToBrowser();
    },
  };
}
