/// <reference lib="dom" />
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, nextFrames, seriousA11yViolations } from './support/browser';
import { openHome, signUp } from './support/seller';

// Every page says what the code does, and no two pages say different things.

const GUEST_PROMISE = 'no sign-up needed';

describe('what the pages say', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('promises the free first description to guests only; a signed-in seller reads their plan', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await page.getByText(GUEST_PROMISE, { exact: false }).first().waitFor();
      await signUp(page, 'Grace Words');
      await page
        .getByTestId('home-allowance')
        .filter({ hasText: 'Your Free plan includes 25 descriptions a month.' })
        .waitFor();
      expect(await page.getByText(GUEST_PROMISE, { exact: false }).count()).toBe(0);
      await page.reload();
      await page.getByTestId('home-allowance').waitFor();
      expect(await page.getByText(GUEST_PROMISE, { exact: false }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens the header menu on the first tap at 390 px (its code loads then) and goes where a link says', async () => {
    const { context, page, errors } = await newVisitor(browser, { width: 390 });
    try {
      await openHome(page);
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await menuButton.click();
      await page.getByRole('menuitem', { name: 'FAQ' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('menuitem', { name: 'FAQ' }).waitFor({ state: 'detached' });
      await menuButton.click();
      await page.getByRole('menuitem', { name: 'Pricing' }).click();
      await page.waitForURL('**/billing-plans');
      await page.locator('main h1').first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says the same about deleting an account on the profile and in the refund policy', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Grace Delete');
      await page.goto('/profile-settings');
      const onProfile = await page.getByTestId('account-deletion-billing').textContent();
      await page.goto('/refund-policy');
      const onRefund = await page.getByTestId('account-deletion-billing').textContent();
      expect(onProfile).toBeTruthy();
      expect(onRefund).toBe(onProfile);
      // The old contradiction is gone from every page that speaks of it.
      for (const path of ['/refund-policy', '/privacy-policy', '/faq', '/profile-settings']) {
        await page.goto(path);
        await page.locator('main h1').first().waitFor();
        const text = (await page.locator('main').textContent()) ?? '';
        expect(text).not.toMatch(/does not cancel a Stripe subscription|before you delete/i);
        expect(text).not.toMatch(/Cancel a paid plan before deleting/i);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows a Free plan's current period ending on the day its allowance resets", async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      await signUp(page, 'Grace Period');
      await page.goto('/billing-plans');
      const reset = (await page.getByTestId('usage-reset').textContent())?.trim() ?? '';
      expect(reset).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      const period = (await page.getByTestId('subscription-period').textContent())?.trim() ?? '';
      expect(period).toMatch(new RegExp(`^[A-Z][a-z]{2} \\d{1,2}, \\d{4} – ${reset}$`));
      expect(period).not.toContain('—');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks a guest who opens a signed-in page to sign in, and takes them there afterwards', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await page.goto('/generation-history');
      const modal = page.getByTestId('auth-modal');
      await modal
        .getByTestId('auth-return-note')
        .filter({ hasText: 'Sign in to open Generation History' })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await seriousA11yViolations(page)).toEqual([]);
      // No account yet: sign up from the same dialog; the way back holds.
      await modal.getByRole('button', { name: 'Sign up' }).click();
      await modal.getByLabel('Full Name', { exact: true }).fill('Grace Return');
      await modal
        .getByLabel('Email Address', { exact: true })
        .fill(`return.${Date.now()}@example.com`);
      await modal.getByLabel('Password', { exact: true }).fill('secret pw');
      await modal.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL('**/generation-history');
      await page.getByRole('heading', { name: 'Generation History', level: 1 }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('starts a new page at its top, returns to where a page was left on Back, and leaves a fresh visit where the browser puts it', async () => {
    const { context, page, errors } = await newVisitor(browser);
    const scrollY = () => page.evaluate(() => window.scrollY);
    const heading = (name: string) => page.getByRole('heading', { name, level: 1, exact: true });
    const roomBelow = () =>
      page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    try {
      await page.goto('/faq');
      await heading('Frequently Asked Questions').waitFor();
      expect(await roomBelow()).toBeGreaterThan(300);
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.waitForFunction(() => window.scrollY === 300);

      // The header stays in sight: the mouse clicks its link where it is (a locator's click
      // would first scroll the sticky link "into view", to the top).
      const link = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'How It Works' });
      const box = (await link.boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await heading('How It Works').waitFor();
      expect(await roomBelow()).toBeGreaterThan(300);
      expect(await scrollY()).toBe(0);

      await page.goBack();
      await heading('Frequently Asked Questions').waitFor();
      await page.waitForFunction(() => window.scrollY === 300);

      // A fresh visit of the same address is a new page: the app restores nothing of the last
      // one (it once did, late, and the page jumped under a seller already scrolling the table).
      await page.goto('/faq');
      await heading('Frequently Asked Questions').waitFor();
      await nextFrames(page);
      expect(await scrollY()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
