import { DataSource } from 'typeorm';
import { GenerationBatchEntity } from './entities/generation-batch.entity';
import { GenerationBatchItemEntity } from './entities/generation-batch-item.entity';
import { GenerationRecordEntity } from './entities/generation-record.entity';
import { GuestSessionEntity } from './entities/guest-session.entity';
import { DeletedItemEntity } from './entities/deleted-item.entity';
import { ItemVersionEntity } from './entities/item-version.entity';
import { ItemEntity } from './entities/item.entity';
import { PromptSettingsEntity } from './entities/prompt-settings.entity';
import { ApiTokenEntity } from './entities/api-token.entity';
import { OutboxMailEntity } from './entities/outbox-mail.entity';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { SessionEntity } from './entities/session.entity';
import { StripeEventEntity } from './entities/stripe-event.entity';
import { SubscriptionEntity } from './entities/subscription.entity';
import { UsageRecordEntity } from './entities/usage-record.entity';
import { UserEntity } from './entities/user.entity';
import { KeywordCacheEntity } from './entities/keyword-cache.entity';
import { TrendingKeywordEntity } from './entities/trending-keyword.entity';
import { MIGRATIONS } from './migrations';

/**
 * Every entity. In core, not in the server's modules, because the worker opens the same
 * database with the same entities.
 */
export const ENTITIES = [
  UserEntity,
  GuestSessionEntity,
  ItemEntity,
  ItemVersionEntity,
  DeletedItemEntity,
  PromptSettingsEntity,
  SessionEntity,
  SubscriptionEntity,
  UsageRecordEntity,
  StripeEventEntity,
  PasswordResetTokenEntity,
  ApiTokenEntity,
  OutboxMailEntity,
  GenerationRecordEntity,
  GenerationBatchEntity,
  GenerationBatchItemEntity,
  KeywordCacheEntity,
  TrendingKeywordEntity,
];

export interface DataSourceOptions {
  url: string;
  /** Pool size per process. */
  poolSize?: number;
  applicationName?: string;
  /**
   * Postgres cancels any statement running longer (ms), so one slow request cannot hold a
   * connection for long. Unset: no limit (migrations, the worker's long-held batch locks).
   */
  statementTimeoutMs?: number;
}

/** The one way every process reaches Postgres. Schema changes come only from migrations. */
export function createDataSource(options: DataSourceOptions): DataSource {
  return new DataSource({
    type: 'postgres',
    url: options.url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    // gen_random_uuid() is built into Postgres 13+; no extension to install.
    uuidExtension: 'pgcrypto',
    logging: false,
    poolSize: options.poolSize ?? 10,
    applicationName: options.applicationName ?? 'quillcart',
    extra: {
      connectionTimeoutMillis: 5000,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    },
  });
}

// Any fixed 64-bit number works: it only has to be the same for every process that migrates.
const MIGRATION_LOCK_KEY = 7_420_113_001;

/**
 * Applies pending migrations under a Postgres advisory lock, so two servers starting together
 * never run the same migration twice. Returns the names of the migrations applied.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await runner
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await runner.release();
  }
}
