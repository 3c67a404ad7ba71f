import { Router } from 'express';
import type { SubscriptionEntity } from '../../../core/src/db/entities/subscription.entity';
import type { UserEntity } from '../../../core/src/db/entities/user.entity';
import type { Owner } from '../../../core/src/owner/owner';

/** What GET /api/session asks of the auth module: the signed-in user and their plan. */
export interface Viewers {
  viewer(owner: Owner): Promise<{
    user:
      | (Pick<UserEntity, 'id' | 'email' | 'displayName' | 'photoUrl'> &
          Pick<SubscriptionEntity, 'plan'>)
      | null;
  }>;
}

/**
 * GET /api/session: who the browser is. The client calls it once at start; the owner
 * middleware in front of it creates the guest cookie on a first visit.
 */
export function sessionRoutes(viewers: Viewers): Router {
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
