import { Router } from 'express';
import type { DependencyHealth } from './dependency-health';

/** /healthz: the process is up. /readyz: Postgres and Redis both answer (see DependencyHealth). */
export function healthRoutes(health: DependencyHealth): Router {
  const router = Router();

  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  router.get('/readyz', async (_req, res, next) => {
    try {
      const { postgres, redis } = await health.current();
      const ready = postgres === 'up' && redis === 'up';
      res
        .status(ready ? 200 : 503)
        .set('Cache-Control', 'no-store')
        .json({ status: ready ? 'ok' : 'unavailable', postgres, redis });
    } catch (error) {
      next(error);
    }
  });

  return router;
}
