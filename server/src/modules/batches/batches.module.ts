import { Queue } from 'bullmq';
import {
  BullBatchQueue,
  createGenerationQueue,
  reconcileBatches,
} from '../../../../core/src/batches/batch-queue';
import { BatchService } from '../../../../core/src/batches/batch.service';
import { QueueName, bullPrefix } from '../../../../core/src/jobs/queues';
import { closeRedis, createRedis, onRedisReconnect } from '../../../../core/src/redis/connection';
import type { FeatureModule } from '../feature-module';
import { BatchesResolver } from './batches.resolver';

export interface BatchesExports {
  /** The queues the worker consumes (the operator dashboard shows them). */
  queues: Queue[];
  /** Generate All (review's rejections with an instruction start one). */
  batches: BatchService;
}

/** Generate All: batches in Postgres, their jobs on the generation queue. */
export const batchesModule: FeatureModule<BatchesExports> = {
  name: 'batches',
  resolvers: [BatchesResolver],
  create({ config, log, dataSource, pubSub }) {
    // The server only adds jobs and reads queues (no blocking commands), so its queue
    // connection fails fast while Redis is away: a new batch then waits in Postgres and the
    // reconciler enqueues it when Redis is back, instead of the request hanging.
    const connection = createRedis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
    connection.on('error', (error: Error) =>
      log.warn({ err: error, client: 'redis-queue' }, 'redis error'),
    );
    const generationQueue = createGenerationQueue(connection, config.REDIS_PREFIX);
    const systemQueue = new Queue(QueueName.System, {
      connection,
      prefix: bullPrefix(config.REDIS_PREFIX),
    });
    const queues = [generationQueue, systemQueue];
    for (const queue of queues) {
      queue.on('error', (error: Error) =>
        log.warn({ err: error, queue: queue.name }, 'queue error'),
      );
    }
    const batches = new BatchService(dataSource, new BullBatchQueue(generationQueue), pubSub);
    // Batches whose job vanished (Redis flushed or restarted) get one again: now, and each
    // time the connection to Redis comes back.
    const reconcile = () =>
      reconcileBatches(dataSource, generationQueue).then(
        (ids) => ids.length > 0 && log.info({ batches: ids }, 're-enqueued batches from Postgres'),
        (error: unknown) => log.warn({ err: error }, 'could not reconcile batches'),
      );
    void reconcile();
    onRedisReconnect(connection, () => void reconcile());
    return {
      exports: { queues, batches },
      resolvers: [new BatchesResolver(batches)],
      context: { batches },
      close: async () => {
        await Promise.all(queues.map((queue) => queue.close()));
        await closeRedis(connection);
      },
    };
  },
};
