import { z } from 'zod';
import { operatorDashboardRoutes } from '../../http/operator-dashboard.routes';
import { providerRoutes } from '../../http/providers.routes';
import { batchesModule } from '../batches/batches.module';
import type { FeatureModule } from '../feature-module';
import { generationModule } from '../generation/generation.module';

const operatorEnvShape = {
  /** Lets a scraper read /metrics with `Authorization: Bearer <token>` (operators need none). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
};

/** What operators see: providers (reset the sticky one), the queue dashboard, metrics. */
export const operatorModule: FeatureModule<undefined, typeof operatorEnvShape> = {
  name: 'operator',
  config: operatorEnvShape,
  create(app) {
    const { config, dataSource } = app;
    const { chain, metrics } = app.use(generationModule);
    return {
      routes: [
        providerRoutes(chain, dataSource, config.operatorEmails),
        operatorDashboardRoutes({
          dataSource,
          operatorEmails: config.operatorEmails,
          queues: app.use(batchesModule).queues,
          metrics,
          chain,
          metricsToken: config.METRICS_TOKEN,
        }),
      ],
    };
  },
};
