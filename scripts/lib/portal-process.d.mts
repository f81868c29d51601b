import type { ChildProcess } from 'node:child_process';

export declare function freePort(): Promise<number>;
export declare function waitForHttp(url: string, timeoutMs?: number): Promise<void>;
export interface RunningPortal {
  baseURL: string;
  /** the embedded identity provider (its issuer without the trailing slash) */
  identityURL: string;
  deployDir: string;
  dataDir: string;
  workDir: string;
  process: ChildProcess;
}
export declare function startPortal(options?: { env?: Record<string, string> }): Promise<RunningPortal>;
