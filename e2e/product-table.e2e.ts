/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { Client } from 'pg';
import type { Browser, Page } from 'playwright-core';
import {
  baseUrl,
  holdAnswers,
  launchBrowser,
  newVisitor,
  seriousA11yViolations,
} from './support/browser';
import { openHome } from './support/seller';

type Field = 'Product Name' | 'SKU' | 'Details' | 'Price' | 'Notes' | 'Description';

function rows(page: Page) {
  return page.getByTestId('item-row');
}

function editor(page: Page, field: Field, row: number) {
  return page.getByLabel(`${field} for row ${row}`, { exact: true });
}

// The signed guest cookie holds the guest session id: "s:<uuid>.<signature>".
async function guestSessionId(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const raw = decodeURIComponent(cookies.find((cookie) => cookie.name === 'qc_guest')?.value ?? '');
  const id = /^s:([0-9a-f-]{36})\./.exec(raw)?.[1];
  if (!id) throw new Error(`no guest cookie: ${raw}`);
  return id;
}

describe('the product table in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('waits for the table before Add Product: a row added early is not lost', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      // The table's first page is held back, as on a slow connection.
      const release = await holdAnswers(page, 'Items');
      await page.goto('/');
      const add = page.getByRole('button', { name: 'Add Product' });
      await add.waitFor();
      expect(await add.isDisabled()).toBe(true);
      release();
      await add.click();
      await editor(page, 'Product Name', 1).fill('Early Lamp');
      await page.keyboard.press('Enter');
      await rows(page).first().getByText('Early Lamp', { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('adds and edits a product with the keyboard, and finds it after a reload', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await page.getByRole('button', { name: 'Add Product' }).click();
      await expectFocused(editor(page, 'Product Name', 1));

      // Type each field and Tab to the next one.
      const values = {
        'Product Name': 'Ceramic Mug',
        SKU: 'MUG-001',
        Details: 'Stoneware | 350 ml',
        Price: '12.99',
        Notes: 'Dishwasher safe',
      };
      for (const [field, value] of Object.entries(values)) {
        const input = editor(page, field as Field, 1);
        await expectFocused(input);
        await input.fill(value);
        await page.keyboard.press('Tab');
      }
      // Tab from Notes lands in Description; Shift+Enter is a newline, Enter commits.
      const description = editor(page, 'Description', 1);
      await expectFocused(description);
      await page.keyboard.type('A sturdy mug.');
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type('Holds 350 ml.');
      await page.keyboard.press('Enter');
      await gone(description);

      // Shift+Tab walks back: open Price, Shift+Tab goes to Details.
      const row = rows(page).first();
      await row.getByRole('button', { name: /^Price for row 1/ }).click();
      await expectFocused(editor(page, 'Price', 1));
      await page.keyboard.press('Shift+Tab');
      await expectFocused(editor(page, 'Details', 1));
      // Escape leaves the cell and discards what was typed.
      await page.keyboard.press('End');
      await page.keyboard.type(' DISCARDED');
      await page.keyboard.press('Escape');
      await gone(editor(page, 'Details', 1));

      await expectText(row, [
        'Ceramic Mug',
        'MUG-001',
        'Stoneware | 350 ml',
        '12.99',
        'Dishwasher safe',
      ]);
      await expectCounters(page, { 'Total Items': 1, 'With Descriptions': 1, Pending: 0 });

      await page.reload();
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      const reloaded = rows(page).first();
      await reloaded.getByText('Ceramic Mug').waitFor();
      await expectText(reloaded, ['MUG-001', 'Stoneware | 350 ml', '12.99', 'Dishwasher safe']);
      await reloaded.getByText('A sturdy mug.', { exact: false }).waitFor();
      expect(await reloaded.textContent()).not.toContain('DISCARDED');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Tab runs across rows: from the last field of one row to the first of the next', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await openHome(page);
      await page.getByRole('button', { name: 'Add Product' }).click();
      await editor(page, 'Product Name', 1).fill('First');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Add Product' }).click();
      await editor(page, 'Product Name', 2).fill('Second');
      await page.keyboard.press('Enter');

      await rows(page)
        .first()
        .getByRole('button', { name: /^Description for row 1/ })
        .click();
      await page.keyboard.press('Tab');
      await expectFocused(editor(page, 'Product Name', 2));
      await page.keyboard.press('Shift+Tab');
      await expectFocused(editor(page, 'Description', 1));
      await page.keyboard.press('Escape');
    } finally {
      await context.close();
    }
  });

  it('copies a description, creates a copy right after the original, and deletes', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await openHome(page);
      for (const name of ['Lamp', 'Chair']) {
        const row = (await rows(page).count()) + 1;
        await page.getByRole('button', { name: 'Add Product' }).click();
        const input = editor(page, 'Product Name', row);
        await input.fill(name);
        await page.keyboard.press('Tab');
        await page.keyboard.press('Escape');
      }
      const lamp = rows(page).nth(0);
      // No description yet: Copy is disabled.
      expect(await lamp.getByRole('button', { name: 'Copy', exact: true }).isDisabled()).toBe(true);
      await lamp.getByRole('button', { name: /^Description for row 1/ }).click();
      await page.keyboard.type('Warm brass desk lamp.');
      await page.keyboard.press('Enter');

      await lamp.getByRole('button', { name: 'Copy', exact: true }).click();
      await page.getByText('Description copied!').waitFor();
      await lamp.getByRole('button', { name: 'Copied!' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        'Warm brass desk lamp.',
      );
      // The label returns after 2 s.
      await lamp.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 4000 });

      await lamp.getByRole('button', { name: 'Create Copy' }).click();
      await rows(page).nth(2).waitFor();
      await expectRowNames(page, ['Lamp', 'Lamp (Copy)', 'Chair']);

      await rows(page).nth(2).getByRole('button', { name: 'Delete Chair' }).click();
      await page.getByText('Item deleted').waitFor();
      await expectRowNames(page, ['Lamp', 'Lamp (Copy)']);

      await page.reload();
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      await rows(page).nth(1).waitFor();
      await expectRowNames(page, ['Lamp', 'Lamp (Copy)']);
    } finally {
      await context.close();
    }
  });

  it("keeps each visitor's products to themselves", async () => {
    const first = await newVisitor(browser);
    const second = await newVisitor(browser);
    try {
      await openHome(first.page);
      await first.page.getByRole('button', { name: 'Add Product' }).click();
      await editor(first.page, 'Product Name', 1).fill('Private product');
      await first.page.keyboard.press('Enter');
      await rows(first.page).first().getByText('Private product').waitFor();

      await openHome(second.page);
      await second.page.getByText('No products yet').waitFor();
      expect(await rows(second.page).count()).toBe(0);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  it('renders only the visible rows of a 5,000-item table and still edits the last one', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await openHome(page);
      const guestId = await guestSessionId(page);
      const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
      await db.connect();
      try {
        await db.query(
          `INSERT INTO items (owner_guest_id, position, name, sku, details, price)
           SELECT $1, n * 1024, 'Product ' || n, 'SKU-' || n, 'Details ' || n, '9.99'
             FROM generate_series(1, 5000) AS n`,
          [guestId],
        );
      } finally {
        await db.end();
      }
      await page.reload();
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      await expectCounters(page, { 'Total Items': 5000 });
      // Rows stream in page by page; wait for the last one to be loaded into the list.
      await page.waitForFunction(
        () => document.querySelector('[aria-rowcount]')?.getAttribute('aria-rowcount') === '5001',
        undefined,
        { timeout: 30_000 },
      );
      const rendered = await rows(page).count();
      expect(rendered).toBeGreaterThan(5);
      expect(rendered).toBeLessThan(100);

      // Scroll to the end: the last product is rendered and editable.
      await page.locator('[aria-rowcount]').evaluate((grid) => {
        const scroller = grid.closest('[data-scroll-container]') ?? grid;
        scroller.scrollTop = scroller.scrollHeight;
      });
      const last = page.getByTestId('item-row').filter({ hasText: 'Product 5000' });
      await last.waitFor();
      await last.getByRole('button', { name: /^Price for row 5000/ }).click();
      await editor(page, 'Price', 5000).fill('19.99');
      await page.keyboard.press('Enter');
      await last.getByText('19.99').waitFor();
      expect(await rows(page).count()).toBeLessThan(100);
    } finally {
      await context.close();
    }
  });
});

describe('the site in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('has no serious accessibility violations on any page, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await newVisitor(browser, { colorScheme });
      try {
        for (const path of [
          '/',
          '/how-it-works',
          '/faq',
          '/billing-plans',
          '/privacy-policy',
          '/terms-of-service',
          '/refund-policy',
          '/no-such-page',
        ]) {
          await page.goto(path);
          await page.locator('main h1').first().waitFor();
          expect({ path, colorScheme, violations: await seriousA11yViolations(page) }).toEqual({
            path,
            colorScheme,
            violations: [],
          });
        }
      } finally {
        await context.close();
      }
    }
  });

  it('follows the system theme until one is chosen, then remembers the choice', async () => {
    const { context, page } = await newVisitor(browser, { colorScheme: 'dark' });
    try {
      await openHome(page);
      expect(await htmlIsDark(page)).toBe(true);
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      expect(await htmlIsDark(page)).toBe(false);
      await page.reload();
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      expect(await htmlIsDark(page)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('remembers a dismissed promo banner', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await openHome(page);
      await page.getByRole('button', { name: 'Dismiss banner' }).click();
      await gone(page.getByRole('button', { name: 'Dismiss banner' }));
      await page.reload();
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      expect(await page.getByRole('button', { name: 'Dismiss banner' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('sets each page title, shows Back to Home away from home, and a 404 page for unknown paths', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await page.goto('/faq');
      await page.locator('main h1').first().waitFor();
      expect(await page.title()).toBe('FAQ — Quillcart');
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      expect(await page.title()).toBe('Quillcart — AI Product Description Generator');
      expect(await page.getByRole('link', { name: 'Back to Home' }).count()).toBe(0);

      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('redirects a guest away from a protected page to home, asking them to sign in', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await page.goto('/generation-history');
      await page.waitForURL(`${baseUrl()}/`);
      await page.getByTestId('auth-return-note').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('opens the sign-in dialog from the header and from the open-auth-modal event', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await openHome(page);
      await page.getByRole('button', { name: 'Sign In' }).first().click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await gone(dialog);
      await page.evaluate(() => window.dispatchEvent(new Event('open-auth-modal')));
      await dialog.waitFor();
    } finally {
      await context.close();
    }
  });
});

async function htmlIsDark(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.classList.contains('dark'));
}

async function expectFocused(locator: ReturnType<Page['getByLabel']>): Promise<void> {
  await locator.waitFor();
  await locator
    .page()
    .waitForFunction(
      (element) => document.activeElement === element,
      await locator.elementHandle(),
      { timeout: 5000 },
    );
}

async function expectText(row: ReturnType<Page['getByTestId']>, texts: string[]): Promise<void> {
  for (const text of texts) await row.getByText(text, { exact: true }).first().waitFor();
}

async function expectRowNames(page: Page, names: string[]): Promise<void> {
  await page.waitForFunction(
    (expected) => {
      const found = [...document.querySelectorAll('[data-testid="item-row"]')].map(
        (row) =>
          row
            .querySelector('[data-cell$=":name"]')
            ?.textContent?.replace(/^Product Name for row \d+: /, '') ?? '',
      );
      return JSON.stringify(found) === JSON.stringify(expected);
    },
    names,
    { timeout: 5000 },
  );
}

async function expectCounters(page: Page, expected: Record<string, number>): Promise<void> {
  for (const [label, value] of Object.entries(expected)) {
    await page
      .getByTestId(`counter-${label.toLowerCase().replace(/ /g, '-')}`)
      .filter({ hasText: value.toLocaleString('en-US') })
      .waitFor({ timeout: 10_000 });
  }
}

async function gone(locator: ReturnType<Page['getByRole']>): Promise<void> {
  await locator.waitFor({ state: 'detached', timeout: 5000 });
}
