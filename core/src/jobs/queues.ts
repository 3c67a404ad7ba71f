/**
 * Queue names, job names and payload types: the one source of truth for producers (server)
 * and consumers (worker). Later issues add their queues here.
 */
export const QueueName = {
  /** Housekeeping: health checks now; periodic maintenance later. */
  System: 'system',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const SystemJob = {
  HealthCheck: 'health-check',
} as const;
export type SystemJob = (typeof SystemJob)[keyof typeof SystemJob];

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
