import express, { Router } from 'express';
import type Stripe from 'stripe';

/** A webhook body whose Stripe signature does not check out: answered 400. */
export class InvalidSignatureError extends Error {
  override name = 'InvalidSignatureError';
}

/** What the webhook asks of the billing module. */
export interface StripeWebhooks {
  /** The signed event; throws InvalidSignatureError when the signature does not check out. */
  verify(rawBody: Buffer, signature: string | undefined): Stripe.Event;
  /** Applies the event (once, however often it is delivered) and says what became of it. */
  handle(event: Stripe.Event): Promise<string>;
}

/**
 * POST /api/stripe/webhook: Stripe's events, signed over the raw body, so this router goes
 * before any JSON parser. Without Stripe configured (demo billing) the path does not exist.
 */
export function stripeWebhookRoutes(webhooks: StripeWebhooks | null): Router {
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
