import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from '@graphql-yoga/subscription';
import type { Redis } from 'ioredis';
import {
  Topic,
  type BatchProgressEvent,
  type BatchWorkEvent,
  type ItemChangedEvent,
} from './topics';

/** Channel → payload map. The topic id (an owner key, a batch id) is the second argument. */
export type PubSubChannels = {
  [Topic.ItemChanged]: [topicId: string, payload: ItemChangedEvent];
  [Topic.BatchProgress]: [topicId: string, payload: BatchProgressEvent];
  [Topic.BatchWork]: [payload: BatchWorkEvent];
};

export type AppPubSub = PubSub<PubSubChannels>;

/**
 * A pub/sub over Redis, so any server relays any process's events. Channel names carry the
 * install's prefix, so installs sharing one Redis never hear each other.
 */
export function createAppPubSub(publish: Redis, subscribe: Redis, prefix: string): AppPubSub {
  const eventTarget = createRedisEventTarget({
    publishClient: publish,
    subscribeClient: subscribe,
  });
  return createPubSub<PubSubChannels>({
    eventTarget: prefixEventTarget(eventTarget, `${prefix}:`),
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
