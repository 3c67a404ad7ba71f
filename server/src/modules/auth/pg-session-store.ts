import session from 'express-session';
import type { DataSource } from 'typeorm';

const DEFAULT_TTL_MS = 30 * 24 * 3600 * 1000;

/** express-session store in Postgres (the `sessions` table), so servers stay stateless. */
export class PgSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;
  /** Told the ids of sessions that ended (sign-out, password change or reset, deletion). */
  onEnded: (sessionIds: string[]) => void = () => undefined;

  constructor(private readonly dataSource: DataSource) {
    super();
    // Expired rows are ignored on read; this only keeps the table small.
    this.pruneTimer = setInterval(() => void this.prune(), 3600 * 1000);
    this.pruneTimer.unref();
  }

  override get(
    sid: string,
    callback: (err: unknown, session?: session.SessionData | null) => void,
  ): void {
    this.dataSource
      .query<{ sess: session.SessionData }[]>(
        'SELECT sess FROM sessions WHERE sid = $1 AND expires_at > now()',
        [sid],
      )
      .then((rows) => callback(null, rows[0]?.sess ?? null), callback);
  }

  override set(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    this.dataSource
      .query(
        `INSERT INTO sessions (sid, sess, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (sid) DO UPDATE SET sess = EXCLUDED.sess, expires_at = EXCLUDED.expires_at`,
        [sid, JSON.stringify(data), expiry(data)],
      )
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override touch(sid: string, data: session.SessionData, callback?: (err?: unknown) => void): void {
    this.dataSource
      .query('UPDATE sessions SET expires_at = $2 WHERE sid = $1', [sid, expiry(data)])
      .then(
        () => callback?.(),
        (error: unknown) => callback?.(error),
      );
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.dataSource.query('DELETE FROM sessions WHERE sid = $1', [sid]).then(
      () => {
        this.onEnded([sid]);
        callback?.();
      },
      (error: unknown) => callback?.(error),
    );
  }

  /** Ends every session of a user but `exceptSid` (password change or reset, deletion). */
  async destroyUserSessions(userId: string, exceptSid?: string): Promise<void> {
    const [rows] = await this.dataSource.query<[{ sid: string }[], number]>(
      `DELETE FROM sessions WHERE sess -> 'passport' ->> 'user' = $1 AND sid <> $2 RETURNING sid`,
      [userId, exceptSid ?? ''],
    );
    this.onEnded(rows.map((row) => row.sid));
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
