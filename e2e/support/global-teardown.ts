import { deleteRedisKeys, dropDatabase } from '../../test/support/test-env';

/** Stops the app (SIGTERM, as a user's Ctrl+C would), then drops its database and keys. */
export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__QUILLCART_E2E__;
  if (!state) return;
  const { app, database, redisPrefix } = state;
  if (app.exitCode === null) {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 25_000)))]);
    clearTimeout(timer);
    if (app.exitCode === null) app.kill('SIGKILL');
  }
  await dropDatabase(database);
  await deleteRedisKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', redisPrefix);
}
