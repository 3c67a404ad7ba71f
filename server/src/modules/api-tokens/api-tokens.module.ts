import type { FeatureModule } from '../feature-module';
import { ApiTokensResolver } from './api-tokens.resolver';
import { ApiTokensService } from './api-tokens.service';

/** Business users' personal API tokens (app.ts's owner middleware resolves them too). */
export const apiTokensModule: FeatureModule = {
  name: 'api-tokens',
  resolvers: [ApiTokensResolver],
  create: ({ dataSource }) => ({
    resolvers: [new ApiTokensResolver(new ApiTokensService(dataSource))],
  }),
};
