/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Download, Locator, Page } from 'playwright-core';
import { launchBrowser, newVisitor, seriousA11yViolations } from './support/browser';
import { openHome, signUp } from './support/seller';

// Shopify's own help-centre sample: 3 products with variants and an image-only row.
const SHOPIFY_SAMPLE = path.resolve(
  __dirname,
  '..',
  'test',
  'fixtures',
  'samples',
  'shopify_product_template_official_copy.csv',
);
const SHOPIFY_PRODUCTS = ['Example T-Shirt', 'Example Jeans', 'Example Beanie'];

function subTab(page: Page, name: string): Locator {
  return page.getByRole('tablist', { name: 'Import source' }).getByRole('tab', { name });
}

async function openSubTab(page: Page, name: string): Promise<void> {
  await subTab(page, name).click();
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some(
        (tab) => tab.textContent?.trim() === label,
      ),
    name,
  );
}

/** Clicks a button that opens the file picker and answers it with the given file. */
async function chooseFile(
  page: Page,
  button: Locator,
  file: string | { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), button.click()]);
  await chooser.setFiles(file);
}

async function downloadFrom(page: Page, button: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return download;
}

async function downloadedText(download: Download): Promise<string> {
  const file = await download.path();
  return readFile(file, 'utf8');
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

describe('CSV import and export in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('imports the Shopify sample through the mapping dialog and exports it back', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Shopify Seller');

      // A fresh account has nothing to export.
      await page.getByRole('button', { name: 'Download CSV' }).click();
      await toast(page, 'No items to export').waitFor();

      // A file that is not a CSV is refused before anything is sent.
      await chooseFile(page, page.getByRole('button', { name: 'Import Product CSV' }), {
        name: 'products.json',
        mimeType: 'application/json',
        buffer: Buffer.from('[]'),
      });
      await toast(page, 'Please select a CSV file').waitFor();

      await openSubTab(page, 'Shopify');
      await page.getByTestId('shopify-stat-total').getByText('0').waitFor();
      expect(await page.getByTestId('shopify-upsell').count()).toBe(0);
      await chooseFile(
        page,
        page.getByRole('button', { name: 'Import Shopify CSV' }),
        SHOPIFY_SAMPLE,
      );
      await toast(page, 'Shopify CSV detected! Please review the field mappings.').waitFor();

      const dialog = page.getByRole('dialog', { name: 'Map Shopify Fields' });
      await dialog.waitFor();
      // It opens with the detected default mapping: ready to confirm at once.
      const confirm = dialog.getByRole('button', { name: 'Confirm & Import' });
      expect(await confirm.isDisabled()).toBe(false);
      expect(await dialog.getByLabel('Product Name', { exact: true }).inputValue()).toBe('Title');
      // A change, then Reset to Defaults, comes back to the same mapping.
      await dialog.getByLabel('Product Name', { exact: true }).selectOption('Handle');
      await dialog.getByRole('button', { name: 'Reset to Defaults' }).click();
      expect(await dialog.getByLabel('Product Name', { exact: true }).inputValue()).toBe('Title');
      expect(await dialog.getByLabel('SKU', { exact: true }).inputValue()).toBe('Variant SKU');
      expect(await dialog.getByLabel('Price', { exact: true }).inputValue()).toBe('Variant Price');
      const details = dialog.getByRole('group', { name: 'Product Details' });
      for (const header of ['Body (HTML)', 'Type', 'Tags']) {
        expect(await details.getByRole('checkbox', { name: header, exact: true }).isChecked()).toBe(
          true,
        );
      }
      expect(await dialog.getByRole('group', { name: 'Product Notes' }).count()).toBe(0);
      await dialog.getByRole('button', { name: 'Show Advanced' }).click();
      const notes = dialog.getByRole('group', { name: 'Product Notes' });
      for (const header of ['Vendor', 'Product Category']) {
        expect(await notes.getByRole('checkbox', { name: header, exact: true }).isChecked()).toBe(
          true,
        );
      }
      expect(await confirm.isDisabled()).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Focus stays inside the dialog: Shift+Tab from its first control wraps to its last.
      await dialog.getByLabel('Product Name', { exact: true }).focus();
      await page.keyboard.press('Shift+Tab');
      expect(
        await page.evaluate(() =>
          Boolean(document.activeElement?.closest('[data-testid="shopify-mapping-dialog"]')),
        ),
      ).toBe(true);

      await confirm.click();
      const imported = toast(page, /Successfully imported \d+ items?/);
      await imported.waitFor();
      const count = Number(/imported (\d+)/.exec((await imported.textContent()) ?? '')?.[1]);
      expect(count).toBe(SHOPIFY_PRODUCTS.length);
      await dialog.waitFor({ state: 'detached' });
      // Focus goes back to the button that started the import.
      expect(
        await page
          .getByRole('button', { name: 'Import Shopify CSV' })
          .evaluate((element) => element === document.activeElement),
      ).toBe(true);
      await page.getByTestId('shopify-stat-total').getByText(String(count)).waitFor();
      await page
        .getByTestId('shopify-stat-progress')
        .getByText(/^\d+%$/)
        .waitFor();

      // The rows are in the Product Data table.
      await page
        .getByRole('tabpanel', { name: 'Shopify' })
        .getByRole('button', { name: 'View products' })
        .click();
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      const rows = page.getByTestId('item-row');
      for (const name of SHOPIFY_PRODUCTS) await rows.filter({ hasText: name }).first().waitFor();
      expect(await rows.count()).toBe(SHOPIFY_PRODUCTS.length);
      await rows.filter({ hasText: 'Example T-Shirt' }).getByText('SRT_COT_111').waitFor();

      // Export back to Shopify: the Shopify header and every product's handle.
      await openSubTab(page, 'Shopify');
      const download = await downloadFrom(
        page,
        page.getByRole('button', { name: 'Export Shopify CSV' }),
      );
      expect(download.suggestedFilename()).toMatch(/^shopify-products-.*\.csv$/);
      await toast(page, 'CSV exported successfully').waitFor();
      const exported = (await downloadedText(download)).replace(/^\uFEFF/, '');
      const [header, ...lines] = exported.split(/\r?\n/).filter((line) => line.trim() !== '');
      expect(header).toMatch(/^Handle,Title,Body \(HTML\)/);
      expect(header).toContain('Variant SKU');
      expect(header).toContain('Variant Price');
      for (const handle of ['example-shirt', 'example-pants', 'example-hat']) {
        expect(lines.some((line) => line.startsWith(`${handle},`))).toBe(true);
      }
      for (const name of SHOPIFY_PRODUCTS) expect(exported).toContain(name);
      expect(exported).toContain('SRT_COT_111');

      // A general file with a row error is refused with the row listed, nothing imported.
      await openSubTab(page, 'General Import');
      await chooseFile(page, page.getByRole('button', { name: 'Import Product CSV' }), {
        name: 'broken.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'Item Name,Item SKU,Item Details,Item Price,Item Notes\n' +
            'Desk Lamp,LAMP-1,Brass,49.00,\n' +
            ',LAMP-2,Steel,39.00,\n',
        ),
      });
      const validation = toast(page, 'CSV Validation Errors');
      await validation.waitFor();
      await validation.getByText(/Item Name is required/).waitFor();
      expect(await rows.count()).toBe(SHOPIFY_PRODUCTS.length);

      expect(errors.filter((error) => !/\b(400|404)\b/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('names the columns a file has that Quillcart keeps but does not read', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Column Seller');
      await chooseFile(page, page.getByRole('button', { name: 'Import Product CSV' }), {
        name: 'products.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'Item Name,Item SKU,Item Details,Item Price,Item Notes,Supplier\n' +
            'Mug,M-1,Stoneware,12.99,Gift,Acme Ceramics\n',
        ),
      });
      await toast(page, 'Kept but not read: Supplier').waitFor();
      await toast(page, 'Successfully imported 1 item').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a guest try a Shopify file and shows the sign-in hints, upsell and dialog', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await openHome(page);
      // General: import and export need an account.
      await page.getByText('Sign in to import and export your products').waitFor();
      await page.getByRole('button', { name: 'Import Product CSV' }).click();
      const modal = page.getByTestId('auth-modal');
      await modal.waitFor();
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      await openSubTab(page, 'Shopify');
      await page.getByRole('heading', { name: 'Unlock Full Shopify Integration' }).waitFor();
      const hint = page.getByTestId('shopify-guest-hint');
      await hint.getByText('Sign in to import Shopify CSV files', { exact: false }).waitFor();
      expect(
        await page
          .getByRole('button', { name: 'Import Shopify CSV' })
          .getAttribute('aria-describedby'),
      ).toBe(await hint.getAttribute('id'));
      // A guest with their free generation left may try one Shopify file.
      await chooseFile(
        page,
        page.getByRole('button', { name: 'Import Shopify CSV' }),
        SHOPIFY_SAMPLE,
      );
      const dialog = page.getByRole('dialog', { name: 'Map Shopify Fields' });
      await dialog.getByRole('button', { name: 'Reset to Defaults' }).click();
      await dialog.getByRole('button', { name: 'Confirm & Import' }).click();
      await toast(page, `Successfully imported ${SHOPIFY_PRODUCTS.length} items`).waitFor();
      await toast(page, 'Sign in to generate descriptions for all imported items').waitFor();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByTestId('shopify-stat-total')
        .getByText(String(SHOPIFY_PRODUCTS.length))
        .waitFor();

      await page.getByRole('button', { name: 'Start Free Trial' }).click();
      await modal.waitFor();
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // Amazon: the dialog says why, keyboard only.
      await openSubTab(page, 'Amazon');
      const importAmazon = page.getByRole('button', { name: 'Import Amazon File' });
      await importAmazon.focus();
      await page.keyboard.press('Enter');
      const signInRequired = page.getByRole('dialog', { name: 'Sign In Required' });
      await signInRequired.waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await signInRequired.waitFor({ state: 'detached' });
      expect(await importAmazon.evaluate((element) => element === document.activeElement)).toBe(
        true,
      );

      // Templates are for everyone.
      await openSubTab(page, 'Etsy');
      const template = await downloadFrom(
        page,
        page.getByRole('button', { name: 'Download Etsy Template' }),
      );
      expect(template.suggestedFilename()).toBe('etsy-template.csv');
      await toast(page, 'Template downloaded successfully').waitFor();
      expect((await downloadedText(template)).replace(/^\uFEFF/, '')).toMatch(/^TITLE,/);
      await page.getByRole('button', { name: 'Export to Etsy' }).click();
      const exportDialog = page.getByRole('dialog', { name: 'Sign In Required' });
      await exportDialog.getByRole('button', { name: 'Sign In', exact: true }).click();
      await modal.waitFor();
      await modal.getByLabel('Email Address', { exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('stops a guest who used their generation from uploading', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await openHome(page);
      await page.getByRole('button', { name: 'Add Product' }).click();
      await page.getByLabel('Product Name for row 1', { exact: true }).fill('Ceramic Mug');
      await page.keyboard.press('Tab');
      await page.getByLabel('SKU for row 1', { exact: true }).fill('MUG-1');
      await page.keyboard.press('Tab');
      await page.getByLabel('Details for row 1', { exact: true }).fill('Stoneware | 350 ml');
      await page.keyboard.press('Enter');
      await page
        .getByTestId('item-row')
        .first()
        .getByRole('button', { name: 'Generate description' })
        .click();
      await page.getByTestId('guest-limit-reached').waitFor();

      await openSubTab(page, 'Shopify');
      await page
        .getByTestId('shopify-guest-hint')
        .getByText('You have used your free guest generation', { exact: false })
        .waitFor();
      await page.getByRole('button', { name: 'Import Shopify CSV' }).click();
      await page.getByTestId('auth-modal').waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows upload progress for a large file', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      const products = 2_500;
      const body = '<p>Soft, durable and made to last. Fits every day of the week.</p>';
      let csv = 'Handle,Title,Body (HTML),Variant SKU,Variant Price\n';
      for (let index = 1; index <= products; index += 1) {
        csv += `product-${index},Product ${index},"${body}",BIG-${index},${(index % 90) + 9.99}\n`;
      }
      expect(csv.length).toBeGreaterThan(256 * 1024);

      await openHome(page);
      await openSubTab(page, 'Shopify');
      // A slow uplink (128 KiB/s), so the upload takes a few seconds.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 128 * 1024,
      });
      await chooseFile(page, page.getByRole('button', { name: 'Import Shopify CSV' }), {
        name: 'big.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      const dialog = page.getByRole('dialog', { name: 'Map Shopify Fields' });
      await dialog.getByRole('button', { name: 'Reset to Defaults' }).click();
      await dialog.getByRole('button', { name: 'Confirm & Import' }).click();
      const bar = dialog.getByRole('progressbar', { name: 'Uploading big.csv' });
      await bar.waitFor();
      const percent = Number(await bar.getAttribute('aria-valuenow'));
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThan(100);
      await toast(page, `Successfully imported ${products} items`).waitFor({ timeout: 30_000 });
      await dialog.waitFor({ state: 'detached' });
      await page.getByTestId('shopify-stat-total').getByText(products.toLocaleString()).waitFor();
    } finally {
      await context.close();
    }
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`keeps every import source axe-clean and 360 px wide in ${colorScheme}`, async () => {
      const { context, page } = await newVisitor(browser, { colorScheme, width: 360 });
      try {
        await openHome(page);
        for (const tab of ['General Import', 'Shopify', 'Amazon', 'Etsy']) {
          await openSubTab(page, tab);
          await page.waitForTimeout(100);
          expect({ tab, violations: await seriousA11yViolations(page) }).toEqual({
            tab,
            violations: [],
          });
          await expectNoHorizontalScroll(page);
        }
      } finally {
        await context.close();
      }
    });
  }
});
