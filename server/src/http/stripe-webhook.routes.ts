import express, { Router } from 'express';
import {
  InvalidSignatureError,
  type StripeWebhookService,
} from '../modules/billing/stripe-webhook.service';

/**
 * POST /api/stripe/webhook: Stripe's events, signed over the raw body, so this router goes
 * before any JSON parser. Without Stripe configured (demo billing) the path does not exist.
 */
export function stripeWebhookRoutes(webhooks: StripeWebhookService | null): Router {
  const router = Router();
  router.post(
    '/api/stripe/webhook',
    express.raw({ type: 'application/json', limit: '1mb' }),
    async (req, res) => {
      if (!webhooks) {
        res.status(404).json({ error: 'Not found' });
        return;
      }
      const body: unknown = req.body;
      let event;
      try {
        if (!Buffer.isBuffer(body)) throw new InvalidSignatureError('Body is not JSON');
        event = webhooks.verify(body, req.header('stripe-signature'));
      } catch (error) {
        if (!(error instanceof InvalidSignatureError)) throw error;
        req.log?.warn({ reason: error.message }, 'stripe webhook rejected');
        res.status(400).json({ error: 'Invalid signature' });
        return;
      }
      const outcome = await webhooks.handle(event);
      res.json({ received: true, outcome });
    },
  );
  return router;
}
