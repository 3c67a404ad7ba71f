import { hostname } from 'node:os';
import { Queue, Worker, type Job } from 'bullmq';
import { BatchNotifier } from '../../core/src/batches/batch-notifier';
import { BatchRunner } from '../../core/src/batches/batch-runner';
import { createMailer } from '../../core/src/mail/mailer';
import { createGenerationQueue, reconcileBatches } from '../../core/src/batches/batch-queue';
import { createDataSource } from '../../core/src/db/data-source';
import { createAppPubSub } from '../../core/src/events/pubsub';
import { GenerationMetrics } from '../../core/src/generation/generation-metrics';
import { GenerationService } from '../../core/src/generation/generation.service';
import { createProviderChain } from '../../core/src/generation/providers/create-chain';
import { DEFAULT_JOB_OPTIONS } from '../../core/src/jobs/job-options';
import {
  QueueName,
  SystemJob,
  bullPrefix,
  type HealthCheckPayload,
  type RunBatchPayload,
} from '../../core/src/jobs/queues';
import type { Logger } from '../../core/src/logging/logger';
import { closeRedis, createRedis, readEvictionPolicy } from '../../core/src/redis/connection';
import { onRedisReconnect } from '../../core/src/redis/connection';
import type { WorkerConfig } from './config';
import { batchProcessor } from './processors/batch.processor';
import { healthCheckProcessor } from './processors/health-check.processor';

export interface WorkerProcess {
  workerId: string;
  /** Finishes running jobs (the current item of each batch), then closes every connection. */
  close(): Promise<void>;
}

export class EvictionPolicyError extends Error {
  override name = 'EvictionPolicyError';
}

/** Starts the BullMQ consumers of this process. */
export async function startWorker(config: WorkerConfig, log: Logger): Promise<WorkerProcess> {
  const workerId = `${hostname()}:${process.pid}`;
  // BullMQ needs maxRetriesPerRequest: null on connections that block.
  const connection = createRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  connection.on('error', (error: Error) => log.warn({ err: error }, 'redis error'));

  const policy = await readEvictionPolicy(connection);
  if (policy === null) {
    log.warn('could not read Redis maxmemory-policy (CONFIG refused); make sure it is noeviction');
  } else if (policy !== 'noeviction') {
    await connection.quit();
    throw new EvictionPolicyError(
      `Redis maxmemory-policy is "${policy}"; queues need "noeviction" or jobs can silently vanish. ` +
        'Set it with `redis-cli CONFIG SET maxmemory-policy noeviction` (and in redis.conf).',
    );
  }

  const dataSource = createDataSource({
    url: config.DATABASE_URL,
    // Each running batch holds one connection for its lock and uses others for its work.
    poolSize: config.WORKER_CONCURRENCY * 2 + 2,
    applicationName: 'quillcart-worker',
  });
  await dataSource.initialize();
  // Plain commands (provider stickiness, metrics, publishing) and the pub/sub subscriber.
  const redis = createRedis(config.REDIS_URL, { maxRetriesPerRequest: 2 });
  const subscriber = createRedis(config.REDIS_URL, {
    maxRetriesPerRequest: null,
    lazyConnect: true,
  });
  for (const client of [redis, subscriber]) {
    client.on('error', (error: Error) => log.warn({ err: error }, 'redis error'));
  }
  const pubSub = createAppPubSub(redis, subscriber, config.REDIS_PREFIX);
  const generation = new GenerationService(
    dataSource,
    createProviderChain(config, redis, config.REDIS_PREFIX),
    pubSub,
    new GenerationMetrics(redis, config.REDIS_PREFIX),
  );
  const notifier = new BatchNotifier(
    dataSource,
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, dataSource, log),
    config.PUBLIC_URL,
    log,
  );
  const runner = new BatchRunner(dataSource, generation, pubSub, notifier);

  const prefix = bullPrefix(config.REDIS_PREFIX);
  const systemWorker = new Worker(QueueName.System, healthCheckProcessor(connection, workerId), {
    connection,
    prefix,
    concurrency: config.WORKER_CONCURRENCY,
    autorun: true,
  });
  let closing = false;
  const generationWorker: Worker<RunBatchPayload> = new Worker<RunBatchPayload>(
    QueueName.Generation,
    batchProcessor(runner, {
      paceMs: config.BULK_PACE_MS,
      sliceMs: config.BATCH_SLICE_MS,
      throttleDelayMs: config.PROVIDER_THROTTLE_DELAY_MS,
      closing: () => closing,
      worker: () => generationWorker,
    }),
    {
      connection,
      prefix,
      concurrency: config.WORKER_CONCURRENCY,
      lockDuration: config.WORKER_LOCK_DURATION_MS,
      stalledInterval: config.WORKER_STALLED_INTERVAL_MS,
      maxStalledCount: config.WORKER_MAX_STALLED_COUNT,
      autorun: true,
    },
  );
  for (const worker of [systemWorker, generationWorker] as Worker[]) {
    worker.on('failed', (job: Job | undefined, error: Error) =>
      log.error({ err: error, jobId: job?.id, jobName: job?.name }, 'job failed'),
    );
    worker.on('error', (error: Error) => log.error({ err: error }, 'worker error'));
  }
  generationWorker.on('stalled', (jobId: string) =>
    log.warn({ jobId }, 'batch job stalled (its worker died); running it again'),
  );
  generationWorker.on('completed', (job: Job<RunBatchPayload>) =>
    log.info({ batchId: job.data.batchId }, 'batch finished'),
  );
  systemWorker.on('completed', (job: Job, result: unknown) => {
    if (job.name === SystemJob.HealthCheck) log.info({ jobId: job.id, result }, 'health check ok');
  });
  await Promise.all([systemWorker.waitUntilReady(), generationWorker.waitUntilReady()]);

  // Redis is not the source of truth: batches whose job vanished get one again, now and
  // every so often (a Redis restart can happen at any time).
  const generationQueue = createGenerationQueue(connection, config.REDIS_PREFIX);
  const reconcile = async () => {
    try {
      const ids = await reconcileBatches(dataSource, generationQueue);
      if (ids.length > 0) log.info({ batches: ids }, 're-enqueued batches from Postgres');
    } catch (error) {
      log.warn({ err: error }, 'could not reconcile batches');
    }
  };
  await reconcile();
  onRedisReconnect(connection, () => void reconcile());
  const reconcileTimer = setInterval(() => void reconcile(), config.WORKER_RECONCILE_INTERVAL_MS);
  reconcileTimer.unref();

  // Prove the round trip once at start: enqueue a health check and let this worker take it.
  const systemQueue = new Queue<HealthCheckPayload>(QueueName.System, {
    connection,
    prefix,
    defaultJobOptions: DEFAULT_JOB_OPTIONS,
  });
  await systemQueue.add(SystemJob.HealthCheck, {
    requestedBy: workerId,
    requestedAt: new Date().toISOString(),
  });
  log.info(
    { workerId, queues: [QueueName.System, QueueName.Generation], paceMs: config.BULK_PACE_MS },
    'worker started',
  );

  return {
    workerId,
    close: async () => {
      closing = true;
      clearInterval(reconcileTimer);
      // close() waits for jobs in progress; a batch hands its job back after the current item.
      await Promise.all([systemWorker.close(), generationWorker.close()]);
      await Promise.all([systemQueue.close(), generationQueue.close()]);
      await Promise.all([closeRedis(redis), closeRedis(subscriber)]);
      await connection.quit();
      await dataSource.destroy();
    },
  };
}
