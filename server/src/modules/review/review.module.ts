import { batchesModule } from '../batches/batches.module';
import type { FeatureModule } from '../feature-module';
import { generationModule } from '../generation/generation.module';
import { ReviewResolver } from './review.resolver';
import { ReviewService } from './review.service';

/** Review mode: approve descriptions, or reject them (with an instruction, rewritten with it). */
export const reviewModule: FeatureModule = {
  name: 'review',
  resolvers: [ReviewResolver],
  create: (app) => {
    const { dataSource, pubSub } = app;
    const { generation } = app.use(generationModule);
    const { batches } = app.use(batchesModule);
    return {
      resolvers: [
        new ReviewResolver(new ReviewService(dataSource, pubSub, generation, batches), batches),
      ],
    };
  },
};
