import { z } from 'zod';
import { ConfigError } from '../../../../core/src/config/env';
import { appLink } from '../../../../core/src/config/public-url';
import { createMailer } from '../../../../core/src/mail/mailer';
import { authRoutes } from '../../http/auth.routes';
import { sessionRoutes } from '../../http/session.routes';
import { billingModule } from '../billing/billing.module';
import type { FeatureModule } from '../feature-module';
import { AuthResolver } from './auth.resolver';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { useAuthStrategies } from './passport';
import { ViewerService } from './viewer.service';

const authEnvShape = {
  /** Google sign-in: both set → the Continue with Google button appears. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Overrides of Google's OAuth endpoints (tests point them at a local server). */
  GOOGLE_AUTHORIZATION_URL: z.string().url().optional(),
  GOOGLE_TOKEN_URL: z.string().url().optional(),
  GOOGLE_USER_PROFILE_URL: z.string().url().optional(),
  /** smtp(s)://user:pass@host:port for password-reset mail; unset → the dev outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Quillcart <no-reply@quillcart.app>'),
  /**
   * Failed sign-in attempts allowed in the window: per account from one IP, per IP over all
   * accounts, and per account from everywhere (a higher ceiling, so one attacker cannot lock
   * the owner out).
   */
  AUTH_MAX_ATTEMPTS_PER_ACCOUNT_IP: z.coerce.number().int().min(1).default(10),
  AUTH_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(100),
  AUTH_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(500),
  AUTH_ATTEMPT_WINDOW_S: z.coerce.number().int().min(1).default(900),
};

/** Sign-up, sign-in (GraphQL, REST, Google), password reset, profile, the viewer. */
export const authModule: FeatureModule<undefined, typeof authEnvShape> = {
  name: 'auth',
  resolvers: [AuthResolver],
  config: authEnvShape,
  checkConfig(config) {
    if (!!config.GOOGLE_CLIENT_ID !== !!config.GOOGLE_CLIENT_SECRET) {
      throw new ConfigError(
        'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither',
      );
    }
  },
  create(app) {
    const { config, dataSource, log, passport } = app;
    const googleEnabled = !!config.GOOGLE_CLIENT_ID && !!config.GOOGLE_CLIENT_SECRET;
    const viewers = new ViewerService(dataSource);
    const auth = new AuthService(
      dataSource,
      new LoginThrottle(app.redis, config.REDIS_PREFIX, {
        perAccountIp: config.AUTH_MAX_ATTEMPTS_PER_ACCOUNT_IP,
        perIp: config.AUTH_MAX_ATTEMPTS_PER_IP,
        perAccount: config.AUTH_MAX_ATTEMPTS_PER_ACCOUNT,
        windowSeconds: config.AUTH_ATTEMPT_WINDOW_S,
      }),
      createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, dataSource, log),
      config.PUBLIC_URL,
      log,
      // A deleted account's Stripe subscription ends with it.
      (userId) => app.use(billingModule).service.endForDeletedAccount(userId),
    );
    useAuthStrategies(
      passport,
      auth,
      googleEnabled
        ? {
            clientId: config.GOOGLE_CLIENT_ID as string,
            clientSecret: config.GOOGLE_CLIENT_SECRET as string,
            callbackUrl: appLink(config.PUBLIC_URL, '/api/auth/google/callback'),
            authorizationUrl: config.GOOGLE_AUTHORIZATION_URL,
            tokenUrl: config.GOOGLE_TOKEN_URL,
            userProfileUrl: config.GOOGLE_USER_PROFILE_URL,
          }
        : null,
    );
    return {
      resolvers: [new AuthResolver(auth, viewers, app.sessions, googleEnabled)],
      routes: [
        sessionRoutes(viewers),
        authRoutes({
          passport,
          auth,
          dataSource,
          googleEnabled: googleEnabled,
          operatorEmails: config.operatorEmails,
        }),
      ],
    };
  },
};
