import type { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { Logger } from '../../../../core/src/logging/logger';
import { stripeWebhookRoutes } from '../../http/stripe-webhook.routes';
import { stripeSettings, type BillingEnv } from './billing.config';
import { BillingResolver } from './billing.resolver';
import { BillingService } from './billing.service';
import { StripeGateway } from './stripe-gateway';
import { StripeWebhookService } from './stripe-webhook.service';

export { BillingResolver, BillingService };

export interface BillingModule {
  service: BillingService;
  resolver: BillingResolver;
  /** POST /api/stripe/webhook; mount before any JSON body parser. */
  webhookRoutes: Router;
}

/**
 * Billing wired from the config: demo billing without a Stripe key, Stripe otherwise.
 * Throws a ConfigError naming every missing Stripe variable.
 */
export function createBilling(
  config: BillingEnv & { PUBLIC_URL: string },
  dataSource: DataSource,
  log: Logger,
): BillingModule {
  const settings = stripeSettings(config);
  const gateway = settings ? new StripeGateway(settings) : null;
  const service = new BillingService(dataSource, gateway, config.PUBLIC_URL);
  const webhooks = gateway ? new StripeWebhookService(dataSource, gateway, log) : null;
  return {
    service,
    resolver: new BillingResolver(service),
    webhookRoutes: stripeWebhookRoutes(webhooks),
  };
}
