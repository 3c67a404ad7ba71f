import type { FeatureModule } from '../feature-module';
import { ApiTokensResolver } from './api-tokens.resolver';

/** Business users' personal API tokens (the owner middleware resolves them: AppServices). */
export const apiTokensModule: FeatureModule = {
  name: 'api-tokens',
  resolvers: [ApiTokensResolver],
  create: ({ apiTokens }) => ({ resolvers: [new ApiTokensResolver(apiTokens)] }),
};
