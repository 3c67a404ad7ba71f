import { Router } from 'express';

/**
 * GET /api/session: who the browser is. The client calls it once at start; the owner
 * middleware in front of it creates the guest cookie on a first visit.
 */
export function sessionRoutes(): Router {
  const router = Router();
  router.get('/api/session', (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ owner: { kind: req.owner?.kind ?? 'guest' }, user: null });
  });
  return router;
}
