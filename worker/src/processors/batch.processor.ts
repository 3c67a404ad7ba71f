import { DelayedError, RateLimitError, type Job, type Worker } from 'bullmq';
import type { BatchRunner } from '../../../core/src/batches/batch-runner';
import type { RunBatchPayload } from '../../../core/src/jobs/queues';

export interface BatchProcessorOptions {
  paceMs: number;
  sliceMs: number;
  throttleDelayMs: number;
  /** True once the process is shutting down: finish the current item, hand the job back. */
  closing: () => boolean;
  /** The worker running this processor (for queue-wide rate limiting). */
  worker: () => Worker | undefined;
}

/**
 * Runs a batch's job: items until the batch is done, the time slice is used or the process
 * stops. Unfinished batches go back to BullMQ's delayed set (after the pace), so a waiting
 * seller's batch gets a turn between another's items and no slot sleeps through the pace.
 * When every provider throttles, the whole queue pauses (BullMQ's rate limiter), across
 * every worker process.
 */
export function batchProcessor(runner: BatchRunner, options: BatchProcessorOptions) {
  return async (job: Job<RunBatchPayload>, token?: string): Promise<{ batchId: string }> => {
    const deadline = Date.now() + options.sliceMs;
    const result = await runner.run(job.data.batchId, {
      paceMs: options.paceMs,
      throttleDelayMs: options.throttleDelayMs,
      shouldYield: () => options.closing() || Date.now() >= deadline,
    });
    if (result.kind === 'yield') {
      await job.moveToDelayed(Date.now() + result.delayMs, token);
      throw new DelayedError();
    }
    if (result.kind === 'throttled') {
      await options.worker()?.rateLimit(result.delayMs);
      throw new RateLimitError();
    }
    return { batchId: job.data.batchId };
  };
}
