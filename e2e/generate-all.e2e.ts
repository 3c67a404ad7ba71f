/// <reference lib="dom" />
import { Client } from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, newVisitor, seriousA11yViolations } from './support/browser';
import { openHome, signUp } from './support/seller';

// Generate All against the real server and worker (builtin writer, with a BULK_PACE_MS floor
// set by the global setup): the rows and counters move live, a reload mid-batch shows the
// running batch.

const PRODUCTS = [
  ['Ceramic Mug', 'MUG-1', 'Stoneware | 350 ml | Dishwasher safe'],
  ['Linen Apron', 'APR-1', 'Washed linen | Adjustable neck strap | Two pockets'],
  ['Oak Cutting Board', 'BRD-1', 'Solid oak | 40 x 25 cm | Juice groove'],
  ['Wool Throw', 'THR-1', 'Merino wool | 130 x 170 cm | Fringed edges'],
  ['Brass Candle Holder', 'CDL-1', 'Solid brass | Fits standard tapers | Hand polished'],
] as const;

const COUNTERS = ['total-items', 'with-descriptions', 'pending', 'processing'] as const;
type Counter = (typeof COUNTERS)[number];

interface Observed {
  /** Each row's data-status values, in order, without repeats. */
  statuses: Record<string, string[]>;
  /** Each counter's displayed values, in order, without repeats. */
  counters: Record<Counter, string[]>;
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

function counter(page: Page, name: Counter): Locator {
  return page.getByTestId(`counter-${name}`).locator('dd');
}

/** Sets how many of this month's generations the user has used. */
async function setGenerationsUsed(email: string, used: number): Promise<void> {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    const result = await db.query(
      `UPDATE usage_records SET generations_used = $2
        WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [email, used],
    );
    expect(result.rowCount).toBe(1);
  } finally {
    await db.end();
  }
}

async function addProducts(page: Page, products: readonly (readonly string[])[]): Promise<void> {
  for (const [index, [name, sku, details]] of products.entries()) {
    const row = index + 1;
    await page.getByRole('button', { name: 'Add Product' }).click();
    await page.getByLabel(`Product Name for row ${row}`, { exact: true }).fill(name);
    await page.keyboard.press('Tab');
    await page.getByLabel(`SKU for row ${row}`, { exact: true }).fill(sku);
    await page.keyboard.press('Tab');
    await page.getByLabel(`Details for row ${row}`, { exact: true }).fill(details);
    await page.keyboard.press('Enter');
    await page.getByTestId('item-row').nth(index).getByText(details).waitFor();
  }
  await counter(page, 'total-items')
    .filter({ hasText: String(products.length) })
    .waitFor();
}

/** Records every row status and counter value the page shows from now on. */
async function startObserving(page: Page): Promise<void> {
  await page.evaluate((names) => {
    const observed: Observed = {
      statuses: {},
      counters: { 'total-items': [], 'with-descriptions': [], pending: [], processing: [] },
    };
    const push = (list: string[], value: string) => {
      if (list[list.length - 1] !== value) list.push(value);
    };
    const record = () => {
      document.querySelectorAll<HTMLElement>('[data-testid="item-row"]').forEach((row) => {
        const id = row.dataset.itemId ?? '';
        observed.statuses[id] ??= [];
        push(observed.statuses[id], row.dataset.status ?? '');
      });
      for (const name of names) {
        const value = document.querySelector(`[data-testid="counter-${name}"] dd`)?.textContent;
        push(observed.counters[name], value ?? '');
      }
    };
    record();
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-status'],
    });
    (window as unknown as { __observed: Observed }).__observed = observed;
  }, COUNTERS);
}

function observed(page: Page): Promise<Observed> {
  return page.evaluate(() => (window as unknown as { __observed: Observed }).__observed);
}

async function progressDone(page: Page): Promise<number> {
  return Number(await page.getByTestId('batch-progressbar').getAttribute('aria-valuenow'));
}

describe('Generate All in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('generates every row live: rows, counters, progress panel and the summary toast', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Grace Hopper');
      await addProducts(page, PRODUCTS);
      await counter(page, 'with-descriptions').filter({ hasText: '0' }).waitFor();
      await counter(page, 'pending').filter({ hasText: '5' }).waitFor();

      // Before it starts, the button says what it will use and what is left (free plan: 25).
      await page
        .getByTestId('generate-all-preview')
        .filter({ hasText: 'Uses 5 · 25 left' })
        .waitFor();

      await startObserving(page);
      const button = page.getByRole('button', { name: 'Generate All', exact: true });
      await button.click();
      // Five items stay under the confirmation threshold; answer the dialog if it shows.
      const confirm = page.getByTestId('generate-all-confirm');
      if (await confirm.isVisible())
        await confirm.getByRole('button', { name: 'Generate All' }).click();

      const panel = page.getByTestId('batch-progress');
      await panel.waitFor();
      const bar = page.getByTestId('batch-progressbar');
      expect(await bar.getAttribute('aria-valuemax')).toBe('5');
      await page
        .getByTestId('batch-progress-text')
        .filter({ hasText: /^[1-4] of 5 done$/ })
        .waitFor();
      expect(await panel.getAttribute('data-batch-status')).toBe('running');
      await panel.getByRole('button', { name: 'Cancel' }).waitFor();
      // Pressing again while it runs starts nothing new: it points at the running batch.
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await toast(page, 'Generated descriptions for 5 items').waitFor({ timeout: 45_000 });
      await page.getByTestId('batch-progress-text').filter({ hasText: '5 of 5 done' }).waitFor();
      expect(await panel.getAttribute('data-batch-status')).toBe('completed');
      expect(await progressDone(page)).toBe(5);
      await page
        .getByTestId('batch-announcement')
        .filter({ hasText: 'Generated descriptions for 5 items' })
        .waitFor();
      await counter(page, 'with-descriptions').filter({ hasText: '5' }).waitFor();
      await counter(page, 'pending').filter({ hasText: '0' }).waitFor();
      await counter(page, 'processing').filter({ hasText: '0' }).waitFor();

      const rows = page.getByTestId('item-row');
      for (let index = 0; index < PRODUCTS.length; index += 1) {
        const row = rows.nth(index);
        await row
          .getByTestId('description-provider')
          .filter({ hasText: 'by Built-in writer' })
          .waitFor();
        expect(await row.getAttribute('data-status')).toBe('idle');
      }

      const seen = await observed(page);
      const statusLists = Object.values(seen.statuses);
      expect(statusLists).toHaveLength(5);
      for (const list of statusLists) {
        // Each row waited its turn (queued) or was caught generating, and ended idle.
        expect(list.some((status) => status === 'queued' || status === 'generating')).toBe(true);
        expect(list[list.length - 1]).toBe('idle');
      }
      // The counters moved while the batch ran, not only at the end.
      expect(seen.counters['with-descriptions'][0]).toBe('0');
      expect(seen.counters['with-descriptions'].at(-1)).toBe('5');
      expect(seen.counters['with-descriptions'].length).toBeGreaterThan(2);
      expect(seen.counters.pending[0]).toBe('5');
      expect(seen.counters.pending.at(-1)).toBe('0');
      expect(seen.counters.processing.some((value) => Number(value) > 0)).toBe(true);
      expect(seen.counters.processing.at(-1)).toBe('0');

      // The finished panel: axe-clean, no Retry failed without failures, and it closes.
      expect(await panel.getByRole('button', { name: 'Retry failed' }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await panel.getByRole('button', { name: 'Close Generate All progress' }).click();
      await panel.waitFor({ state: 'detached' });
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

      // Nothing left to do: the server says so.
      await button.click();
      await toast(page, 'All items already have descriptions').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the running batch after a reload mid-batch, in dark at 360 px', async () => {
    const { context, page, errors } = await newVisitor(browser, { colorScheme: 'dark' });
    try {
      await openHome(page);
      await signUp(page, 'Katherine Johnson');
      await addProducts(page, PRODUCTS);

      await page.getByRole('button', { name: 'Generate All', exact: true }).click();
      const confirm = page.getByTestId('generate-all-confirm');
      if (await confirm.isVisible())
        await confirm.getByRole('button', { name: 'Generate All' }).click();
      await page
        .getByTestId('batch-progress-text')
        .filter({ hasText: /^[1-3] of 5 done$/ })
        .waitFor();

      await page.setViewportSize({ width: 360, height: 800 });
      await page.reload();
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      const panel = page.getByTestId('batch-progress');
      await panel.waitFor();
      // The true state from Postgres: running, some done, the rest still queued.
      expect(await panel.getAttribute('data-batch-status')).toBe('running');
      const done = await progressDone(page);
      expect(done).toBeGreaterThanOrEqual(1);
      expect(done).toBeLessThan(5);
      await page.locator('[data-testid="item-row"][data-status="queued"]').first().waitFor();
      await panel.getByRole('button', { name: 'Cancel' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        true,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      // The resumed view follows the batch to its end.
      await toast(page, 'Generated descriptions for 5 items').waitFor({ timeout: 45_000 });
      expect(await panel.getAttribute('data-batch-status')).toBe('completed');
      await counter(page, 'with-descriptions').filter({ hasText: '5' }).waitFor();
      await counter(page, 'processing').filter({ hasText: '0' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('cancels a running batch: the rest go back to idle', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Dorothy Vaughan');
      await addProducts(page, PRODUCTS.slice(0, 4));

      await page.getByRole('button', { name: 'Generate All', exact: true }).click();
      const panel = page.getByTestId('batch-progress');
      await page
        .getByTestId('batch-progress-text')
        .filter({ hasText: /^[12] of 4 done$/ })
        .waitFor();
      await panel.getByRole('button', { name: 'Cancel' }).click();
      await toast(page, /^Generate All cancelled/).waitFor();
      expect(await panel.getAttribute('data-batch-status')).toBe('cancelled');
      await counter(page, 'processing').filter({ hasText: '0' }).waitFor();
      // Rows the batch did not reach are idle again, without a description.
      await page.locator('[data-testid="item-row"][data-status="idle"]').nth(3).waitFor();
      expect(await page.locator('[data-testid="item-row"][data-status="queued"]').count()).toBe(0);
      expect(await page.getByTestId('description-provider').count()).toBeLessThan(4);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('stops at the free plan limit: says so, offers the upgrade, and Retry failed reruns them after it', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      const email = await signUp(page, 'Mary Jackson');
      await addProducts(page, PRODUCTS.slice(0, 3));
      await setGenerationsUsed(email, 24);

      await page.getByRole('button', { name: 'Generate All', exact: true }).click();
      const confirm = page.getByTestId('generate-all-confirm');
      await confirm.getByRole('heading', { name: 'Generate 3 descriptions?' }).waitFor();
      await confirm
        .getByText('This will use 3 generations; you have 1 left this month.', { exact: true })
        .waitFor();
      await confirm.getByText(/^Generate All will stop when your 1 remaining generation/).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Generate All' }).click();

      const limit =
        'Generation limit reached. You have 0 generations remaining this month. Please upgrade your plan to continue.';
      const panel = page.getByTestId('batch-progress');
      await toast(page, 'Generated descriptions for 1 item').waitFor();
      await toast(page, limit).waitFor();
      await page.locator('[data-batch-status="stopped"]').waitFor();
      await panel.getByTestId('batch-stop-reason').filter({ hasText: limit }).waitFor();
      const rows = page.getByTestId('item-row');
      await rows.nth(0).getByTestId('description-provider').waitFor();
      for (const index of [1, 2]) {
        await page
          .locator(`[data-testid="item-row"][data-status="failed"]`)
          .nth(index - 1)
          .waitFor();
        await rows
          .nth(index)
          .getByTestId('item-status-message')
          .filter({ hasText: limit })
          .waitFor();
      }
      await counter(page, 'processing').filter({ hasText: '0' }).waitFor();
      // The panel tells the truth: stopped at the limit, the bar at what was written, and the
      // way on is an upgrade (Retry failed cannot help with nothing left).
      await panel
        .getByTestId('batch-progress-text')
        .filter({ hasText: "Stopped at your plan's limit: 1 of 3 written" })
        .waitFor();
      expect(await progressDone(page)).toBe(1);
      expect(await page.getByTestId('batch-progressbar').getAttribute('aria-valuemax')).toBe('3');
      expect(await panel.getByText(/of 3 done/).count()).toBe(0);
      expect(await panel.getByRole('button', { name: 'Retry failed' }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The upgrade: Pro (demo billing applies it at once). Back home, Retry failed runs only
      // the two that did not get one.
      await panel.getByRole('button', { name: 'Upgrade your plan' }).click();
      await page.waitForURL('**/billing-plans');
      await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
      await toast(page, 'You are now on the Pro plan').waitFor();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await panel.getByRole('button', { name: 'Retry failed' }).click();
      await toast(page, 'Generated descriptions for 2 items').waitFor({ timeout: 30_000 });
      await counter(page, 'with-descriptions').filter({ hasText: '3' }).waitFor();
      for (const index of [0, 1, 2]) {
        await rows.nth(index).getByTestId('description-provider').waitFor();
      }
      expect(await page.getByTestId('item-status-message').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('cuts a guest batch to one item with the notice, then shows the Guest Limit box', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await page.getByTestId('guest-remaining').waitFor();
      await addProducts(page, PRODUCTS.slice(0, 2));

      await page.getByRole('button', { name: 'Generate All', exact: true }).click();
      await toast(page, 'Guest users can only generate one description at a time').waitFor();
      await toast(page, 'Generated descriptions for 1 item').waitFor();
      await page.getByTestId('guest-limit-reached').waitFor();
      await counter(page, 'with-descriptions').filter({ hasText: '1' }).waitFor();
      await page.getByTestId('item-row').nth(0).getByTestId('description-provider').waitFor();
      expect(await page.getByTestId('item-row').nth(1).getAttribute('data-status')).toBe('idle');

      // The allowance is used: Generate All shows the lock and leads to sign-up.
      const generateAll = page.getByRole('button', { name: 'Generate All', exact: true });
      await page.locator('[data-testid="generate-all-button"][data-locked]').waitFor();
      await generateAll.focus();
      await page.keyboard.press('Enter');
      await page
        .getByTestId('auth-modal')
        .getByRole('button', { name: 'Create Account' })
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('marks the rows whose descriptions read like others once a batch has finished', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Copy Paste');
      // Three listings of the same product: the writer gives them the same words.
      const same = ['Oak Cutting Board', 'BRD-1', 'Solid oak | 40 x 25 cm | Juice groove'] as const;
      await addProducts(page, [same, same, same, PRODUCTS[3]]);
      await counter(page, 'pending').filter({ hasText: '4' }).waitFor();
      await page.getByRole('button', { name: 'Generate All', exact: true }).click();
      const confirm = page.getByTestId('generate-all-confirm');
      if (await confirm.isVisible())
        await confirm.getByRole('button', { name: 'Generate All' }).click();
      await toast(page, 'Generated descriptions for 4 items').waitFor({ timeout: 45_000 });
      const panel = page.getByTestId('batch-progress');
      await panel
        .getByTestId('batch-sameness-count')
        .filter({ hasText: '3 items read like others in your catalogue' })
        .waitFor();
      const rows = page.getByTestId('item-row');
      for (const index of [0, 1, 2]) {
        await rows
          .nth(index)
          .getByTestId('sameness-flag')
          .filter({ hasText: 'Reads like 2 other products' })
          .waitFor();
      }
      expect(await rows.nth(3).getByTestId('sameness-flag').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
