/// <reference lib="dom" />
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, seriousA11yViolations } from './support/browser';
import { openHome } from './support/seller';

async function expectPlanInMenu(page: Page, plan: string): Promise<void> {
  await page.getByRole('button', { name: /^Account menu for Ada Lovelace/ }).click();
  await page.getByTestId('user-menu-plan').filter({ hasText: plan }).waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('user-menu').waitFor({ state: 'detached' });
}

describe('accounts and plans in a browser', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs up keeping guest work, upgrades in demo billing, unlocks customisation, signs out', async () => {
    const { context, page, errors } = await newVisitor(browser);
    try {
      await openHome(page);
      // Work done as a guest comes along into the account.
      await page.getByRole('button', { name: 'Add Product' }).click();
      await page.getByLabel('Product Name for row 1', { exact: true }).fill('Guest product');
      await page.keyboard.press('Enter');
      await page.getByTestId('item-row').first().getByText('Guest product').waitFor();

      await page.getByRole('button', { name: 'Sign In' }).first().click();
      const modal = page.getByTestId('auth-modal');
      await modal.waitFor();
      await modal.getByRole('button', { name: 'Sign up' }).click();
      await modal.getByLabel('Full Name', { exact: true }).fill('Ada Lovelace');
      await modal.getByLabel('Email Address', { exact: true }).fill('not-an-email');
      await modal.getByLabel('Password', { exact: true }).fill('secret pw');
      await modal.getByRole('button', { name: 'Create Account' }).click();
      await modal.getByText('Please enter a valid email address').waitFor();
      const email = `ada.${Date.now()}@example.com`;
      await modal.getByLabel('Email Address', { exact: true }).fill(email);
      await modal.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Account created successfully!').waitFor();
      await expectPlanInMenu(page, 'Free plan');
      await page.getByTestId('item-row').first().getByText('Guest product').waitFor();

      // Free: the settings panel is locked.
      await page
        .getByRole('button', { name: 'AI Product Description Generation Settings' })
        .click();
      await page.getByTestId('prompt-settings-locked').waitFor();
      expect(await page.getByLabel('Writing Style').isDisabled()).toBe(true);

      // Upgrade in demo billing.
      await page.goto('/billing-plans');
      await page.getByTestId('demo-billing-notice').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Upgrade to Pro' }).click();
      await page.getByTestId('plan-pro').getByText('Current plan', { exact: true }).waitFor();
      await expectPlanInMenu(page, 'Pro plan');

      // Pro: the panel is unlocked and saves.
      await openHome(page);
      const panelToggle = page.getByRole('button', {
        name: 'AI Product Description Generation Settings',
      });
      if ((await panelToggle.getAttribute('aria-expanded')) !== 'true') await panelToggle.click();
      await page.getByLabel('Writing Style').waitFor();
      expect(await page.getByTestId('prompt-settings-locked').count()).toBe(0);
      expect(await page.getByLabel('Writing Style').isDisabled()).toBe(false);

      // Sign out: back to /, a guest again, and the account's products are not visible.
      await page.getByRole('button', { name: /^Account menu for Ada Lovelace/ }).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).click();
      await page.getByText('Signed out successfully').waitFor();
      await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await page.getByText('No products yet').waitFor();

      // Signing in again brings everything back.
      await page.getByRole('button', { name: 'Sign In' }).first().click();
      await modal.getByLabel('Email Address', { exact: true }).fill(email);
      await modal.getByLabel('Password', { exact: true }).fill('wrong password');
      await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
      await modal.getByRole('alert').filter({ hasText: 'Incorrect password' }).waitFor();
      await modal.getByLabel('Password', { exact: true }).fill('secret pw');
      await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.getByText('Welcome back!').waitFor();
      await page.getByTestId('item-row').first().getByText('Guest product').waitFor();
      expect(
        errors.filter((error) => !error.includes('401') && !error.includes('Incorrect password')),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('sends a guest from a protected page to home, and back there after signing up', async () => {
    const { context, page } = await newVisitor(browser);
    try {
      await page.goto('/profile-settings');
      await page.waitForURL((url) => url.pathname === '/');
      // The sign-in dialog opens by itself, saying where the guest will be taken.
      const modal = page.getByTestId('auth-modal');
      await modal
        .getByTestId('auth-return-note')
        .filter({ hasText: 'Sign in to open Profile Settings' })
        .waitFor();
      await modal.getByRole('button', { name: 'Sign up' }).click();
      await modal.getByLabel('Full Name', { exact: true }).fill('Grace');
      await modal
        .getByLabel('Email Address', { exact: true })
        .fill(`grace.${Date.now()}@example.com`);
      await modal.getByLabel('Password', { exact: true }).fill('secret pw');
      await modal.getByRole('button', { name: 'Create Account' }).click();
      await page.getByText('Account created successfully!').waitFor();
      await page.waitForURL((url) => url.pathname === '/profile-settings');
      await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Profile' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.goto('/app-settings');
      await page.getByRole('heading', { level: 1 }).filter({ hasText: 'Settings' }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
