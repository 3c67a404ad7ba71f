import { GenerationMetrics } from '../../../../core/src/generation/generation-metrics';
import { GenerationService } from '../../../../core/src/generation/generation.service';
import { createProviderChain } from '../../../../core/src/generation/providers/create-chain';
import type { ProviderChain } from '../../../../core/src/generation/providers/provider-chain';
import type { FeatureModule } from '../feature-module';
import { GenerationResolver } from './generation.resolver';

export interface GenerationExports {
  chain: ProviderChain;
  /** A single Generate (the review module rewrites a rejected description with it). */
  generation: GenerationService;
  metrics: GenerationMetrics;
}

/** A single Generate, through the provider chain the config names (shared with the worker). */
export const generationModule: FeatureModule<GenerationExports> = {
  name: 'generation',
  resolvers: [GenerationResolver],
  create({ config, redis, dataSource, pubSub, log }) {
    const chain = createProviderChain(config, redis, config.REDIS_PREFIX, 0, log);
    const metrics = new GenerationMetrics(redis, config.REDIS_PREFIX);
    const generation = new GenerationService(dataSource, chain, pubSub, metrics);
    return {
      exports: { chain, metrics, generation },
      resolvers: [new GenerationResolver(generation)],
    };
  },
};
