/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, nextFrames, seriousA11yViolations } from './support/browser';
import {
  addProducts,
  counter,
  editor,
  guestSessionId,
  horizontalOverflow,
  openHome,
  setGenerationsUsed,
  signUp,
  sql,
  toast,
  userId,
} from './support/seller';

// The product table and Generate All tell the truth: one rule decides what is ready to
// generate, the numbers beside Generate All agree with its dialog, and nothing blank counts.

const READY = [
  ['Ceramic Mug', 'MUG-1', 'Stoneware | 350 ml'],
  ['Linen Apron', 'APR-1', 'Washed linen | Two pockets'],
  ['Oak Board', 'BRD-1', 'Solid oak | 40 x 25 cm'],
  ['Wool Throw', 'THR-1', 'Merino wool | 130 x 170 cm'],
  ['Brass Holder', 'CDL-1', 'Solid brass | Hand polished'],
  ['Cotton Tote', 'TOT-1', 'Organic cotton | Long handles'],
] as const;

function caption(page: Page) {
  return page.getByTestId('generate-all-preview');
}

async function openSubTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tablist', { name: 'Import source' }).getByRole('tab', { name }).click();
}

describe('what the product table and Generate All say', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('runs Generate All only on rows the Generate button would run; the rest are listed and cost nothing', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      const email = await signUp(page, 'Ada Ready');
      await addProducts(page, [...READY, ['Name Only Lamp']]);
      const lamp = page.getByTestId('item-row').nth(READY.length);
      // The row's own button says what is missing, and so does Generate All.
      expect(
        await lamp
          .getByRole('button', { name: 'Generate description' })
          .getAttribute('aria-disabled'),
      ).toBe('true');
      await lamp.getByText('Fill in SKU and Details to generate').waitFor({ state: 'attached' });
      await caption(page).filter({ hasText: 'Uses 6 · 25 left · 1 not ready' }).waitFor();

      await page.getByRole('button', { name: 'Generate All', exact: true }).click();
      const confirm = page.getByTestId('generate-all-confirm');
      await confirm.getByRole('heading', { name: 'Generate 6 descriptions?' }).waitFor();
      await confirm
        .getByTestId('not-ready')
        .filter({ hasText: 'Name Only Lamp: Fill in SKU and Details to generate' })
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Generate All' }).click();

      await toast(page, 'Generated descriptions for 6 items').waitFor({ timeout: 60_000 });
      const panel = page.getByTestId('batch-progress');
      await panel.getByTestId('batch-progress-text').filter({ hasText: '6 of 6 done' }).waitFor();
      await panel
        .getByTestId('not-ready')
        .filter({ hasText: '1 product not ready to generate, skipped at no charge' })
        .waitFor();
      await counter(page, 'with-descriptions').filter({ hasText: '6' }).waitFor();
      await counter(page, 'pending').filter({ hasText: '1' }).waitFor();
      expect(await lamp.getByTestId('description-provider').count()).toBe(0);
      expect(await lamp.getAttribute('data-status')).toBe('idle');
      const [usage] = await sql<{ generations_used: number }>(
        'SELECT generations_used FROM usage_records WHERE user_id = $1',
        [await userId(email)],
      );
      expect(usage.generations_used).toBe(6);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the count beside Generate All and its dialog the same after every add, edit and delete', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Ada Count');
      await addProducts(page, READY.slice(0, 5));
      await caption(page).filter({ hasText: 'Uses 5 · 25 left' }).waitFor();

      // Add: counted as soon as it is ready.
      await addProducts(page, [READY[5]]);
      await caption(page).filter({ hasText: 'Uses 6 · 25 left' }).waitFor();
      const generateAll = page.getByRole('button', { name: 'Generate All', exact: true });
      const confirm = page.getByTestId('generate-all-confirm');
      await generateAll.click();
      await confirm.getByRole('heading', { name: 'Generate 6 descriptions?' }).waitFor();
      await confirm
        .getByText('This will use 6 generations; you have 25 left this month.')
        .waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });

      // Edit: a row that loses its details is no longer counted, and says so.
      const row = page.getByTestId('item-row').nth(2);
      await row.getByRole('button', { name: /^Details for row 3/ }).click();
      await page.getByLabel('Details for row 3', { exact: true }).fill('');
      await page.keyboard.press('Enter');
      await caption(page).filter({ hasText: 'Uses 5 · 25 left · 1 not ready' }).waitFor();

      // Delete: gone from the count.
      await page
        .getByTestId('item-row')
        .nth(0)
        .getByRole('button', { name: 'Delete Ceramic Mug' })
        .click();
      await caption(page).filter({ hasText: 'Uses 4 · 25 left · 1 not ready' }).waitFor();

      // Add two rows with only a name: the caption counts them as not ready at once.
      await addProducts(page, [['First Extra'], ['Second Extra']]);
      await caption(page).filter({ hasText: 'Uses 4 · 25 left · 3 not ready' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the same count on the Shopify tab as Generate All runs, and says why when it is nothing', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      const email = await signUp(page, 'Ada Shopify');
      const owner = await userId(email);
      // A described product, a blank row left from earlier, and a row with only a name.
      await sql(
        `INSERT INTO items (owner_user_id, position, name, sku, details, description)
         VALUES ($1, 1, 'Ceramic Mug', 'MUG-1', 'Stoneware', 'A sturdy stoneware mug.'),
                ($1, 2, '', '', '', ''),
                ($1, 3, 'Wool Throw', '', '', '')`,
        [owner],
      );
      await openHome(page);
      await openSubTab(page, 'Shopify');
      const panel = page.getByRole('tabpanel', { name: 'Shopify' });
      await panel.getByTestId('shopify-stat-pending').getByText('1', { exact: true }).waitFor();
      await panel.getByRole('button', { name: 'Generate All (0)' }).waitFor();
      await caption(page).filter({ hasText: 'Nothing ready · 1 not ready' }).waitFor();
      await panel.getByRole('button', { name: 'Generate All (0)' }).click();
      await toast(
        page,
        '1 product is not ready to generate: fill in its Product Name, SKU and Details',
      ).waitFor();

      // With the not-ready row finished, nothing is pending: the blank row never was.
      await sql(`DELETE FROM items WHERE owner_user_id = $1 AND name = 'Wool Throw'`, [owner]);
      await openHome(page);
      await openSubTab(page, 'Shopify');
      await panel.getByTestId('shopify-stat-pending').getByText('0', { exact: true }).waitFor();
      await caption(page).filter({ hasText: 'Nothing to generate' }).waitFor();
      await panel.getByRole('button', { name: 'Generate All (0)' }).click();
      await toast(page, 'All items already have descriptions').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('takes away a new row left without anything typed into it; blank rows never count', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      const rows = page.getByTestId('item-row');
      const addProduct = page.getByRole('button', { name: 'Add Product' });

      // Escape at once.
      await addProduct.click();
      await editor(page, 'Product Name', 1).waitFor();
      await page.keyboard.press('Escape');
      await rows.first().waitFor({ state: 'detached' });
      // Focus goes back where the seller started.
      expect(await addProduct.evaluate((element) => element === document.activeElement)).toBe(true);

      // Tab through empty fields, then Escape.
      await addProduct.click();
      await editor(page, 'Product Name', 1).waitFor();
      await page.keyboard.press('Tab');
      await editor(page, 'SKU', 1).waitFor();
      await page.keyboard.press('Escape');
      await rows.first().waitFor({ state: 'detached' });

      // Click away.
      await addProduct.click();
      await editor(page, 'Product Name', 1).waitFor();
      await page.getByRole('heading', { name: 'Product Data' }).click();
      await rows.first().waitFor({ state: 'detached' });

      // A row with something typed stays.
      await addProducts(page, [['Kept Lamp']]);
      await counter(page, 'total-items').filter({ hasText: '1' }).waitFor();
      await counter(page, 'pending').filter({ hasText: '1' }).waitFor();

      await page.reload();
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      await rows.first().getByText('Kept Lamp').waitFor();
      expect(await rows.count()).toBe(1);
      await counter(page, 'total-items').filter({ hasText: '1' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('offers Undo after a delete, and deletes, copies and generates several selected rows at once', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Ada Select');
      await addProducts(page, READY.slice(0, 4));
      const names = () =>
        page
          .getByTestId('item-row')
          .evaluateAll((rows) =>
            rows
              .sort((a, b) => Number(a.dataset.index) - Number(b.dataset.index))
              .map((row) =>
                row.querySelector('[data-cell$=":name"]')?.textContent?.replace(/^.*: /, ''),
              ),
          );
      const all = READY.slice(0, 4).map(([name]) => name);

      // One row: deleted at once, back in its place with Undo.
      await page.getByRole('button', { name: 'Delete Linen Apron' }).click();
      const deleted = toast(page, 'Item deleted');
      await deleted.waitFor();
      await page.getByRole('button', { name: 'Delete Linen Apron' }).waitFor({ state: 'detached' });
      await deleted.getByRole('button', { name: 'Undo' }).click();
      await toast(page, 'Item restored').waitFor();
      await page.getByRole('button', { name: 'Delete Linen Apron' }).waitFor();
      expect(await names()).toEqual(all);

      // Several rows.
      await page.getByRole('checkbox', { name: 'Select Ceramic Mug' }).check();
      await page.getByRole('checkbox', { name: 'Select Oak Board' }).check();
      const bar = page.getByRole('toolbar', { name: 'Selected products' });
      await bar.getByText('2 products selected').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await bar.getByRole('button', { name: 'Delete selected' }).click();
      const deletedTwo = toast(page, '2 items deleted');
      await deletedTwo.waitFor();
      await counter(page, 'total-items').filter({ hasText: '2' }).waitFor();
      expect(await bar.count()).toBe(0);
      await deletedTwo.getByRole('button', { name: 'Undo' }).click();
      await toast(page, '2 items restored').waitFor();
      await counter(page, 'total-items').filter({ hasText: '4' }).waitFor();
      expect(await names()).toEqual(all);

      await page.getByRole('checkbox', { name: 'Select Linen Apron' }).check();
      await page.getByRole('checkbox', { name: 'Select Wool Throw' }).check();
      await bar.getByRole('button', { name: 'Copy selected' }).click();
      await toast(page, '2 items copied').waitFor();
      await page.getByRole('button', { name: 'Delete Wool Throw (Copy)' }).waitFor();
      expect(await names()).toEqual([
        'Ceramic Mug',
        'Linen Apron',
        'Linen Apron (Copy)',
        'Oak Board',
        'Wool Throw',
        'Wool Throw (Copy)',
      ]);

      // Generate only the selected rows.
      await page.getByRole('checkbox', { name: 'Select Ceramic Mug' }).check();
      await page.getByRole('checkbox', { name: 'Select Oak Board' }).check();
      await bar.getByRole('button', { name: 'Generate selected' }).click();
      await toast(page, 'Generated descriptions for 2 items').waitFor({ timeout: 60_000 });
      await counter(page, 'with-descriptions').filter({ hasText: '2' }).waitFor();
      const rows = page.getByTestId('item-row');
      for (const index of [0, 3])
        await rows.nth(index).getByTestId('description-provider').waitFor();
      expect(await page.getByTestId('description-provider').count()).toBe(2);

      await page.reload();
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      await page.getByRole('button', { name: 'Delete Wool Throw (Copy)' }).waitFor();
      expect(await names()).toEqual([
        'Ceramic Mug',
        'Linen Apron',
        'Linen Apron (Copy)',
        'Oak Board',
        'Wool Throw',
        'Wool Throw (Copy)',
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps toasts off the site header: navigation and Sign In stay usable, at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const { context, page, errors } = await newVisitor(browser, { width });
      try {
        await openHome(page);
        await addProducts(page, [['Toast Lamp']]);
        await page.getByRole('button', { name: 'Delete Toast Lamp' }).click();
        const shown = toast(page, 'Item deleted');
        await shown.waitFor();
        const header = await page.locator('[data-site-header]').boundingBox();
        const box = await shown.boundingBox();
        if (!header || !box) throw new Error('header or toast not laid out');
        const overlaps =
          box.x < header.x + header.width &&
          box.x + box.width > header.x &&
          box.y < header.y + header.height &&
          box.y + box.height > header.y;
        expect(overlaps).toBe(false);
        // While the toast shows, the header's Sign In takes the click.
        await page.getByRole('button', { name: 'Sign In' }).first().click({ timeout: 3000 });
        await page.getByTestId('auth-modal').waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('keeps the column header in sight under the site header, and shows each row as a card at 390 px', async () => {
    for (const width of [1280, 390]) {
      const { context, page, errors } = await newVisitor(browser, { width });
      try {
        await openHome(page);
        await sql(
          `INSERT INTO items (owner_guest_id, position, name, sku, details, price, description)
           SELECT $1, n, 'Product ' || n, 'SKU-' || n, 'Details of product ' || n, '9.99',
                  'A description of product ' || n || ', long enough to wrap over two lines.'
             FROM generate_series(1, 40) AS n`,
          [await guestSessionId(page)],
        );
        await openHome(page);
        const row = page.getByTestId('item-row').first();
        await row.getByText('Product 1', { exact: true }).waitFor();
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

        if (width === 1280) {
          // The page scrolls the table's top under the site header: its column header follows.
          await page.evaluate(() => {
            const box = document.querySelector('[data-scroll-container]') as HTMLElement;
            const headerBottom = document
              .querySelector('[data-site-header]')!
              .getBoundingClientRect().bottom;
            window.scrollBy(0, box.getBoundingClientRect().top - headerBottom + 150);
          });
          await page.waitForFunction(() => {
            const th = [...document.querySelectorAll('[role="columnheader"]')].find(
              (cell) => cell.textContent === 'Product Name',
            ) as HTMLElement;
            const rect = th.getBoundingClientRect();
            const under = document.elementFromPoint(rect.x + 5, rect.y + rect.height / 2);
            return under !== null && th.contains(under);
          });
          // A wheel inside the table scrolls the table, never the page past it.
          await page.locator('[data-scroll-container]').hover();
          const before = await page.evaluate(() => window.scrollY);
          // Rows are measured as they come into view, so the table can grow while it scrolls:
          // wheel until it is at its end, each wheel required to move it. Wheels that went to
          // the page would leave the table where it was.
          const tableAt = () =>
            page.evaluate(() => {
              const box = document.querySelector('[data-scroll-container]') as HTMLElement;
              const end = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
              return { top: box.scrollTop, end };
            });
          for (let at = await tableAt(); !at.end; at = await tableAt()) {
            await page.mouse.wheel(0, 20_000);
            await page.waitForFunction((from) => {
              const box = document.querySelector('[data-scroll-container]') as HTMLElement;
              const end = box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
              return end || box.scrollTop !== from;
            }, at.top);
          }
          // At its end, one more wheel still leaves the page where it was: once the table has
          // seen it, two frames give the browser time to scroll whatever it would.
          await page.evaluate(() => {
            const box = document.querySelector('[data-scroll-container]') as HTMLElement;
            box.addEventListener('wheel', () => box.setAttribute('data-wheeled', ''), {
              once: true,
              passive: true,
            });
          });
          await page.mouse.wheel(0, 20_000);
          await page.waitForSelector('[data-scroll-container][data-wheeled]', {
            state: 'attached',
          });
          await nextFrames(page);
          expect((await tableAt()).top).toBeGreaterThan(0);
          expect(await page.evaluate(() => window.scrollY)).toBe(before);
        } else {
          // A card: every field and every action inside the window, no sideways scrolling.
          for (const label of ['Product Name', 'SKU', 'Price', 'Details', 'Notes', 'Description']) {
            const cell = row.getByRole('button', { name: new RegExp(`^${label} for row 1`) });
            const box = await cell.boundingBox();
            expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
          }
          const remove = await row.getByRole('button', { name: 'Delete Product 1' }).boundingBox();
          expect(remove && remove.x + remove.width <= width).toBe(true);
          const scroller = page.locator('[data-scroll-container]');
          expect(await scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
          expect(await seriousA11yViolations(page)).toEqual([]);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('shows a free seller with the month used up locked Generate controls that lead to the plans', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      const email = await signUp(page, 'Ada Used Up');
      await addProducts(page, [READY[0]]);
      await setGenerationsUsed(email, 25);
      await openHome(page);
      const row = page.getByTestId('item-row').first();
      await row.locator('button[data-locked]').waitFor();
      const lockReason = "This month's generations are used: upgrade to keep generating";
      await page.getByTestId('generate-all-preview').filter({ hasText: lockReason }).waitFor();
      expect(
        await page
          .getByRole('button', { name: 'Generate All', exact: true })
          .getAttribute('aria-disabled'),
      ).toBe('true');
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Locked, not dead: pressing it (here with the keyboard) leads to the plans.
      await row.getByRole('button', { name: 'Generate description' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL('**/billing-plans');
      await page.getByRole('heading', { name: 'Plans & Billing' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
