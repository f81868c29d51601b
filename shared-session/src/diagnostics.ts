// Each app records the React and session-store instances it resolved, so a browser test (and the bench)
// can prove the page holds one of each. Read-only facts; nothing in the product depends on them.
import React from 'react';
import { SESSION_STORE_INSTANCE_ID, sessionStore } from './session/session-store';

export interface AppDiagnostics {
  react: typeof React;
  reactVersion: string;
  sessionStore: typeof sessionStore;
  sessionInstanceId: string;
}

declare global {
  interface Window {
    __PORTAL_DIAGNOSTICS__?: Record<string, AppDiagnostics>;
  }
}

export function recordAppDiagnostics(appName: string): void {
  if (typeof window === 'undefined') return;
  window.__PORTAL_DIAGNOSTICS__ ??= {};
  window.__PORTAL_DIAGNOSTICS__[appName] = {
    react: React,
    reactVersion: React.version,
    sessionStore,
    sessionInstanceId: SESSION_STORE_INSTANCE_ID,
  };
}
