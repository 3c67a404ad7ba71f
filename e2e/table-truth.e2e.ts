/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, seriousA11yViolations } from './support/browser';
import {
  addProducts,
  counter,
  editor,
  openHome,
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
});
