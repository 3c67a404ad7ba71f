import 'reflect-metadata';
import { createLogger } from '../../core/src/logging/logger';
import { createApp, type App } from '../../server/src/app';
import { loadServerConfig } from '../../server/src/config';

export interface TestServer {
  app: App;
  url: string;
  close(): Promise<void>;
}

/** A real server on a free port against this run's database and Redis prefix. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadServerConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    MIGRATE_ON_START: 'false',
    // Every test visitor comes from 127.0.0.1; the farming cap has its own test.
    GUEST_FREE_SESSIONS_PER_IP_PER_DAY: '1000000',
    ...env,
  });
  const app = await createApp(config, createLogger('server', config.LOG_LEVEL));
  const url = await app.listen();
  return { app, url, close: () => app.close() };
}
