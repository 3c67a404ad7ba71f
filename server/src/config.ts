import path from 'node:path';
import { z } from 'zod';
import { baseEnvShape, loadEnv } from '../../core/src/config/env';
import { providerEnvShape } from '../../core/src/generation/providers/provider-config';
import { repoRoot } from '../../core/src/config/paths';
import { publicUrlEnvShape, resolvePublicUrl } from '../../core/src/config/public-url';
import { stripeSettings } from './modules/billing/billing.config';

const DEV_SECRET = 'dev-only-insecure-session-secret-change-me';

const serverEnvShape = {
  ...baseEnvShape,
  ...providerEnvShape,
  ...publicUrlEnvShape,
  /** Interface to bind. */
  HOST: z.string().default('0.0.0.0'),
  /** Signs the guest and session cookies. Required in production. */
  SESSION_SECRET: z.string().min(16, 'must be at least 16 characters').default(DEV_SECRET),
  /** Number of proxy hops to trust for X-Forwarded-* (0 when the server faces clients). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** The built client to serve; defaults to client/dist in the repository. */
  CLIENT_DIST_DIR: z.string().optional(),
  // --- billing (Stripe) ---
  /** Stripe secret key. Unset: demo billing (plan changes apply at once, no payment taken). */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** Signing secret of the webhook endpoint POST /api/stripe/webhook. Required with the key. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe price id of the monthly Pro plan. Required with the key. */
  STRIPE_PRICE_PRO: z.string().optional(),
  /** Stripe price id of the monthly Business plan. Required with the key. */
  STRIPE_PRICE_BUSINESS: z.string().optional(),
  /** Where the Stripe SDK sends API calls (protocol, host, port); unset: Stripe's API. Tests use a local fake. */
  STRIPE_API_BASE: z.string().url().optional(),
  // --- end billing ---
  // --- auth ---
  /** How long a sign-in lasts without activity, in days. */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * How long a server uses a sign-in session it read before reading it again, in ms (0: every
   * request reads Postgres). Sessions ended anywhere leave every server's cache at once; this
   * only bounds what a revocation lost on its way could leave behind.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
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
  /** Comma-separated e-mails of operators (dev outbox, queue dashboard). */
  OPERATOR_EMAILS: z.string().default(''),
  /**
   * Failed sign-in attempts allowed in the window: per account from one IP, per IP over all
   * accounts, and per account from everywhere (a higher ceiling, so one attacker cannot lock
   * the owner out).
   */
  AUTH_MAX_ATTEMPTS_PER_ACCOUNT_IP: z.coerce.number().int().min(1).default(10),
  AUTH_MAX_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(100),
  AUTH_MAX_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(500),
  AUTH_ATTEMPT_WINDOW_S: z.coerce.number().int().min(1).default(900),
  /** New guest sessions per IP per day that get the free generation (stops cookie farming). */
  GUEST_FREE_SESSIONS_PER_IP_PER_DAY: z.coerce.number().int().min(1).default(20),
  // --- end auth ---
  // --- batches ---
  /** Lets a scraper read /metrics with `Authorization: Bearer <token>` (operators need none). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // --- end batches ---
  // --- csv ---
  /** Largest CSV upload accepted, in bytes (413 past it). */
  CSV_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(50 * 1024 * 1024),
  /** Most data rows one CSV import may have. */
  CSV_MAX_ROWS: z.coerce.number().int().min(1).default(100_000),
  /** Etsy WHEN_MADE written on export (Etsy retires these ranges yearly). */
  ETSY_WHEN_MADE: z
    .string()
    .regex(/^[a-z0-9_]+$/, 'must be an Etsy when_made value such as 2020_2024')
    .default('2020_2024'),
  /** Comma-separated formats shown as "Coming soon" and refused (general, shopify, amazon, etsy). */
  CSV_FORMATS_IN_DEVELOPMENT: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (names) => names.every((name) => ['general', 'shopify', 'amazon', 'etsy'].includes(name)),
      'must list only general, shopify, amazon, etsy',
    ),
  // --- end csv ---
  // --- keywords and history ---
  /** Opens the Trending Keywords tool to Business users (SPEC §6 ships it locked). */
  KEYWORDS_ENABLED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** How long a keyword research answer is reused, in seconds (SPEC §9: one hour). */
  KEYWORDS_CACHE_TTL_S: z.coerce.number().int().min(0).default(3600),
  /** Gemini model for keyword research; unset: GEMINI_MODEL. Uses GEMINI_API_KEY and GEMINI_BASE_URL. */
  KEYWORDS_GEMINI_MODEL: z.string().optional(),
  // --- end keywords and history ---
  // --- limits and security ---
  /** Further page origins (comma-separated URLs) that may act for a seller besides PUBLIC_URL. */
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine(
      (urls) => urls.every((url) => URL.canParse(url) && new URL(url).origin !== 'null'),
      'must be comma-separated origins such as https://app.example.com',
    ),
  /** Largest GraphQL request body over HTTP, in bytes (413 past it). */
  GRAPHQL_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(2 * 1024 * 1024),
  /** Largest WebSocket message, in bytes (the socket is closed with 1009 past it). */
  WS_MAX_MESSAGE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  /** Deepest selection nesting one GraphQL operation may have. */
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(10),
  /** Most aliases in one GraphQL operation. */
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(15),
  /** Most tokens in one GraphQL document. */
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(2000),
  /** Most directives in one GraphQL operation. */
  GRAPHQL_MAX_DIRECTIVES: z.coerce.number().int().min(0).default(20),
  /** Most cost units in one operation: a list costs its page size times its fields. */
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(50_000),
  /** Postgres statement_timeout of the server's connections, in ms (0: none). */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  /** Postgres connections of one server process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  // --- end limits and security ---
  /** Run pending migrations when the server starts (the worker never does). */
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
};

export type ServerConfig = ReturnType<typeof loadServerConfig>;

export function loadServerConfig(source: NodeJS.ProcessEnv = process.env) {
  const env = loadEnv(serverEnvShape, source);
  if (env.NODE_ENV === 'production' && env.SESSION_SECRET === DEV_SECRET) {
    throw new Error('Invalid configuration:\n  SESSION_SECRET: must be set in production');
  }
  // Stripe's variables depend on each other: check them now, at start, not at first use.
  stripeSettings(env);
  if (!!env.GOOGLE_CLIENT_ID !== !!env.GOOGLE_CLIENT_SECRET) {
    throw new Error(
      'Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither',
    );
  }
  return {
    ...env,
    googleEnabled: !!env.GOOGLE_CLIENT_ID && !!env.GOOGLE_CLIENT_SECRET,
    operatorEmails: env.OPERATOR_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    PUBLIC_URL: resolvePublicUrl(env),
    CLIENT_DIST_DIR: env.CLIENT_DIST_DIR ?? path.join(repoRoot(), 'client', 'dist'),
    usesDevSecret: env.SESSION_SECRET === DEV_SECRET,
  };
}
