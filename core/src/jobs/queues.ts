/**
 * Queue names, job names and payload types: the one source of truth for producers (server)
 * and consumers (worker). Later issues add their queues here.
 */
export const QueueName = {
  /** Housekeeping: health checks now; periodic maintenance later. */
  System: 'system',
  /** Generate All: one job per batch, walked item by item. */
  Generation: 'generation',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const SystemJob = {
  HealthCheck: 'health-check',
} as const;
export type SystemJob = (typeof SystemJob)[keyof typeof SystemJob];

export const GenerationJob = {
  RunBatch: 'run-batch',
} as const;
export type GenerationJob = (typeof GenerationJob)[keyof typeof GenerationJob];

/** Payload of a batch job: Postgres holds everything else. */
export interface RunBatchPayload {
  batchId: string;
}

/** One job per batch: adding it again while it exists is a no-op. */
export function batchJobId(batchId: string): string {
  return `batch-${batchId}`;
}

/** Payload of a health check: who asked, so the answer can be matched. */
export interface HealthCheckPayload {
  requestedBy: string;
  requestedAt: string;
}

/** What the worker answers to a health check. */
export interface HealthCheckResult {
  ok: true;
  workerId: string;
  redisPingMs: number;
  checkedAt: string;
}

/**
 * BullMQ key prefix. The braces are a Redis Cluster hash tag, so every key of a queue lands
 * in one slot.
 */
export function bullPrefix(redisPrefix: string): string {
  return `{${redisPrefix}}`;
}
