import type { WebSocket } from 'ws';
import type { AppPubSub } from '../../../../core/src/events/pubsub';
import { Topic } from '../../../../core/src/events/topics';
import type { Logger } from '../../../../core/src/logging/logger';

/** graphql-ws "Forbidden": the client reconnects, as whoever its cookies now say. */
export const SESSION_ENDED_CLOSE_CODE = 4403;

/**
 * The open WebSockets of each sign-in session. When a session ends (sign-out, a password
 * change or reset, account deletion) its sockets close at once, on every server: this server
 * closes its own, and the ended session ids go out on pub/sub to the others. A socket must
 * not keep delivering a seller's data after the session that opened it is gone.
 */
export class SessionSockets {
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private readonly listening: Promise<void>;
  private stopped = false;

  constructor(
    private readonly pubSub: AppPubSub,
    private readonly log: Logger,
  ) {
    this.listening = this.listen();
  }

  /** Remembers a socket opened with a sign-in session; forgets it when it closes. */
  register(sessionId: string, socket: WebSocket): void {
    let sockets = this.bySession.get(sessionId);
    if (!sockets) {
      sockets = new Set();
      this.bySession.set(sessionId, sockets);
    }
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.bySession.get(sessionId) === sockets) {
        this.bySession.delete(sessionId);
      }
    });
  }

  /**
   * Closes the sessions' sockets on this server; the revocation feed tells the other servers,
   * whose own subscription (below) closes theirs.
   */
  closeSessions(sessionIds: string[]): void {
    this.closeLocal(sessionIds);
  }

  /** Open sockets of a session on this server (tests, metrics). */
  count(sessionId: string): number {
    return this.bySession.get(sessionId)?.size ?? 0;
  }

  async close(): Promise<void> {
    this.stopped = true;
    await this.subscription?.return?.();
    await this.listening;
  }

  private subscription: AsyncIterator<unknown> | undefined;

  private async listen(): Promise<void> {
    const iterator = this.pubSub.subscribe(Topic.SessionsRevoked)[Symbol.asyncIterator]();
    this.subscription = iterator;
    try {
      while (!this.stopped) {
        const next = await iterator.next();
        if (next.done) return;
        this.closeLocal(next.value.sessionIds);
      }
    } catch (error) {
      this.log.warn({ err: error }, 'session revocation feed stopped');
    }
  }

  private closeLocal(sessionIds: string[]): void {
    for (const sessionId of sessionIds) {
      const sockets = this.bySession.get(sessionId);
      if (!sockets) continue;
      this.bySession.delete(sessionId);
      for (const socket of sockets) socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
      this.log.info({ sockets: sockets.size }, 'closed the WebSockets of an ended session');
    }
  }
}
