import { Router } from 'express';
import type { ViewerService } from '../modules/auth/viewer.service';

/**
 * GET /api/session: who the browser is. The client calls it once at start; the owner
 * middleware in front of it creates the guest cookie on a first visit.
 */
export function sessionRoutes(viewers: ViewerService): Router {
  const router = Router();
  router.get('/api/session', async (req, res, next) => {
    try {
      res.set('Cache-Control', 'no-store');
      const owner = req.owner;
      if (!owner || owner.kind === 'guest') {
        res.json({ owner: { kind: 'guest' }, user: null });
        return;
      }
      const { user } = await viewers.viewer(owner);
      res.json({
        owner: { kind: 'user' },
        user: user && {
          id: user.id,
          email: user.email,
          displayName: user.displayName,
          photoUrl: user.photoUrl,
          plan: user.plan,
        },
      });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
