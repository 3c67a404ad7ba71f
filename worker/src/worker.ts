import { hostname } from 'node:os';
import { Queue, Worker, type Job } from 'bullmq';
import { DEFAULT_JOB_OPTIONS } from '../../core/src/jobs/job-options';
import {
  QueueName,
  SystemJob,
  bullPrefix,
  type HealthCheckPayload,
} from '../../core/src/jobs/queues';
import type { Logger } from '../../core/src/logging/logger';
import { createRedis, readEvictionPolicy } from '../../core/src/redis/connection';
import type { WorkerConfig } from './config';
import { healthCheckProcessor } from './processors/health-check.processor';

export interface WorkerProcess {
  workerId: string;
  /** Finishes running jobs (up to the timeout), then closes every connection. */
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

  const prefix = bullPrefix(config.REDIS_PREFIX);
  const systemWorker = new Worker(QueueName.System, healthCheckProcessor(connection, workerId), {
    connection,
    prefix,
    concurrency: config.WORKER_CONCURRENCY,
    autorun: true,
  });
  systemWorker.on('failed', (job: Job | undefined, error: Error) =>
    log.error({ err: error, jobId: job?.id, jobName: job?.name }, 'job failed'),
  );
  systemWorker.on('error', (error: Error) => log.error({ err: error }, 'worker error'));
  systemWorker.on('completed', (job: Job, result: unknown) => {
    if (job.name === SystemJob.HealthCheck) log.info({ jobId: job.id, result }, 'health check ok');
  });
  await systemWorker.waitUntilReady();

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
  log.info({ workerId, queues: [QueueName.System] }, 'worker started');

  return {
    workerId,
    close: async () => {
      // close() waits for jobs in progress to finish before resolving.
      await systemWorker.close();
      await systemQueue.close();
      await connection.quit();
    },
  };
}
