/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { chromium } from 'playwright-core';
import { repoRoot } from '../core/src/config/paths';
import { startTestServer } from '../test/support/server';
import { ms, seedGuestItems, stats, withBenchDatabase } from './support';

const ITEMS = 5000;

// How the Product Data table behaves with 5,000 rows in Chromium: time until every row is
// loaded, how many rows are in the DOM (virtualisation), and frame times while scrolling.
export async function benchTableScroll(): Promise<void> {
  const dist = path.join(repoRoot(), 'client', 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('\ntable scroll — skipped: build the client first (npm run build:client)');
    return;
  }
  await withBenchDatabase(async (url) => {
    const server = await startTestServer({
      DATABASE_URL: url,
      LOG_LEVEL: 'silent',
      REDIS_PREFIX: `qc-bench-${process.pid}`,
      CLIENT_DIST_DIR: dist,
    });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      const cookie = (await page.context().cookies()).find((c) => c.name === 'qc_guest');
      const guestId = decodeURIComponent(cookie?.value ?? '').slice(2, 38);
      await seedGuestItems(url, guestId, ITEMS);

      const started = performance.now();
      await page.reload();
      await page.getByTestId('item-row').first().waitFor();
      const firstRows = performance.now() - started;
      await page.waitForFunction(
        (total) =>
          document.querySelector('[aria-rowcount]')?.getAttribute('aria-rowcount') ===
          String(total + 1),
        ITEMS,
        { timeout: 60_000 },
      );
      const allLoaded = performance.now() - started;

      const frames = await page.evaluate(async () => {
        const scroller = document.querySelector('[data-scroll-container]') as HTMLElement;
        const intervals: number[] = [];
        let last = window.performance.now();
        let rendered = 0;
        for (let step = 0; step < 240; step += 1) {
          scroller.scrollTop += scroller.scrollHeight / 240;
          await new Promise((resolve) => requestAnimationFrame(resolve));
          const now = window.performance.now();
          intervals.push(now - last);
          last = now;
          rendered = Math.max(
            rendered,
            document.querySelectorAll('[data-testid="item-row"]').length,
          );
        }
        return { intervals, rendered };
      });
      const frame = stats(frames.intervals);
      console.log(`\ntable scroll — ${ITEMS} items, headless Chromium`);
      console.log(
        `  first rows visible after reload: ${ms(firstRows)}; all ${ITEMS} loaded: ${ms(allLoaded)}`,
      );
      console.log(
        `  rows in the DOM at most: ${frames.rendered} of ${ITEMS} (${((frames.rendered / ITEMS) * 100).toFixed(2)} %)`,
      );
      console.log(
        `  frame time while scrolling top to bottom (240 steps): median ${ms(frame.median)}, p95 ${ms(frame.p95)} ` +
          `(${(16.7 / frame.p95).toFixed(2)}× a 60 Hz frame budget at p95)`,
      );
    } finally {
      await browser.close();
      await server.close();
    }
  });
}
