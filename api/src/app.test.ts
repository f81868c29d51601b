import { createHarness } from './http/test-harness.js';
import type { Harness } from './http/test-harness.js';

describe('health', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ seed: false });
  });
  afterAll(async () => {
    await h.close();
  });

  it('answers UP when the database answers', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'UP' });
  });
});
