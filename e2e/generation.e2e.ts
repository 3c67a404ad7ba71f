import type { Browser } from 'playwright-core';
import { parseRows } from '../core/src/csv/test-support/csv-fixtures';
import { launchBrowser, newVisitor, seriousA11yViolations } from './support/browser';
import { addProducts, openHome, signUp } from './support/seller';

describe('generating descriptions in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lets a guest generate one description, then shows every Generate control locked, leading to sign-up', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      await page.getByTestId('guest-remaining').waitFor();

      for (const [row, name, sku] of [
        [1, 'Ceramic Mug', 'MUG-1'],
        [2, 'Linen Apron', 'APR-1'],
      ] as const) {
        await page.getByRole('button', { name: 'Add Product' }).click();
        await page.getByLabel(`Product Name for row ${row}`, { exact: true }).fill(name);
        await page.keyboard.press('Tab');
        await page.getByLabel(`SKU for row ${row}`, { exact: true }).fill(sku);
        await page.keyboard.press('Tab');
        await page
          .getByLabel(`Details for row ${row}`, { exact: true })
          .fill('Stoneware | 350 ml | Dishwasher safe');
        await page.keyboard.press('Enter');
      }

      const first = page.getByTestId('item-row').nth(0);
      await first.getByRole('button', { name: 'Generate description' }).click();
      await page.getByText('Description generated!').first().waitFor();
      await first
        .getByTestId('description-provider')
        .filter({ hasText: 'by Built-in writer' })
        .waitFor();
      await first.getByText('Ceramic Mug', { exact: false }).first().waitFor();
      await page.getByTestId('guest-limit-reached').waitFor();
      await page.getByTestId('counter-with-descriptions').filter({ hasText: '1' }).waitFor();

      // The allowance is used: every Generate control shows the lock and leads to sign-up,
      // instead of looking active and failing when pressed.
      const second = page.getByTestId('item-row').nth(1);
      const generate = second.getByRole('button', { name: 'Generate description' });
      await second.locator('button[data-locked]').waitFor();
      expect(await generate.getAttribute('aria-disabled')).toBe('true');
      await second
        .getByText('Guest limit reached: sign up free to keep generating')
        .waitFor({ state: 'attached' });
      const generateAll = page.getByRole('button', { name: 'Generate All', exact: true });
      expect(await generateAll.getAttribute('aria-disabled')).toBe('true');
      await page
        .getByTestId('generate-all-preview')
        .filter({ hasText: 'Guest limit reached: sign up free to keep generating' })
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Locked, not dead: pressing it leads to sign-up (aria-disabled: pressed by keyboard).
      await generate.focus();
      await page.keyboard.press('Enter');
      const modal = page.getByTestId('auth-modal');
      await modal.getByRole('button', { name: 'Create Account' }).waitFor();
      expect(await page.getByText(/Guest users can only generate/).count()).toBe(0);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await generateAll.focus();
      await page.keyboard.press('Enter');
      await modal.getByRole('button', { name: 'Create Account' }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('states the price in the store currency, and says on the row when the fields are too thin', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Product Data' }).waitFor();
      // The store currency is a store fact: open to every plan, guests included.
      await page
        .getByRole('button', { name: /AI Product Description Generation Settings/ })
        .click();
      const currency = page.getByLabel('Store Currency', { exact: true });
      expect(await currency.isDisabled()).toBe(false);
      await currency.selectOption('EUR');
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Add Product' }).click();
      await page.getByLabel('Product Name for row 1', { exact: true }).fill('Ceramic Mug');
      await page.keyboard.press('Tab');
      await page.getByLabel('SKU for row 1', { exact: true }).fill('MUG-1');
      await page.keyboard.press('Tab');
      // Two facts and a price: too few for the 150 characters a guest writes at.
      await page.getByLabel('Details for row 1', { exact: true }).fill('Stoneware | 350 ml');
      await page.keyboard.press('Tab');
      await page.getByLabel('Price for row 1', { exact: true }).fill('12.99');
      await page.keyboard.press('Enter');

      const row = page.getByTestId('item-row').nth(0);
      await row.getByRole('button', { name: 'Generate description' }).click();
      await page.getByText('Description generated!').first().waitFor();
      await row.getByText('€12.99', { exact: false }).first().waitFor();
      await row
        .getByTestId('length-note')
        .filter({
          hasText: /^Add details for a 150-character description: these fields give about \d+$/,
        })
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a seller choose marketplace fields, see them on the row once written, and export them into their columns', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Field Seller');
      await page
        .getByRole('button', { name: 'AI Product Description Generation Settings' })
        .click();
      const fields = page.getByTestId('channel-fields');
      for (const name of [/^SEO title/, /^Tags/]) {
        // Each tick is saved at once: its answer says the server has it.
        await Promise.all([
          page.waitForResponse(
            (response) =>
              response.request().postData()?.includes('UpdatePromptSettings') === true &&
              response.ok(),
          ),
          fields.getByRole('checkbox', { name }).check(),
        ]);
      }
      expect(await fields.getByRole('checkbox', { name: /^Bullet points/ }).isChecked()).toBe(
        false,
      );

      await addProducts(page, [
        ['Oak Cutting Board', 'BRD-1', 'Solid oak | 40 x 25 cm | Juice groove'],
      ]);
      const row = page.getByTestId('item-row').first();
      await row.getByRole('button', { name: 'Generate description' }).click();
      await page.getByText('Description generated!').first().waitFor();
      const open = row.getByRole('button', { name: 'Marketplace fields (2)' });
      await open.click();
      expect(await open.getAttribute('aria-expanded')).toBe('true');
      const seoTitle = row.getByTestId('channel-field-seoTitle');
      await seoTitle.getByText(/^Oak Cutting Board/).waitFor();
      const tags = row.getByTestId('channel-field-tags').getByRole('listitem');
      expect(await tags.count()).toBeGreaterThan(0);
      expect(await row.getByTestId('channel-field-bulletPoints').count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      const title = (await seoTitle.locator('dd').textContent())?.trim();
      const exported = await parseRows(
        await (await page.request.get('/api/exports/shopify')).text(),
      );
      expect(exported[1][exported[0].indexOf('SEO Title')]).toBe(title);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
