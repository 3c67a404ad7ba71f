import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { parseRows } from '../core/src/csv/test-support/csv-fixtures';
import { launchBrowser, newVisitor, seriousA11yViolations } from './support/browser';
import { addProducts, openHome, signUp, toast } from './support/seller';

// Issue 16 in a browser: write three versions and pick one, restore an earlier description,
// review mode (approve, reject with an instruction that rewrites, counters), and the export of
// approved products only.

function row(page: Page, index: number): Locator {
  return page.getByTestId('item-row').nth(index);
}

/** The description cell's text (the cell at rest, without its screen-reader label). */
async function descriptionOf(item: Locator): Promise<string> {
  const cell = item.getByRole('button', { name: /^Description for row \d+:/ });
  return ((await cell.locator('span').nth(1).textContent()) ?? '').trim();
}

/** Waits until a prompt-settings change has been saved. */
async function saved(page: Page, change: () => Promise<void>): Promise<void> {
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().postData()?.includes('UpdatePromptSettings') === true && response.ok(),
    ),
    change(),
  ]);
}

describe('versions and review in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('writes three versions after saying what they use, lets the seller pick one, and restores an earlier description', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Version Seller');
      await addProducts(page, [
        ['Stoneware Mug', 'MUG-1', 'Stoneware | 350 ml | Dishwasher safe | Matte glaze'],
      ]);
      const item = row(page, 0);
      await item.getByRole('button', { name: 'Write 3 versions' }).click();
      const confirm = page.getByTestId('write-versions-confirm');
      await confirm
        .getByText('This uses 3 generations, one per version; you have 25 left this month.')
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: 'Write 3 versions' }).click();
      await toast(page, '3 versions written: choose one').waitFor();

      // The choice is open on the row: three versions, the first in use.
      const chooser = item.getByRole('button', { name: 'Choose one of 3 versions' });
      await chooser.waitFor();
      expect(await chooser.getAttribute('aria-expanded')).toBe('true');
      const versions = item.getByTestId('item-version');
      await versions.nth(2).waitFor();
      expect(await versions.count()).toBe(3);
      await page.getByTestId('counter-with-descriptions').filter({ hasText: '1' }).waitFor();
      const third = versions.nth(2);
      const thirdText = ((await third.locator('p').nth(1).textContent()) ?? '').trim();
      expect(thirdText).not.toBe(await descriptionOf(item));
      expect(await seriousA11yViolations(page)).toEqual([]);

      await third.getByRole('button', { name: 'Use this version' }).click();
      await toast(page, 'Version chosen').waitFor();
      await item.getByRole('button', { name: 'Versions (3)' }).waitFor();
      await item
        .getByTestId('item-version')
        .filter({ hasText: 'In use' })
        .filter({ hasText: thirdText })
        .waitFor();
      expect(await descriptionOf(item)).toBe(thirdText);

      // A new Generate replaces it; the chosen one is kept and comes back with Restore.
      await item.getByRole('button', { name: 'Generate description' }).click();
      await toast(page, 'Description generated!').waitFor();
      await item.getByRole('button', { name: 'Versions (4)' }).waitFor();
      const open = item.getByRole('button', { name: 'Versions (4)' });
      if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
      const earlier = item.getByTestId('item-version').filter({ hasText: thirdText });
      await earlier.getByRole('button', { name: /^Restore/ }).click();
      await toast(page, 'Version restored').waitFor();
      await earlier.filter({ hasText: 'In use' }).waitFor();
      expect(await descriptionOf(item)).toBe(thirdText);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("Generate All's options say what they write and charge: unchanged products skipped, Regenerate anyway takes them", async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Options Seller');
      await addProducts(page, [
        ['Oak Stool', 'STOOL-1', 'Solid oak | 45 cm high | Oiled'],
        ['Wool Throw', 'THROW-1', 'Merino wool | 130 x 170 cm | Fringed'],
      ]);
      await row(page, 0).getByRole('button', { name: 'Generate description' }).click();
      await toast(page, 'Description generated!').waitFor();
      const stoolText = await descriptionOf(row(page, 0));

      await page.getByTestId('generate-all-options-button').click();
      const dialog = page.getByTestId('generate-all-options');
      const preview = dialog.getByTestId('generate-all-options-preview');
      // Without options: only the product with no description.
      await preview.getByText('1 product to write.').waitFor();
      await dialog.getByRole('checkbox', { name: /Also rewrite products/ }).check();
      // The described one is unchanged since its description: skipped, not charged.
      await preview.getByTestId('unchanged-count').waitFor();
      expect(await preview.getByTestId('unchanged-count').textContent()).toBe(
        '1 unchanged since its description: skipped, not charged.',
      );
      await preview.getByText('1 product to write.').waitFor();
      await preview.getByText('This will use 1 generation; you have 24 left this month.').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await dialog.getByRole('checkbox', { name: /Regenerate anyway/ }).check();
      await preview.getByText('2 products to write.').waitFor();
      await preview
        .getByText('This will use 2 generations; you have 24 left this month.')
        .waitFor();
      expect(await preview.getByTestId('unchanged-count').count()).toBe(0);
      await dialog.getByRole('button', { name: 'Generate All' }).click();
      await toast(page, 'Generated descriptions for 2 items').waitFor();

      // Both written; the stool's earlier description is kept as a version.
      await row(page, 0).getByRole('button', { name: 'Versions (2)' }).waitFor();
      await row(page, 1).getByRole('button', { name: 'Generate description' }).waitFor();
      expect(await descriptionOf(row(page, 1))).not.toBe('');
      // Written again, it reads differently (the offline writer takes other frames).
      expect(await descriptionOf(row(page, 0))).not.toBe(stoolText);
      await row(page, 0).getByRole('button', { name: 'Versions (2)' }).click();
      await row(page, 0).getByTestId('item-version').filter({ hasText: stoolText }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('review mode: drafts, approve, reject with an instruction that rewrites, counters, and an export of approved products only', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Review Seller');
      await page
        .getByRole('button', { name: 'AI Product Description Generation Settings' })
        .click();
      await saved(page, () =>
        page.getByRole('checkbox', { name: 'Review descriptions before export' }).check(),
      );
      await addProducts(page, [
        ['Walnut Tray', 'TRAY-1', 'Solid walnut | 45 x 30 cm | Carved handles'],
        ['Linen Napkins', 'NAP-1', 'Washed linen | 45 x 45 cm | Set of four'],
      ]);
      for (const index of [0, 1]) {
        await row(page, index).getByRole('button', { name: 'Generate description' }).click();
        await row(page, index).getByTestId('review-state').filter({ hasText: 'Draft' }).waitFor();
      }
      await page.getByTestId('counter-drafts').filter({ hasText: '2' }).waitFor();

      // Approve the first. Its answer is kept: a CI run once saw the row stay a draft, and the
      // answer says whether the click reached the server and what it said.
      const [approval] = await Promise.all([
        page.waitForResponse(
          (response) => response.request().postData()?.includes('ApproveDescriptions') === true,
        ),
        row(page, 0)
          .getByRole('button', { name: 'Approve the description of Walnut Tray' })
          .click(),
      ]);
      const approvalText = await approval.text();
      await row(page, 0)
        .getByTestId('review-state')
        .filter({ hasText: 'Approved' })
        .waitFor()
        .catch((error: unknown) => {
          throw new Error(
            `${String(error)}\nThe approval answered ${approval.status()}: ${approvalText}`,
          );
        });
      await page.getByTestId('counter-approved').filter({ hasText: '1' }).waitFor();

      // Reject the second with an instruction: it is rewritten with it and is a draft again.
      const second = row(page, 1);
      const before = await descriptionOf(second);
      await second.getByRole('button', { name: 'Reject the description of Linen Napkins' }).click();
      const dialog = page.getByTestId('reject-dialog');
      await dialog.getByLabel('What should change? (optional)').fill('shorter');
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Reject and rewrite' }).click();
      await toast(page, 'Description rewritten: review the new draft').waitFor();
      await second.getByTestId('review-state').filter({ hasText: 'Draft' }).waitFor();
      expect(await descriptionOf(second)).not.toBe(before);
      await second.getByRole('button', { name: 'Versions (2)' }).click();
      await second.getByText('Written for: “shorter”').waitFor();
      await page.getByTestId('counter-drafts').filter({ hasText: '1' }).waitFor();

      // Reject without an instruction: only marked.
      await second.getByRole('button', { name: 'Reject the description of Linen Napkins' }).click();
      await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      await second.getByTestId('review-state').filter({ hasText: 'Rejected' }).waitFor();
      await page.getByTestId('counter-rejected').filter({ hasText: '1' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // The export takes approved products only (the option is on while review mode is).
      const approvedOnly = page.getByRole('checkbox', { name: 'Export approved products only' });
      expect(await approvedOnly.isChecked()).toBe(true);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download CSV' }).click(),
      ]);
      const exported = await parseRows(await readFile(await download.path(), 'utf8'));
      expect(exported.map((line) => line[1])).toEqual(['Item SKU', 'TRAY-1']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
