import { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { ProviderChain } from '../../../core/src/generation/providers/provider-chain';
import { providerBudgets } from './operator-dashboard.routes';
import { operatorsOnly } from './operator';

/**
 * Operators see which provider the chain is on, and each provider's shared budget (in flight,
 * used vs limit, the learned limit, 429s, waits), and can send the chain back to the primary
 * at once (otherwise it returns after PROVIDER_RETRY_PRIMARY_MS). Everyone else gets 404.
 */
export function providerRoutes(
  chain: ProviderChain,
  dataSource: DataSource,
  operatorEmails: string[],
): Router {
  const router = Router();
  const operators = operatorsOnly(dataSource, operatorEmails);
  router.get('/admin/providers', operators, async (_req, res, next) => {
    try {
      res.json({
        chain: chain.providerNames,
        active: await chain.activeProvider(),
        budgets: await providerBudgets(chain),
      });
    } catch (error) {
      next(error);
    }
  });
  router.post('/admin/providers/reset', operators, async (_req, res, next) => {
    try {
      await chain.reset();
      res.json({ chain: chain.providerNames, active: await chain.activeProvider() });
    } catch (error) {
      next(error);
    }
  });
  return router;
}
