import { DelayedError, type Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { announceBatch } from '../../../core/src/batches/batch-events';
import type { BatchEngine } from '../../../core/src/batches/batch-engine';
import { batchRepository } from '../../../core/src/batches/batch-repository';
import { ACTIVE_BATCH_STATUSES } from '../../../core/src/db/entities/generation-batch.entity';
import type { BatchStatus } from '../../../core/src/db/entities/generation-batch.entity';
import type { AppPubSub } from '../../../core/src/events/pubsub';
import { Topic } from '../../../core/src/events/topics';
import type { RunBatchPayload } from '../../../core/src/jobs/queues';

export interface BatchProcessorOptions {
  dataSource: DataSource;
  engine: BatchEngine;
  pubSub: AppPubSub | null;
  /** How often a followed batch is read (progress for the dashboard, whether it ended). */
  followEveryMs: number;
  /** Resolves when the process starts shutting down. */
  closing: Promise<void>;
  isClosing: () => boolean;
}

/**
 * A batch's job: starts the batch (queued → running), wakes every worker's engine, and
 * follows it to its end — the job is active in the queue dashboard, with its progress, for
 * as long as the batch runs. The items themselves are run by the engines of every worker
 * process (batch-engine.ts), not by this job, so a batch is not tied to the worker holding
 * its job: if that worker dies, the others carry on, and BullMQ hands the job to another.
 */
export function batchProcessor(options: BatchProcessorOptions) {
  const { dataSource, engine, pubSub } = options;
  return async (job: Job<RunBatchPayload>, token?: string): Promise<{ batchId: string }> => {
    const { batchId } = job.data;
    const state = await batchRepository.start(dataSource.manager, batchId);
    if (state === 'over') return { batchId };
    if (state === 'started') await announceBatch(dataSource.manager, pubSub, batchId);
    pubSub?.publish(Topic.BatchWork, { batchId });
    engine.wake();

    for (;;) {
      const progress = await batchRepository.progress(dataSource.manager, batchId);
      if (!progress || !ACTIVE_BATCH_STATUSES.includes(progress.status as BatchStatus)) {
        return { batchId };
      }
      await job.updateProgress({ done: progress.done, total: progress.total });
      if (options.isClosing()) {
        // Another worker follows it from here; the engines never stopped running its items.
        await job.moveToDelayed(Date.now(), token);
        throw new DelayedError();
      }
      await Promise.race([
        new Promise((resolve) => setTimeout(resolve, options.followEveryMs)),
        options.closing,
      ]);
    }
  };
}
