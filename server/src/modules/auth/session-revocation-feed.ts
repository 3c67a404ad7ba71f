import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AppPubSub } from '../../../../core/src/events/pubsub';
import { Topic } from '../../../../core/src/events/topics';
import type { Logger } from '../../../../core/src/logging/logger';
import type { SessionCache } from './session-cache';

/** How often a server that is not sure it hears the feed asks again. */
const PROBE_INTERVAL_MS = 1000;
/** Longest a sign-out waits to hear its own revocation come back through Redis. */
const ANNOUNCE_WAIT_MS = 2000;

/**
 * Keeps the session cache in step with sessions ended on any server. Every revocation that
 * arrives evicts its sessions. Whether revocations arrive at all is checked, not assumed:
 * the cache is used only after this server's own probe came back through Redis, and it is
 * emptied and switched off the moment the subscriber connection drops; after a reconnect it
 * waits for a new probe.
 *
 * A server that ends sessions announces them and waits until it hears its own announcement
 * back: Redis has then sent it to every other server too, so when the sign-out (or password
 * change, reset, deletion) is answered, no server still holds those sessions unawares.
 */
export class SessionRevocationFeed {
  private readonly probeId = randomUUID();
  private readonly awaited = new Map<string, () => void>();
  private readonly timer: NodeJS.Timeout;
  private readonly listening: Promise<void>;
  private subscription: AsyncIterator<unknown> | undefined;
  private stopped = false;
  private readonly onClose = () => {
    if (this.cache.enabled) this.log.info('session cache off until Redis is back');
    this.cache.suspend();
  };
  private readonly onReady = () => setImmediate(() => this.probe());

  constructor(
    private readonly pubSub: AppPubSub,
    private readonly subscriber: Redis,
    private readonly cache: SessionCache,
    private readonly log: Logger,
  ) {
    subscriber.on('close', this.onClose);
    subscriber.on('ready', this.onReady);
    this.listening = this.listen();
    this.timer = setInterval(() => {
      if (!this.cache.enabled) this.probe();
    }, PROBE_INTERVAL_MS);
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.subscriber.off('close', this.onClose);
    this.subscriber.off('ready', this.onReady);
    this.cache.suspend();
    for (const done of [...this.awaited.values()]) done();
    await this.subscription?.return?.();
    await this.listening;
  }

  /** Tells every server (this one included) that these sessions ended; see the class note. */
  async announce(sessionIds: string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    this.cache.evict(sessionIds);
    const tag = randomUUID();
    // A server that cannot hear the feed cannot confirm anything: it sends and goes on.
    const heard = this.cache.enabled
      ? new Promise<void>((resolve) => {
          const timer = setTimeout(done, ANNOUNCE_WAIT_MS);
          timer.unref();
          const awaited = this.awaited;
          function done() {
            clearTimeout(timer);
            awaited.delete(tag);
            resolve();
          }
          awaited.set(tag, done);
        })
      : null;
    this.pubSub.publish(Topic.SessionsRevoked, { sessionIds, tag });
    await heard;
  }

  private probe(): void {
    if (this.stopped) return;
    this.pubSub.publish(Topic.SessionsRevoked, { sessionIds: [], tag: this.probeId });
  }

  private async listen(): Promise<void> {
    const iterator = this.pubSub.subscribe(Topic.SessionsRevoked)[Symbol.asyncIterator]();
    this.subscription = iterator;
    // The first probe goes out once the subscription is being set up; the timer repeats it
    // until one comes back.
    setImmediate(() => this.probe());
    try {
      while (!this.stopped) {
        const next = await iterator.next();
        if (next.done) return;
        const event = next.value;
        this.cache.evict(event.sessionIds);
        if (event.tag === undefined) continue;
        this.awaited.get(event.tag)?.();
        if (
          event.tag === this.probeId &&
          !this.cache.enabled &&
          this.subscriber.status === 'ready'
        ) {
          this.cache.resume();
          this.log.debug('session cache on: the revocation feed is live');
        }
      }
    } catch (error) {
      this.cache.suspend();
      this.log.warn({ err: error }, 'session revocation feed stopped; session cache off');
    }
  }
}
