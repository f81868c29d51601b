// Runtime plugin: a remote's script tags time out after a few seconds instead of waiting forever.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const SCRIPT_TIMEOUT_MS = 3000;

export default function scriptTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-script-timeout',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return { script, timeout: SCRIPT_TIMEOUT_MS };
    },
  };
}
