import type { EventEmitter } from 'node:events';
import { Queue, Worker, type QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { deleteRedisKeys } from '../../../test/support/test-env';
import { waitFor } from '../../../test/support/wait-for';
import { queueEventsFromNow } from './queue-events';

/**
 * A job that is added and finishes before the events connection's first read reaches Redis.
 * Redis answers one connection's commands in order, so a blocking pop sent first holds the
 * events' first read back until the test lets it go: the gap that made a CI run wait 90 s for
 * a health job the worker had answered long before.
 */
describe('queue events from now', () => {
  const url = () => process.env.REDIS_URL as string;
  const prefix = () => `${process.env.REDIS_PREFIX}-queue-events`;
  const holdKey = () => `${prefix()}:hold`;
  let connection: Redis;
  let workerConnection: Redis;
  let queue: Queue;
  let worker: Worker;

  beforeAll(async () => {
    connection = new Redis(url(), { maxRetriesPerRequest: null });
    queue = new Queue('events-gap', { connection, prefix: prefix() });
    workerConnection = connection.duplicate();
    worker = new Worker('events-gap', () => Promise.resolve({ answered: true }), {
      connection: workerConnection,
      prefix: prefix(),
    });
    // One job through first, so the events stream already holds entries that must not count.
    const first = await queue.add('early', {});
    await completed(first.id as string);
  });
  afterAll(async () => {
    await worker.close();
    await queue.close();
    await Promise.all([connection.quit(), workerConnection.quit()]);
    await deleteRedisKeys(url(), prefix());
  });

  const completed = (jobId: string) =>
    waitFor(async () => (await queue.getJobState(jobId)) === 'completed', `job ${jobId} done`);

  /** The events' connection, held by a blocking pop until `release` pushes to it. */
  function heldConnection(): { events: Redis; release: () => Promise<void> } {
    const events = connection.duplicate();
    void events.blpop(holdKey(), 0);
    return {
      events,
      release: async () => {
        await connection.lpush(holdKey(), 'go');
      },
    };
  }

  async function heardCompletion(events: QueueEvents, release: () => Promise<void>) {
    const job = await queue.add('late', {});
    // Each job's own event name is not in BullMQ's typed list of events.
    const emitter: EventEmitter = events;
    const heard = new Promise<unknown>((resolve) =>
      emitter.once(`completed:${String(job.id)}`, (args: { returnvalue: unknown }) =>
        resolve(args.returnvalue),
      ),
    );
    await completed(job.id as string);
    await release();
    return { job, heard };
  }

  it('hears a job that finished before its first read reached Redis', async () => {
    const { events: eventsConnection, release } = heldConnection();
    const events = await queueEventsFromNow(queue, {
      commands: connection,
      events: eventsConnection,
    });
    try {
      const { heard } = await heardCompletion(events, release);
      expect(await heard).toEqual({ answered: true });
    } finally {
      await events.close();
      await eventsConnection.quit();
    }
  });

  it('hears nothing from before it was made', async () => {
    const { events: eventsConnection, release } = heldConnection();
    const events = await queueEventsFromNow(queue, {
      commands: connection,
      events: eventsConnection,
    });
    const heardEarly: string[] = [];
    events.on('completed', ({ jobId }: { jobId: string }) => heardEarly.push(jobId));
    try {
      const { job, heard } = await heardCompletion(events, release);
      await heard;
      expect(heardEarly).toEqual([job.id]);
    } finally {
      await events.close();
      await eventsConnection.quit();
    }
  });
});
