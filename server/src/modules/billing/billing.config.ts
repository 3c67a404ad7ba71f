import { ConfigError } from '../../../../core/src/config/env';

/** The billing variables of the server config (billing.module.ts declares them). */
export interface BillingEnv {
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PRICE_PRO?: string;
  STRIPE_PRICE_BUSINESS?: string;
  STRIPE_API_BASE?: string;
}

/** Everything Stripe mode needs; absent in demo mode. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  prices: { pro: string; business: string };
  /** Protocol, host and port of the API when it is not Stripe's (tests use a local fake). */
  apiBase?: { protocol: 'http' | 'https'; host: string; port: number };
}

const REQUIRED_WITH_KEY = [
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_BUSINESS',
] as const;

/**
 * Stripe settings from the config: null without a key (demo billing). With a key, every
 * missing companion variable is reported at once.
 */
export function stripeSettings(env: BillingEnv): StripeSettings | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const missing = REQUIRED_WITH_KEY.filter((name) => !env[name]);
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: required when STRIPE_SECRET_KEY is set`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  let apiBase: StripeSettings['apiBase'];
  if (env.STRIPE_API_BASE) {
    const url = new URL(env.STRIPE_API_BASE);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    apiBase = {
      protocol,
      host: url.hostname,
      port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    };
  }
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET as string,
    prices: {
      pro: env.STRIPE_PRICE_PRO as string,
      business: env.STRIPE_PRICE_BUSINESS as string,
    },
    apiBase,
  };
}
