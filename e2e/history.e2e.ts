/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, seriousA11yViolations } from './support/browser';

// Clicks the cell at rest, fills its editor and commits with Enter (no reliance on Tab focus
// moves, which race with the new row taking its server id).
async function fillCell(page: Page, label: string, value: string): Promise<void> {
  const editor = page.getByLabel(label, { exact: true });
  const atRest = page.getByRole('button', { name: new RegExp(`^${label}:`) });
  await editor.or(atRest).first().waitFor();
  if (!(await editor.isVisible())) await atRest.click();
  await editor.fill(value);
  await editor.press('Enter');
  await atRest.filter({ hasText: value }).waitFor();
}

// Axe reads a toast mid-animation (partly transparent) as low contrast: check once they are gone.
async function a11yViolationsWithoutToasts(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, null, {
    timeout: 15_000,
  });
  return seriousA11yViolations(page);
}

async function addProduct(page: Page, row: number, name: string, sku: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Product' }).click();
  await fillCell(page, `Product Name for row ${row}`, name);
  await fillCell(page, `SKU for row ${row}`, sku);
  await fillCell(page, `Details for row ${row}`, 'Stoneware | 350 ml | Dishwasher safe');
}

async function generate(page: Page, row: number): Promise<void> {
  await page
    .getByTestId('item-row')
    .nth(row - 1)
    .getByRole('button', { name: 'Generate description' })
    .click();
  await page
    .getByTestId('item-row')
    .nth(row - 1)
    .getByTestId('description-provider')
    .filter({ hasText: 'by Built-in writer' })
    .waitFor();
}

describe('generation history in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('keeps a guest’s generation, carries it into the account, then searches, deletes and exports', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();

      // A guest's generation is listed on the home page for the session.
      await addProduct(page, 1, 'Ceramic Mug', 'MUG-1');
      await generate(page, 1);
      const guestHistory = page.getByTestId('guest-history');
      await guestHistory.getByRole('heading', { name: 'Ceramic Mug' }).waitFor();
      expect(await guestHistory.getByTestId('history-record').count()).toBe(1);

      // Signing up moves it into the account.
      await page.getByRole('button', { name: 'Sign In' }).first().click();
      const modal = page.getByTestId('auth-modal');
      await modal.getByRole('button', { name: 'Sign up' }).click();
      await modal.getByLabel('Full Name', { exact: true }).fill('Hedy Lamarr');
      await modal
        .getByLabel('Email Address', { exact: true })
        .fill(`hedy.${Date.now()}@example.com`);
      await modal.getByLabel('Password', { exact: true }).fill('secret pw');
      await modal.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Account created successfully!').waitFor();
      await page.getByTestId('guest-history').waitFor({ state: 'detached' });

      await addProduct(page, 2, 'Linen Apron', 'APR-1');
      await generate(page, 2);

      await page.goto('/generation-history');
      await page.getByRole('heading', { level: 1, name: 'Generation History' }).waitFor();
      const records = page.getByTestId('history-record');
      await page.getByRole('heading', { name: '2 records' }).waitFor();
      expect(await records.count()).toBe(2);
      // Newest first.
      expect(await records.nth(0).getByRole('heading').textContent()).toBe('Linen Apron');
      await records.nth(1).getByText('by Built-in writer').waitFor();
      await page.getByTestId('history-stat-total').getByText('2', { exact: true }).waitFor();
      await page.getByTestId('history-stat-today').getByText('2', { exact: true }).waitFor();
      await page.getByTestId('history-stat-success-rate').getByText('100%').waitFor();
      expect(await a11yViolationsWithoutToasts(page)).toEqual([]);

      // Search by SKU, then clear it.
      await page.getByLabel('Search by name or SKU').fill('apr-1');
      await page.getByRole('heading', { name: '1 record found' }).waitFor();
      expect(await records.count()).toBe(1);
      await records.getByRole('heading', { name: 'Linen Apron' }).waitFor();
      await page.getByLabel('Search by name or SKU').fill('no such product');
      await page.getByText('No records match your search.').waitFor();
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await page.getByRole('heading', { name: '2 records' }).waitFor();

      // Delete one.
      await page.getByRole('button', { name: 'Delete history record of Ceramic Mug' }).click();
      await page.getByText('History record deleted').waitFor();
      await page.getByRole('heading', { name: '1 record' }).waitFor();
      expect(await records.count()).toBe(1);
      await page.getByTestId('history-stat-total').getByText('1', { exact: true }).waitFor();

      // Export: a real download with the spec's columns.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^generation-history-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const [header, ...rows] = csv.trim().split('\n');
      expect(header).toBe(
        'Date,Item Name,SKU,Description,Character Count,Characters Written,Writing Style,Tone,Target Audience,Industry,Provider,Language',
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain('Linen Apron,APR-1,');
      // The target, then the length written: the same figure the record's card shows.
      const written = /,150,(\d+),professional,persuasive,b2c,general,builtin,English$/.exec(
        rows[0],
      );
      expect(written).not.toBeNull();
      await records
        .getByTestId('history-length')
        .filter({ hasText: `150 target · ${written?.[1]} written` })
        .waitFor();
      await page.getByText('CSV exported successfully').waitFor();

      // Delete all, after confirming.
      await page.getByRole('button', { name: 'Delete All' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your whole history?' });
      await dialog.getByRole('button', { name: 'Delete All' }).click();
      await page.getByText('Deleted 1 history record').waitFor();
      await page.getByTestId('history-empty').waitFor();
      expect(await a11yViolationsWithoutToasts(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps Trending Keywords a locked teaser by role, and the history page accessible in dark mode', async () => {
    const { context, page } = await newVisitor(browser, { colorScheme: 'dark' });
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      const teaser = page.getByTestId('keywords-teaser');
      await page.getByRole('tab', { name: 'Trending Keywords' }).click();
      await teaser.getByRole('button', { name: 'Sign In to Upgrade' }).waitFor();
      await page.getByRole('tab', { name: 'Import/Export' }).click();

      await page.getByRole('button', { name: 'Sign In' }).first().click();
      const modal = page.getByTestId('auth-modal');
      await modal.getByRole('button', { name: 'Sign up' }).click();
      await modal.getByLabel('Full Name', { exact: true }).fill('Dark Mode');
      await modal
        .getByLabel('Email Address', { exact: true })
        .fill(`dark.${Date.now()}@example.com`);
      await modal.getByLabel('Password', { exact: true }).fill('secret pw');
      await modal.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Account created successfully!').waitFor();
      // Signed in (any plan, while KEYWORDS_ENABLED is off): the upgrade link.
      await page.getByRole('tab', { name: 'Trending Keywords' }).click();
      expect(
        await teaser.getByRole('link', { name: 'Upgrade to Business' }).getAttribute('href'),
      ).toBe('/billing-plans');
      await page.getByRole('tab', { name: 'Import/Export' }).click();
      await addProduct(page, 1, 'Night Lamp', 'LAMP-1');
      await generate(page, 1);
      await page.goto('/generation-history');
      await page.getByTestId('history-record').first().waitFor();
      expect(await a11yViolationsWithoutToasts(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
