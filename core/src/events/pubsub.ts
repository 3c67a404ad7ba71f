import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import type { Redis } from 'ioredis';
import { createLogger, type Logger } from '../logging/logger';
import {
  Topic,
  type BatchProgressEvent,
  type BatchWorkEvent,
  type ItemChangedEvent,
  type SessionsRevokedEvent,
} from './topics';

/** Channel → payload map. The topic id (an owner key, a batch id) is the second argument. */
export type PubSubChannels = {
  [Topic.ItemChanged]: [topicId: string, payload: ItemChangedEvent[]];
  [Topic.BatchProgress]: [topicId: string, payload: BatchProgressEvent];
  [Topic.BatchWork]: [payload: BatchWorkEvent];
  [Topic.SessionsRevoked]: [payload: SessionsRevokedEvent];
};

export type AppPubSub = PubSub<PubSubChannels>;

/**
 * A pub/sub over Redis, so any server relays any process's events. Channel names carry the
 * install's prefix, so installs sharing one Redis never hear each other.
 *
 * Events are hints that something changed (Postgres holds the truth, and clients re-read it
 * when their socket comes back), so a publish that fails while Redis is away is dropped with
 * one log line per outage: it never fails the request or job that made the change, and never
 * becomes an unhandled rejection.
 */
export function createAppPubSub(
  publish: Redis,
  subscribe: Redis,
  prefix: string,
  log: Logger = createLogger('pubsub', process.env.LOG_LEVEL ?? 'info'),
): AppPubSub {
  const eventTarget = createRedisEventTarget({
    publishClient: failSoftPublisher(publish, log),
    subscribeClient: failSoftSubscriber(subscribe, log),
  });
  return createPubSub<PubSubChannels>({
    eventTarget: prefixEventTarget(eventTarget, `${prefix}:`),
  });
}

// The event target calls publish() and drops the promise; this one settles it. Only the
// first failure of an outage is logged, and the first success after it.
function failSoftPublisher(redis: Redis, log: Logger): Redis {
  let failing = false;
  const publish = (channel: string, message: string): Promise<number> =>
    redis.publish(channel, message).then(
      (receivers) => {
        if (failing) {
          failing = false;
          log.info('redis publishes work again');
        }
        return receivers;
      },
      (error: unknown) => {
        if (!failing) {
          failing = true;
          log.warn(
            { err: error, channel },
            'redis publish failed; live updates are dropped until Redis is back',
          );
        }
        return 0;
      },
    );
  return new Proxy(redis, {
    get: (target, property, receiver) =>
      property === 'publish' ? publish : (Reflect.get(target, property, receiver) as unknown),
  });
}

// SUBSCRIBE waits while Redis is away (ioredis resubscribes on reconnect); it only fails when
// the connection is closed for good, at shutdown. Nothing to do then but note it.
function failSoftSubscriber(redis: Redis, log: Logger): Redis {
  const settle =
    (command: 'subscribe' | 'unsubscribe') =>
    (...channels: string[]): Promise<unknown> =>
      redis[command](...channels).catch((error: unknown) => {
        log.debug({ err: error, channels }, `redis ${command} failed`);
        return 0;
      });
  const subscribe = settle('subscribe');
  const unsubscribe = settle('unsubscribe');
  return new Proxy(redis, {
    get: (target, property, receiver) => {
      if (property === 'subscribe') return subscribe;
      if (property === 'unsubscribe') return unsubscribe;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

type TypedTarget = ReturnType<typeof createRedisEventTarget>;
type Listener = (event: CustomEvent<unknown>) => void;

// Rewrites event types on the way in and out, so Redis channels are `${prefix}${type}`.
function prefixEventTarget(target: TypedTarget, prefix: string): TypedTarget {
  const wrapped = new Map<unknown, Listener>();
  return {
    dispatchEvent(event) {
      const renamed = new CustomEvent<unknown>(prefix + event.type, {
        detail: (event as CustomEvent<unknown>).detail,
      });
      return target.dispatchEvent(renamed as never);
    },
    addEventListener(type, listener) {
      if (!listener) return;
      const inner: Listener = (event) => {
        const renamed = new CustomEvent<unknown>(type, { detail: event.detail });
        if (typeof listener === 'function') listener(renamed as never);
        else listener.handleEvent(renamed as never);
      };
      wrapped.set(listener, inner);
      target.addEventListener(prefix + type, inner as never);
    },
    removeEventListener(type, listener) {
      const inner = wrapped.get(listener);
      if (!inner) return;
      wrapped.delete(listener);
      target.removeEventListener(prefix + type, inner as never);
    },
  };
}
