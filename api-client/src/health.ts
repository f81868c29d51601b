// GET /api/health → {status: 'UP'} or (503) {status: 'DOWN'}. Used by the interceptor and the outage page.
import { getApiBase } from './api-config';

export type HealthStatus = 'UP' | 'DOWN';

/** DOWN when the API says so or cannot be reached; UP otherwise (an answer without a status is not an outage). */
export async function checkHealth(fetchImpl: typeof fetch = fetch): Promise<HealthStatus> {
  let response: Response;
  try {
    response = await fetchImpl(`${getApiBase()}/health`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
  } catch {
    return 'DOWN';
  }
  try {
    const body = (await response.json()) as { status?: unknown };
    if (body.status === 'DOWN') return 'DOWN';
    if (body.status === 'UP') return 'UP';
  } catch {
    // not JSON: decide by the status below
  }
  return response.status >= 500 ? 'DOWN' : 'UP';
}
