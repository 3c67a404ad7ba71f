import { Router } from 'express';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';

const CHECK_TIMEOUT_MS = 2000;

/** /healthz: the process is up. /readyz: Postgres and Redis both answer. */
export function healthRoutes(dataSource: DataSource, redis: Redis): Router {
  const router = Router();

  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res) => {
    const [postgres, redisState] = await Promise.all([
      probe(() => dataSource.query('SELECT 1')),
      probe(() => redis.ping()),
    ]);
    const ready = postgres === 'up' && redisState === 'up';
    res.status(ready ? 200 : 503).json({
      status: ready ? 'ok' : 'unavailable',
      postgres,
      redis: redisState,
    });
  });

  return router;
}

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS);
      }),
    ]);
    return 'up';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
