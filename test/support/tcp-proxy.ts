import { createServer, connect, type Server, type Socket } from 'node:net';
import { freePort } from './test-env';

/**
 * A TCP proxy on 127.0.0.1 in front of a dependency (Postgres), so a test can take the
 * dependency away — every connection dropped, new ones refused, as during a restart — and
 * bring it back, without touching the server everyone else's tests use.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private readonly clients = new Set<Socket>();
  private stalled = false;
  private port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens (on the same port as before after a stop); resolves with the port. */
  async start(): Promise<number> {
    if (this.server) return this.port;
    if (this.port === 0) this.port = await freePort();
    const server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      this.clients.add(client);
      client.on('close', () => this.clients.delete(client));
      client.pipe(upstream).pipe(client);
      if (this.stalled) client.pause();
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    return this.port;
  }

  /**
   * Holds what clients send (connections stay open, nothing reaches the dependency), as a
   * dependency too busy to answer would; `flow()` lets it through again.
   */
  stall(): void {
    this.stalled = true;
    for (const client of this.clients) client.pause();
  }

  flow(): void {
    this.stalled = false;
    for (const client of this.clients) client.resume();
  }

  /** Drops every open connection and refuses new ones until start() is called again. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }
}
