/** A sign-in session as read from Postgres, kept in this process. */
export interface CachedSession {
  /** The session data as stored (JSON), parsed afresh for each request. */
  json: string;
  /** When the session ends (ms since the epoch), as Postgres has it. */
  expiresAt: number;
  /** When it was read from Postgres. */
  readAt: number;
  /** The signed-in user it names (passport's `user`), if any. */
  userId: string | null;
  /** Its cookie as stored (express-session's cookie data), if any. */
  cookie: Record<string, unknown> | null;
}

export interface SessionCacheOptions {
  /** Longest an entry is used before Postgres is asked again (0: no cache). */
  maxAgeMs: number;
  /** Most sessions kept; the oldest read goes first. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Sign-in sessions this server has read, so a signed-in request needs no query. An entry is
 * trusted only while the revocation feed is live: every session ended anywhere (sign-out, a
 * password change or reset, account deletion) is evicted here when its revocation arrives, and
 * while the feed is down (Redis away, or not yet confirmed after a reconnect) nothing is cached
 * and every request reads Postgres, as without a cache. `maxAgeMs` bounds what a revocation
 * lost on its way (a server that could not publish) could leave behind.
 *
 * A read that raced a revocation is not cached: `generation` counts evictions, and an entry
 * read before one is dropped instead of stored.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private readonly maxEntries: number;
  private readonly now: () => number;
  private live = false;
  private evictions = 0;

  constructor(private readonly options: SessionCacheOptions) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** True while entries are kept and used. */
  get enabled(): boolean {
    return this.live && this.options.maxAgeMs > 0;
  }

  /** Take before reading Postgres; pass to `put`. */
  get generation(): number {
    return this.evictions;
  }

  get(sid: string): CachedSession | null {
    if (!this.enabled) return null;
    const entry = this.entries.get(sid);
    if (!entry) return null;
    const now = this.now();
    if (now >= entry.expiresAt || now - entry.readAt >= this.options.maxAgeMs) {
      this.entries.delete(sid);
      return null;
    }
    return entry;
  }

  /** Keeps a session read from Postgres, unless an eviction happened since `generation`. */
  put(sid: string, entry: CachedSession, generation: number): void {
    if (!this.enabled || generation !== this.evictions) return;
    this.entries.delete(sid);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sid, entry);
  }

  /** Sessions that ended or changed: read from Postgres next time. */
  evict(sids: readonly string[]): void {
    if (sids.length === 0) return;
    this.evictions += 1;
    for (const sid of sids) this.entries.delete(sid);
  }

  /** The revocation feed stopped: nothing kept can be trusted, and nothing is kept. */
  suspend(): void {
    this.live = false;
    this.evictions += 1;
    this.entries.clear();
  }

  /** The revocation feed is confirmed live (again): start from empty. */
  resume(): void {
    this.evictions += 1;
    this.entries.clear();
    this.live = true;
  }

  /** Sessions kept now (tests, metrics). */
  get size(): number {
    return this.entries.size;
  }
}
