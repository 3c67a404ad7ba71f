import { QueueEvents, type Queue } from 'bullmq';
import type { Redis } from 'ioredis';

/**
 * Queue events that hear everything the queue records from this call on.
 *
 * BullMQ's own start (`$`) hears only what is recorded after its first blocking read reaches
 * Redis, and `waitUntilReady` waits for the connection, not for that read: a job added and
 * finished in between is never heard of, and `waitUntilFinished` waits out its whole bound. Reading
 * from the stream's last entry as it is now closes that gap. `commands` reads that entry;
 * `events` becomes the events' own blocking connection.
 */
export async function queueEventsFromNow(
  queue: Queue,
  connections: { commands: Redis; events: Redis },
): Promise<QueueEvents> {
  const [last] = await connections.commands.xrevrange(queue.keys.events, '+', '-', 'COUNT', 1);
  return new QueueEvents(queue.name, {
    connection: connections.events,
    prefix: queue.opts.prefix,
    lastEventId: last?.[0] ?? '0-0',
  });
}
