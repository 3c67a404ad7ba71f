import session from 'express-session';
import type { DataSource } from 'typeorm';
import { SessionCache } from './session-cache';

const DEFAULT_TTL_MS = 30 * 24 * 3600 * 1000;
/**
 * A request moves a session's end forward (rolling sessions); Postgres is told only once the
 * end moved this much since it last was, not on every request.
 */
const TOUCH_AFTER_MS = 3600 * 1000;

/**
 * express-session store in Postgres (the `sessions` table), so servers stay stateless. Reads
 * go through the session cache when it is live (see SessionCache): a signed-in request then
 * needs no query at all.
 *
 * A session read from Postgres whose account is gone comes back without its user, so the
 * user a session names always exists when it is read: passport's deserializeUser need not ask
 * again, and account deletion ends the account's sessions everywhere like a sign-out.
 */
export class PgSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;
  /**
   * Told the ids of sessions that ended (sign-out, password change or reset, deletion); the
   * sign-out is answered once the returned promise settles.
   */
  onEnded: (sessionIds: string[]) => Promise<void> | void = () => undefined;

  constructor(
    private readonly dataSource: DataSource,
    readonly cache: SessionCache = new SessionCache({ maxAgeMs: 0 }),
  ) {
    super();
    // Expired rows are ignored on read; this only keeps the table small.
    this.pruneTimer = setInterval(() => void this.prune(), 3600 * 1000);
    this.pruneTimer.unref();
  }

  override get(
    sid: string,
    callback: (err: unknown, session?: session.SessionData | null) => void,
  ): void {
    if (!this.cache.enabled) {
      this.read(sid).then((found) => callback(null, found), callback);
      return;
    }
    // Looked up after the I/O that already arrived is handled, so a revocation that reached
    // this server before the request is applied first.
    setImmediate(() => {
      const cached = this.cache.get(sid);
      // A fresh object each time: express-session changes the one it is given.
      if (cached) callback(null, JSON.parse(cached.json) as session.SessionData);
      else this.read(sid).then((found) => callback(null, found), callback);
    });
  }

  private async read(sid: string): Promise<session.SessionData | null> {
    const generation = this.cache.generation;
    const rows = await this.dataSource.query<
      { sess: session.SessionData; expires_at: Date; user_found: boolean | null }[]
    >(
      `SELECT s.sess, s.expires_at, u.id IS NOT NULL AS user_found
         FROM sessions s
         LEFT JOIN users u ON u.id = (s.sess #>> '{passport,user}')::uuid
        WHERE s.sid = $1 AND s.expires_at > now()`,
      [sid],
    );
    const row = rows[0];
    if (!row) return null;
    const data = row.sess as session.SessionData & { passport?: { user?: string } };
    if (data.passport?.user && !row.user_found) {
      // The account is gone: the session carries on as a guest's (and is not kept).
      delete data.passport.user;
      return data;
    }
    const now = Date.now();
    this.cache.put(
      sid,
      {
        json: JSON.stringify(data),
        expiresAt: row.expires_at.getTime(),
        readAt: now,
        userId: data.passport?.user ?? null,
        cookie: (data.cookie as unknown as Record<string, unknown> | undefined) ?? null,
      },
      generation,
    );
    return data;
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    this.dataSource
      .query(
        `INSERT INTO sessions (sid, sess, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expires_at = EXCLUDED.expires_at`,
        [sid, JSON.stringify(data), expiry(data)],
      )
      .then(
        () => {
          // Changed data: the next request reads it back from Postgres.
          this.cache.evict([sid]);
          callback?.();
        },
        (error: unknown) => callback?.(error),
      );
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    const ends = expiry(data);
    const cached = this.cache.get(sid);
    if (cached && ends.getTime() - cached.expiresAt < TOUCH_AFTER_MS) {
      callback?.();
      return;
    }
    this.dataSource.query('UPDATE sessions SET expires_at = $2 WHERE sid = $1', [sid, ends]).then(
      () => {
        if (cached) cached.expiresAt = ends.getTime();
        callback?.();
      },
      (error: unknown) => callback?.(error),
    );
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.dataSource
      .query('DELETE FROM sessions WHERE sid = $1', [sid])
      .then(async () => {
        this.cache.evict([sid]);
        await this.onEnded([sid]);
      })
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  /** Ends every session of a user but `exceptSid` (password change or reset, deletion). */
  async destroyUserSessions(userId: string, exceptSid?: string): Promise<void> {
    const [rows] = await this.dataSource.query<[{ sid: string }[], number]>(
      `DELETE FROM sessions WHERE sess -> 'passport' ->> 'user' = $1 AND sid <> $2 RETURNING sid`,
      [userId, exceptSid ?? ''],
    );
    const ended = rows.map((row) => row.sid);
    this.cache.evict(ended);
    await this.onEnded(ended);
  }

  /** The signed-in user of a session id, if any (WebSocket upgrades). */
  async userIdOf(sid: string): Promise<string | null> {
    const rows = await this.dataSource.query<{ user: string | null }[]>(
      `SELECT sess -> 'passport' ->> 'user' AS user FROM sessions WHERE sid = $1 AND expires_at > now()`,
      [sid],
    );
    return rows[0]?.user ?? null;
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }

  private async prune(): Promise<void> {
    await this.dataSource
      .query('DELETE FROM sessions WHERE expires_at <= now()')
      .catch(() => undefined);
  }
}

function expiry(data: session.SessionData): Date {
  const expires = data.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_TTL_MS);
}
