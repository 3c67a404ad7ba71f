import { Queue, type ConnectionOptions, type JobsOptions } from 'bullmq';
import type { DataSource } from 'typeorm';
import { DEFAULT_JOB_OPTIONS } from '../jobs/job-options';
import {
  GenerationJob,
  QueueName,
  batchJobId,
  bullPrefix,
  type RunBatchPayload,
} from '../jobs/queues';
import { batchRepository } from './batch-repository';
import type { BatchQueue } from './batch.service';

/**
 * A batch job retries with exponential backoff when a run throws (Postgres briefly away…).
 * Its progress lives in Postgres, so a retry resumes where the last run stopped.
 */
export const BATCH_JOB_OPTIONS: JobsOptions = {
  ...DEFAULT_JOB_OPTIONS,
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
};

export type GenerationQueue = Queue<RunBatchPayload, unknown, GenerationJob>;

export function createGenerationQueue(
  connection: ConnectionOptions,
  redisPrefix: string,
): GenerationQueue {
  return new Queue<RunBatchPayload, unknown, GenerationJob>(QueueName.Generation, {
    connection,
    prefix: bullPrefix(redisPrefix),
    defaultJobOptions: BATCH_JOB_OPTIONS,
  });
}

/** The BullMQ side of Generate All: one job per batch, id derived from the batch id. */
export class BullBatchQueue implements BatchQueue {
  constructor(private readonly queue: GenerationQueue) {}

  async enqueue(batchId: string): Promise<void> {
    await this.queue.add(GenerationJob.RunBatch, { batchId }, { jobId: batchJobId(batchId) });
  }
}

/**
 * Redis is not the source of truth: every queued or running batch in Postgres gets a job
 * again if its job is gone (Redis flushed or restarted) or ended without finishing the batch
 * (failed after its retries). Jobs that are waiting, delayed or active are left alone; an
 * active job whose worker died is BullMQ's stalled-job check's to recover.
 * Returns the ids of the batches it enqueued.
 */
export async function reconcileBatches(
  dataSource: DataSource,
  queue: GenerationQueue,
): Promise<string[]> {
  const active = await batchRepository.activeIds(dataSource.manager);
  const enqueued: string[] = [];
  for (const id of active) {
    const job = await queue.getJob(batchJobId(id));
    if (job) {
      const state = await job.getState();
      if (state !== 'completed' && state !== 'failed' && state !== 'unknown') continue;
      await job.remove().catch(() => undefined);
    }
    await queue.add(GenerationJob.RunBatch, { batchId: id }, { jobId: batchJobId(id) });
    enqueued.push(id);
  }
  return enqueued;
}
