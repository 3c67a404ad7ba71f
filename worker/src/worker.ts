import { hostname } from 'node:os';
import { Queue, Worker, type Job } from 'bullmq';
import { BatchEngine } from '../../core/src/batches/batch-engine';
import { BatchAnnouncer } from '../../core/src/batches/batch-events';
import { BatchNotifier } from '../../core/src/batches/batch-notifier';
import { BatchWriter } from '../../core/src/batches/batch-writer';
import { Topic } from '../../core/src/events/topics';
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
    // The engine takes items, the writer records them, batch jobs read progress: none holds a
    // connection while a provider answers.
    poolSize: 10,
    applicationName: 'quillcart-worker',
  });
  await dataSource.initialize();
  // Plain commands (provider stickiness, metrics, publishing) and the pub/sub subscriber.
  const redis = createRedis(config.REDIS_URL, {
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true,
  });
  const subscriber = createRedis(config.REDIS_URL, {
    maxRetriesPerRequest: null,
    lazyConnect: true,
  });
  for (const client of [redis, subscriber]) {
    client.on('error', (error: Error) => log.warn({ err: error }, 'redis error'));
  }
  const pubSub = createAppPubSub(redis, subscriber, config.REDIS_PREFIX);
  const chain = createProviderChain(config, redis, config.REDIS_PREFIX, config.BULK_PACE_MS, log);
  const generation = new GenerationService(
    dataSource,
    chain,
    pubSub,
    new GenerationMetrics(redis, config.REDIS_PREFIX),
  );
  const notifier = new BatchNotifier(
    dataSource,
    createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }, dataSource, log),
    config.PUBLIC_URL,
    log,
  );
  const announcer = new BatchAnnouncer(dataSource.manager, pubSub);
  const engine = new BatchEngine(
    dataSource,
    generation,
    chain.governor,
    new BatchWriter(dataSource, pubSub, announcer, notifier, log),
    pubSub,
    announcer,
    notifier,
    log,
    {
      workerId,
      maxInFlight: config.WORKER_MAX_IN_FLIGHT,
      claimChunk: config.BATCH_CLAIM_CHUNK,
      leaseMs: config.ITEM_LEASE_MS,
      idleCheckMs: config.WORKER_IDLE_CHECK_MS,
    },
  );
  engine.start();
  // Any process starting a batch wakes every worker's engine.
  const work = pubSub.subscribe(Topic.BatchWork)[Symbol.asyncIterator]();
  void (async () => {
    for (let next = await work.next(); !next.done; next = await work.next()) engine.wake();
  })().catch((error: unknown) => log.warn({ err: error }, 'batch wake-ups stopped'));

  const prefix = bullPrefix(config.REDIS_PREFIX);
  const systemWorker = new Worker(QueueName.System, healthCheckProcessor(connection, workerId), {
    connection,
    prefix,
    concurrency: config.WORKER_CONCURRENCY,
    autorun: true,
  });
  let closing = false;
  let announceClosing = () => undefined as void;
  const closingSignal = new Promise<void>((resolve) => {
    announceClosing = resolve;
  });
  const generationWorker: Worker<RunBatchPayload> = new Worker<RunBatchPayload>(
    QueueName.Generation,
    batchProcessor({
      dataSource,
      engine,
      pubSub,
      followEveryMs: Math.min(2000, config.WORKER_IDLE_CHECK_MS),
      closing: closingSignal,
      isClosing: () => closing,
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
    log.warn({ jobId }, 'batch job stalled (its worker died); following it here'),
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
    {
      workerId,
      queues: [QueueName.System, QueueName.Generation],
      maxInFlight: config.WORKER_MAX_IN_FLIGHT,
      paceFloorMs: config.BULK_PACE_MS,
    },
    'worker started',
  );

  return {
    workerId,
    close: async () => {
      closing = true;
      announceClosing();
      clearInterval(reconcileTimer);
      // Items in flight finish and are recorded; any still held after that go back to wait.
      await engine.stop(Math.max(1000, config.WORKER_SHUTDOWN_TIMEOUT_S * 1000 - 5000));
      await work.return?.();
      // Batch jobs hand themselves back at once (another worker follows them).
      await Promise.all([systemWorker.close(), generationWorker.close()]);
      await Promise.all([systemQueue.close(), generationQueue.close()]);
      await Promise.all([closeRedis(redis), closeRedis(subscriber)]);
      await connection.quit();
      await dataSource.destroy();
    },
  };
}
