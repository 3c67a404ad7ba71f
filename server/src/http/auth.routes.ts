import express, { Router, type RequestHandler } from 'express';
import type { Passport } from 'passport';
import type { DataSource } from 'typeorm';
import { OutboxMailEntity } from '../../../core/src/db/entities/outbox-mail.entity';
import { guestSessionIdOf } from '../../../core/src/owner/owner';
import { AUTH_MESSAGES, type AuthCode } from '../../../core/src/shared/auth-messages';
import { operatorsOnly } from './operator';

/** What signing in asks of the auth module. */
export interface GuestWorkMerger {
  /** Carries a guest session's work into the account that signed in. */
  mergeGuest(guestSessionId: string, userId: string): Promise<void>;
}

export interface AuthRoutesOptions {
  /** The app's passport, with the auth module's strategies. */
  passport: InstanceType<typeof Passport>;
  auth: GuestWorkMerger;
  dataSource: DataSource;
  googleEnabled: boolean;
  operatorEmails: string[];
}

/**
 * Auth over plain HTTP: a JSON sign-in through passport-local (for clients that are not the
 * GraphQL app), Google OAuth redirects, and the dev mail outbox for operators.
 */
export function authRoutes(options: AuthRoutesOptions): Router {
  const { passport, auth } = options;
  const router = Router();

  router.post('/api/auth/sign-in', express.json({ limit: '10kb' }), (req, res, next) => {
    (
      passport.authenticate(
        'local',
        (error: unknown, user: Express.User | false, info?: { message?: string }) => {
          if (error) return next(error);
          if (!user) {
            const code = (info?.message ?? 'other') as AuthCode;
            res
              .status(code === 'too-many-requests' ? 429 : 401)
              .json({ error: { code, message: AUTH_MESSAGES[code] ?? AUTH_MESSAGES.other } });
            return;
          }
          const guestId = req.owner ? guestSessionIdOf(req.owner) : null;
          const merge = guestId ? auth.mergeGuest(guestId, user.id) : Promise.resolve();
          merge.then(
            () =>
              req.login(user, (loginError) => {
                if (loginError) return next(loginError);
                res.json({ user: { id: user.id } });
              }),
            next,
          );
        },
      ) as RequestHandler
    )(req, res, next);
  });

  router.get('/api/auth/google', (req, res, next) => {
    if (!options.googleEnabled) {
      res.status(404).json({ error: 'Google sign-in is not configured' });
      return;
    }
    const returnTo = safeReturnTo(req.query.returnTo);
    (req.session as unknown as { returnTo?: string }).returnTo = returnTo;
    const start = passport.authenticate('google', {
      scope: ['profile', 'email'],
      prompt: 'select_account',
    }) as RequestHandler;
    start(req, res, next);
  });

  router.get('/api/auth/google/callback', (req, res, next) => {
    if (!options.googleEnabled) {
      res.status(404).json({ error: 'Google sign-in is not configured' });
      return;
    }
    const returnTo = (req.session as unknown as { returnTo?: string } | undefined)?.returnTo ?? '/';
    const finish = passport.authenticate('google', (error: unknown, user: Express.User | false) => {
      if (error || !user) {
        req.log?.warn({ err: error }, 'Google sign-in failed');
        res.redirect('/?signin=failed');
        return;
      }
      const guestId = req.owner ? guestSessionIdOf(req.owner) : null;
      (guestId ? auth.mergeGuest(guestId, user.id) : Promise.resolve()).then(
        () =>
          req.login(user, (loginError) => {
            if (loginError) return next(loginError);
            res.redirect(returnTo);
          }),
        next,
      );
    }) as RequestHandler;
    finish(req, res, next);
  });

  // The dev outbox (no SMTP configured): operators read the mails that would have gone out.
  router.get(
    '/admin/outbox',
    operatorsOnly(options.dataSource, options.operatorEmails),
    async (_req, res, next) => {
      try {
        const mails = await options.dataSource
          .getRepository(OutboxMailEntity)
          .find({ order: { createdAt: 'DESC' }, take: 100 });
        res.json({ mails });
      } catch (error) {
        next(error);
      }
    },
  );

  return router;
}

// Only same-site paths: an open redirect would let a link bounce sellers anywhere.
function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : '/';
}
