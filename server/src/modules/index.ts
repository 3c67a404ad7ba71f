// Decorated resolver classes load with the modules: their metadata needs this first.
import 'reflect-metadata';
import { apiTokensModule } from './api-tokens/api-tokens.module';
import { authModule } from './auth/auth.module';
import { batchesModule } from './batches/batches.module';
import { billingModule } from './billing/billing.module';
import { csvModule } from './csv/csv.module';
import { generationModule } from './generation/generation.module';
import { historyModule } from './history/history.module';
import { itemsModule } from './items/items.module';
import { keywordsModule } from './keywords/keywords.module';
import { operatorModule } from './operator/operator.module';
import { promptSettingsModule } from './prompt-settings/prompt-settings.module';
import { reviewModule } from './review/review.module';
import { versionsModule } from './versions/versions.module';

/**
 * Every feature of the server, built in this order (a module may use those before it). The
 * app, the GraphQL schema and the config schema all read this list: adding a feature is its
 * folder plus one line here.
 */
export const MODULES = [
  authModule,
  apiTokensModule,
  itemsModule,
  promptSettingsModule,
  generationModule,
  billingModule,
  batchesModule,
  versionsModule,
  reviewModule,
  csvModule,
  historyModule,
  keywordsModule,
  operatorModule,
] as const;
