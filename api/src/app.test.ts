import { buildApp } from './app.js';
import { readConfig } from './config.js';

describe('health', () => {
  it('answers UP', async () => {
    const app = await buildApp({ ...readConfig({}), staticDir: null });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'UP' });
    await app.close();
  });
});
