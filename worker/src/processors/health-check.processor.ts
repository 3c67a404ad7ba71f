import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { HealthCheckPayload, HealthCheckResult } from '../../../core/src/jobs/queues';

/** Answers a health check: proves a worker took the job and can reach Redis. */
export function healthCheckProcessor(redis: Redis, workerId: string) {
  return async (job: Job<HealthCheckPayload>): Promise<HealthCheckResult> => {
    const started = performance.now();
    await redis.ping();
    const redisPingMs = Math.round((performance.now() - started) * 100) / 100;
    await job.log(`health check for ${job.data.requestedBy} answered by ${workerId}`);
    return { ok: true, workerId, redisPingMs, checkedAt: new Date().toISOString() };
  };
}
