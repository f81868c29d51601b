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
  /** the run's PostgreSQL database, or null on the embedded one */
  databaseUrl: string | null;
}
export declare function createRunDatabase(serverUrl: string): Promise<string>;
export declare function startPortal(options?: {
  env?: Record<string, string>;
  databaseServerUrl?: string;
  apiProcesses?: number;
}): Promise<RunningPortal>;
