import type { FeatureModule } from '../feature-module';
import { PromptSettingsResolver } from './prompt-settings.resolver';
import { PromptSettingsService } from './prompt-settings.service';

/** Style, tone, length and language of the owner's descriptions. */
export const promptSettingsModule: FeatureModule = {
  name: 'prompt-settings',
  resolvers: [PromptSettingsResolver],
  create: ({ dataSource }) => ({
    resolvers: [new PromptSettingsResolver(new PromptSettingsService(dataSource))],
  }),
};
