import { startTestServer, type TestServer } from '../../../test/support/server';

describe('health endpoints', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('/healthz answers while the process is up', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ok when Postgres and Redis answer', async () => {
    const response = await fetch(`${server.url}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', postgres: 'up', redis: 'up' });
  });

  it('/readyz answers 503 naming Redis when Redis is unreachable', async () => {
    // Port 1 on loopback: nothing listens there.
    const broken = await startTestServer({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const response = await fetch(`${broken.url}/readyz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'unavailable',
        postgres: 'up',
        redis: 'down',
      });
    } finally {
      await broken.close();
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
