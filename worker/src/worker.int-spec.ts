import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { repoRoot } from '../../core/src/config/paths';
import { queueEventsFromNow } from '../../core/src/jobs/queue-events';
import {
  QueueName,
  SystemJob,
  bullPrefix,
  type HealthCheckPayload,
  type HealthCheckResult,
} from '../../core/src/jobs/queues';
import { createLogger } from '../../core/src/logging/logger';
import { waitFor } from '../../test/support/wait-for';
import { spawnWorker } from '../../test/support/worker-process';
import { loadWorkerConfig } from './config';
import { EvictionPolicyError, startWorker } from './worker';

const redisUrl = () => process.env.REDIS_URL as string;
const prefix = () => bullPrefix(process.env.REDIS_PREFIX as string);

describe('worker process', () => {
  it('starts, answers a health job, and exits 0 on SIGTERM', async () => {
    const connection = new Redis(redisUrl(), { maxRetriesPerRequest: null });
    const queue = new Queue<HealthCheckPayload, HealthCheckResult>(QueueName.System, {
      connection,
      prefix: prefix(),
    });
    const eventsConnection = connection.duplicate();
    const events = await queueEventsFromNow(queue, {
      commands: connection,
      events: eventsConnection,
    });
    const worker = spawnWorker({ ...process.env, LOG_LEVEL: 'info' });
    try {
      await waitFor(() => worker.output().includes('worker started'), 'the worker to start');
      const job = await queue.add(SystemJob.HealthCheck, {
        requestedBy: 'test',
        requestedAt: new Date().toISOString(),
      });
      const result = await job.waitUntilFinished(events, 10_000);
      expect(result).toMatchObject({ ok: true });
      expect(result.workerId).toMatch(/:\d+$/);
      expect(typeof result.redisPingMs).toBe('number');
      // The worker's own start-up health check went through too.
      await waitFor(() => worker.output().includes('health check ok'), 'the health check');
      // The container's health check (docker-compose.yml) asks the same of the running worker.
      const check = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.join(repoRoot(), 'worker', 'src', 'healthcheck.ts')],
        { cwd: repoRoot(), env: process.env, encoding: 'utf8' },
      );
      expect(check.stderr).not.toContain('unhealthy');
      expect(check.status).toBe(0);
      expect(JSON.parse(check.stdout)).toMatchObject({ ok: true });

      worker.child.kill('SIGTERM');
      expect(await worker.exited).toBe(0);
      expect(worker.output()).toContain('"msg":"stopped"');
    } finally {
      if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
      await events.close();
      await queue.close();
      await Promise.all([connection.quit(), eventsConnection.quit()]);
    }
  });

  it('refuses to start when Redis may evict keys', async () => {
    const admin = new Redis(redisUrl());
    const [, original] = (await admin.config('GET', 'maxmemory-policy')) as string[];
    await admin.config('SET', 'maxmemory-policy', 'allkeys-lru');
    try {
      const config = loadWorkerConfig(process.env);
      await expect(startWorker(config, createLogger('worker', 'silent'))).rejects.toThrow(
        EvictionPolicyError,
      );
      await expect(startWorker(config, createLogger('worker', 'silent'))).rejects.toThrow(
        /maxmemory-policy is "allkeys-lru"; queues need "noeviction"/,
      );
    } finally {
      await admin.config('SET', 'maxmemory-policy', original);
      await admin.quit();
    }
  });
});
