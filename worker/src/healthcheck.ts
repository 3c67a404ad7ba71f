import { Queue, type QueueEvents } from 'bullmq';
import { DEFAULT_JOB_OPTIONS } from '../../core/src/jobs/job-options';
import { queueEventsFromNow } from '../../core/src/jobs/queue-events';
import {
  QueueName,
  SystemJob,
  bullPrefix,
  type HealthCheckPayload,
  type HealthCheckResult,
} from '../../core/src/jobs/queues';
import { createRedis } from '../../core/src/redis/connection';
import { loadWorkerConfig } from './config';

const TIMEOUT_MS = 8000;

// Container healthcheck: a health job must be taken and answered by a worker in time.
async function main(): Promise<number> {
  const config = loadWorkerConfig();
  const prefix = bullPrefix(config.REDIS_PREFIX);
  const connection = createRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  const eventsConnection = connection.duplicate();
  const queue = new Queue<HealthCheckPayload, HealthCheckResult>(QueueName.System, {
    connection,
    prefix,
    defaultJobOptions: { ...DEFAULT_JOB_OPTIONS, attempts: 1 },
  });
  let events: QueueEvents | undefined;
  try {
    events = await queueEventsFromNow(queue, {
      commands: connection,
      events: eventsConnection,
    });
    const job = await queue.add(SystemJob.HealthCheck, {
      requestedBy: 'healthcheck',
      requestedAt: new Date().toISOString(),
    });
    const result = await job.waitUntilFinished(events, TIMEOUT_MS);
    console.log(JSON.stringify(result));
    return 0;
  } catch (error) {
    console.error(`unhealthy: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await events?.close();
    await queue.close();
    await Promise.allSettled([connection.quit(), eventsConnection.quit()]);
  }
}

void main().then((code) => process.exit(code));
