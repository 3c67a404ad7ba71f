import { deleteRedisKeys, dropDatabase } from '../../test/support/test-env';

/** Stops the app (SIGTERM, as a user's Ctrl+C would), then drops its database and keys. */
export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__QUILLCART_E2E__;
  if (!state) return;
  const { app, database, redisPrefix, output } = state;
  // What the app printed after it was ready: warnings, errors, a crashed server or worker
  // being restarted. Shown so a failed browser test in CI can be read against the app's side.
  const all = output();
  const readyLineEnd = all.indexOf('\n', all.indexOf('Quillcart is running at'));
  const printed = readyLineEnd < 0 ? '' : all.slice(readyLineEnd + 1).trim();
  if (printed) {
    const lines = printed.split('\n');
    process.stderr.write(
      `\nThe app printed ${lines.length} line(s) while the browser tests ran; the last 80:\n` +
        `${lines.slice(-80).join('\n')}\n`,
    );
  }
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
