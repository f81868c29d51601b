// GET /api/health: {status: 'UP'} when `select 1` answers within the timeout, else 503 {status: 'DOWN'}.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';

export async function checkDatabase(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(api: FastifyInstance, db: Database, timeoutMs: number): void {
  api.get('/health', async (request, reply) => {
    const up = await checkDatabase(db, timeoutMs);
    if (!up) request.log.warn('health check: database unreachable');
    reply.header('Cache-Control', 'no-store');
    return reply.code(up ? 200 : 503).send({ status: up ? 'UP' : 'DOWN' });
  });
}
