import { z } from 'zod';
import { stripeWebhookRoutes } from '../../http/stripe-webhook.routes';
import type { FeatureModule } from '../feature-module';
import { stripeSettings } from './billing.config';
import { BillingResolver } from './billing.resolver';
import { BillingService } from './billing.service';
import { StripeGateway } from './stripe-gateway';
import { StripeWebhookService } from './stripe-webhook.service';

const billingEnvShape = {
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
};

export interface BillingExports {
  service: BillingService;
}

/**
 * Billing wired from the config: demo billing without a Stripe key, Stripe otherwise (its
 * webhook route goes before any JSON body parser).
 */
export const billingModule: FeatureModule<BillingExports, typeof billingEnvShape> = {
  name: 'billing',
  resolvers: [BillingResolver],
  config: billingEnvShape,
  // Stripe's variables depend on each other: checked at start, not at first use.
  checkConfig: (config) => void stripeSettings(config),
  create({ config, dataSource, log }) {
    const settings = stripeSettings(config);
    const gateway = settings ? new StripeGateway(settings) : null;
    const service = new BillingService(dataSource, gateway, config.PUBLIC_URL);
    const webhooks = gateway ? new StripeWebhookService(dataSource, gateway, log) : null;
    return {
      exports: { service },
      resolvers: [new BillingResolver(service)],
      rawRoutes: [stripeWebhookRoutes(webhooks)],
    };
  },
};
