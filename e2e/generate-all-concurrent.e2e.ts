/// <reference lib="dom" />
import type { Browser, Request } from 'playwright-core';
import { Client } from 'pg';
import { createLogger } from '../core/src/logging/logger';
import { CSRF_HEADER } from '../core/src/shared/csrf';
import { FakeAiServer } from '../test/fakes/fake-ai-server';
import { ownDatabase } from '../test/support/own-database';
import { startTestServer, type TestServer } from '../test/support/server';
import { deleteRedisKeys, freePort } from '../test/support/test-env';
import { startInProcessWorker, type WorkerProcess } from '../test/support/in-process-worker';
import { holdAnswers, launchBrowser, seriousA11yViolations } from './support/browser';

// Generate All against an AI provider that takes its time (the fake, answering in about half
// a second): several rows are written at once, the panel shows the pace and the time left,
// and the table ends with the right counters without a reload — and without the browser
// reading the counters or the rows again while the batch runs.

const ROWS = 30;

jest.setTimeout(120_000);

describe('Generate All with a provider that takes its time', () => {
  let browser: Browser;
  let fake: FakeAiServer;
  let server: TestServer;
  let worker: WorkerProcess;
  const redisPrefix = `${process.env.E2E_REDIS_PREFIX}-concurrent`;
  // An install of its own: its own database and Redis prefix (the app `npm start` runs for the
  // other browser tests would otherwise take part in this batch, as a second worker does).
  const database = ownDatabase('e2e_concurrent');

  beforeAll(async () => {
    await database.setUp();
    fake = new FakeAiServer();
    await fake.start();
    fake.tenant('e2e-gemini-key').behaveRealistically({ latency: { medianMs: 600, p95Ms: 1500 } });
    // Its own server and worker, with Gemini pointed at the fake. Pages act for a seller only
    // from the server's own origin, so it listens where PUBLIC_URL says.
    const port = await freePort();
    const env = {
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: process.env.DATABASE_URL as string,
      REDIS_PREFIX: redisPrefix,
      GEMINI_API_KEY: 'e2e-gemini-key',
      GEMINI_BASE_URL: fake.url,
      GENERATION_PROVIDERS: 'gemini',
      // 3 a second: 30 rows take at least ten seconds however fast the machine, with three
      // or four in flight at these answer times.
      PROVIDER_LIMITS: 'gemini=rpm:180',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'e2e-session-secret-0123456789',
    };
    server = await startTestServer(env);
    worker = await startInProcessWorker({ ...process.env, ...env }, createLogger('worker', 'warn'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser.close();
    await worker.close();
    await server.close();
    await fake.stop();
    await deleteRedisKeys(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', redisPrefix);
    await database.tearDown();
  });

  it('writes several rows at once, shows the pace and time left, and ends with the right counters', async () => {
    const context = await browser.newContext({ baseURL: server.url });
    // A wait that cannot be met fails with its own message before the test's time is up.
    context.setDefaultTimeout(25_000);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      const email = `concurrent.${Date.now()}@example.com`;
      await page.getByRole('button', { name: 'Sign In' }).first().click();
      const modal = page.getByTestId('auth-modal');
      await modal.getByRole('button', { name: 'Sign up' }).click();
      await modal.getByLabel('Full Name', { exact: true }).fill('Ada Lovelace');
      await modal.getByLabel('Email Address', { exact: true }).fill(email);
      await modal.getByLabel('Password', { exact: true }).fill('secret pw');
      await modal.getByRole('button', { name: 'Create Account' }).click();
      await modal.waitFor({ state: 'detached' });
      const firstItemId = await seedPaidSeller(email, ROWS);
      await page.reload();
      await page
        .getByTestId('counter-total-items')
        .locator('dd')
        .filter({ hasText: String(ROWS) })
        .waitFor();
      // The page hears the seller's item changes before Generate All is pressed: a change made
      // outside it (this request) reaches its row, and the read of the counters that follows
      // an edit has come back. (On a busy machine the page's subscription used to start after
      // the worker's first rows had gone by, and none was ever seen generating.)
      const statsAsked = new Set<Request>();
      const statsDone = new Set<Request>();
      let statsMoved = () => undefined as void;
      const countersRead = new Promise<void>((resolve) => {
        statsMoved = () => {
          if (statsAsked.size > 0 && statsDone.size === statsAsked.size) resolve();
        };
      });
      const isStats = (request: Request) =>
        (request.postDataJSON() as { operationName?: string } | null)?.operationName ===
        'ItemStats';
      page.on('request', (request) => {
        if (isStats(request)) statsAsked.add(request);
      });
      const ended = (request: Request) => {
        if (!statsAsked.has(request)) return;
        statsDone.add(request);
        statsMoved();
      };
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
      await page.evaluate(
        async ({ id, header }) => {
          const response = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', [header]: '1' },
            body: JSON.stringify({
              query:
                'mutation($id: ID!) { updateItem(id: $id, patch: { name: "Linen napkin one" }) { id } }',
              variables: { id },
            }),
          });
          if (!response.ok) throw new Error(`updateItem answered ${response.status}`);
        },
        { id: firstItemId, header: CSRF_HEADER },
      );
      await page.getByTestId('item-row').filter({ hasText: 'Linen napkin one' }).waitFor();
      await countersRead;

      // From the press on, count what the page reads again.
      const reads: string[] = [];
      page.on('request', (request) => {
        const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
        if (name === 'ItemStats' || name === 'Items') reads.push(name);
      });
      // The provider holds its first answers: rows stay "generating" until it lets go.
      const gemini = fake.tenant('e2e-gemini-key');
      gemini.hold();
      // The answer to Generate All is held until the worker's first rows have reached the
      // page, as on a busy machine: those row changes must not read the counters either.
      const answerRowsShown = await holdAnswers(page, 'GenerateAll');
      await page.getByRole('button', { name: 'Generate All', exact: true }).click();
      const confirm = page.getByTestId('generate-all-confirm');
      await confirm.getByRole('button', { name: 'Generate All' }).click();

      // Several rows generating at the same moment. If they never are, say what the page
      // and the provider saw (the last CI's failure said only that the wait ran out).
      await page
        .waitForFunction(
          () =>
            document.querySelectorAll('[data-testid="item-row"][data-status="generating"]')
              .length >= 3,
        )
        .catch(async (error: unknown) => {
          const seen = await page.evaluate(() => ({
            generating: document.querySelectorAll(
              '[data-testid="item-row"][data-status="generating"]',
            ).length,
            batch:
              document
                .querySelector('[data-testid="batch-progress"]')
                ?.getAttribute('data-batch-status') ?? 'no progress panel',
          }));
          throw new Error(
            `${String(error)}; rows generating: ${seen.generating}, batch: ${seen.batch}, ` +
              `requests the provider had: ${gemini.requests.length}`,
          );
        });
      answerRowsShown();
      const panel = page.getByTestId('batch-progress');
      await panel
        .getByTestId('batch-generating-count')
        .filter({ hasText: /^([3-9]|\d\d) writing now$/ })
        .waitFor();
      gemini.release();
      // The pace and the time left, once the batch has some history.
      await panel
        .getByTestId('batch-rate')
        .filter({ hasText: /\d+(\.\d)? items\/min · about \d+ (s|min) left/ })
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The batch ends (however it ends: the assertion below says how, with the panel's words).
      await page.waitForFunction(
        () =>
          !['running', 'queued'].includes(
            document
              .querySelector('[data-testid="batch-progress"]')
              ?.getAttribute('data-batch-status') ?? 'running',
          ),
        undefined,
        { timeout: 90_000 },
      );
      expect({
        status: await panel.getAttribute('data-batch-status'),
        panel: await panel.innerText(),
      }).toEqual({ status: 'completed', panel: expect.any(String) as unknown });
      await page
        .locator('[data-sonner-toast]')
        .filter({ hasText: `Generated descriptions for ${ROWS} items` })
        .waitFor();
      const counter = (name: string) => page.getByTestId(`counter-${name}`).locator('dd');
      await counter('with-descriptions')
        .filter({ hasText: String(ROWS) })
        .waitFor();
      await counter('pending').filter({ hasText: '0' }).waitFor();
      await counter('processing').filter({ hasText: '0' }).waitFor();
      expect(await page.locator('[data-testid="item-row"][data-status="generating"]').count()).toBe(
        0,
      );
      // Everything came with the batch's events: no read of the counters or the rows.
      expect(reads).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** A Pro seller with `count` products ready to describe; answers the first one's id. */
async function seedPaidSeller(email: string, count: number): Promise<string> {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    await db.query(`UPDATE subscriptions SET plan = 'pro' WHERE user_id = $1`, [rows[0].id]);
    const inserted = await db.query<{ id: string; position: number }>(
      `INSERT INTO items (owner_user_id, position, name, sku, details, price)
       SELECT $1, n, 'Linen napkin ' || n, 'NAP-' || n, 'Washed linen | 45 x 45 cm', '12.00'
         FROM generate_series(1, $2::int) AS n
       RETURNING id, position`,
      [rows[0].id, count],
    );
    return inserted.rows.find((row) => row.position === 1)?.id as string;
  } finally {
    await db.end();
  }
}
