// Runs the embedded identity provider on its own port (the portal's Auth0 stand-in). The platform's main.ts
// calls startIdentityProvider with readIdentityConfig(process.env) and the portal database.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import { sweepExpired } from './adapter.js';
import { normaliseIssuer } from './config.js';
import type { IdentityLogger } from './consent.js';
import { createIdentityProvider } from './provider.js';
import type { IdentityProviderOptions } from './provider.js';

export interface StartIdentityProviderOptions extends Omit<IdentityProviderOptions, 'issuer'> {
  /** 0 = any free port */
  port: number;
  /** interface to bind (default 127.0.0.1) */
  host?: string;
  /** default `http://localhost:<bound port>/` */
  issuer?: string;
  /** ms between deletions of expired provider records (default 10 minutes) */
  sweepIntervalMs?: number;
}

export interface RunningIdentityProvider {
  /** the issuer (with a trailing slash): what the portal uses as its Auth0 domain */
  url: string;
  port: number;
  provider: Provider;
  close(): Promise<void>;
}

function defaultIssuer(host: string, port: number): string {
  const local = ['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1', ''].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}/`;
}

export async function startIdentityProvider(
  options: StartIdentityProviderOptions,
): Promise<RunningIdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  const logger: IdentityLogger | undefined = options.logger;
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  // IDP_PORT=0 makes readIdentityConfig's default issuer http://localhost:0/: use the port actually bound
  const configured = options.issuer && new URL(options.issuer).port !== '0' ? options.issuer : undefined;
  const issuer = normaliseIssuer(configured ?? defaultIssuer(host, port));
  let created;
  try {
    created = await createIdentityProvider({ ...options, issuer });
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    throw error;
  }
  const { provider } = created;
  server.on('request', provider.callback());

  const sweep = () =>
    sweepExpired(options.db).catch((error: unknown) =>
      logger?.warn({ err: error instanceof Error ? error.message : String(error) }, 'oidc sweep failed'),
    );
  await sweep();
  const timer = setInterval(() => void sweep(), options.sweepIntervalMs ?? 10 * 60_000);
  timer.unref();
  logger?.info({ issuer, port }, 'identity provider listening');

  let closed = false;
  return {
    url: issuer,
    port,
    provider,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      created.dispose();
      server.closeIdleConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
