// Runtime plugin: each shared module is negotiated and requested in a task of its own, so the start (a dozen shares
// at once) is not one long main-thread task (issue 18, TBT).
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '@portal/shared-session/scheduling/yield-to-browser';

export default function shareYieldPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-share-yield',
    async beforeLoadShare(args) {
      await yieldToBrowser();
      return args;
    },
  };
}
