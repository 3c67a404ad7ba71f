/// <reference lib="dom" />
import { Client } from 'pg';
import type { Locator, Page } from 'playwright-core';

// What a seller does in more than one browser test: open the workspace, sign up, add rows,
// read toasts and counters, and set up facts in the app's own database.

export type Counter = 'total-items' | 'with-descriptions' | 'pending' | 'processing';

export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'Product Data' }).waitFor();
}

/** Sonner toasts with the text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

export function counter(page: Page, name: Counter): Locator {
  return page.getByTestId(`counter-${name}`).locator('dd');
}

/** A row's inline editor of one field (1-based row number, as the labels say). */
export function editor(page: Page, field: string, row: number): Locator {
  return page.getByLabel(`${field} for row ${row}`, { exact: true });
}

let signUps = 0;

/**
 * Signs up a new user through the modal, with a fresh address unless given one; returns the
 * e-mail address.
 */
export async function signUp(page: Page, name: string, address?: string): Promise<string> {
  signUps += 1;
  const email = address ?? `seller.${Date.now()}.${process.pid}.${signUps}@example.com`;
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const modal = page.getByTestId('auth-modal');
  await page.locator('[data-testid="auth-modal"][data-mode="signin"]').waitFor();
  await modal.getByRole('button', { name: 'Sign up' }).click();
  await page.locator('[data-testid="auth-modal"][data-mode="signup"]').waitFor();
  await modal.getByLabel('Full Name', { exact: true }).fill(name);
  await modal.getByLabel('Email Address', { exact: true }).fill(email);
  await modal.getByLabel('Password', { exact: true }).fill('secret pw');
  await modal.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Account created successfully!').waitFor();
  await modal.waitFor({ state: 'detached' });
  // The workspace reloads as the new owner: wait until it has, before touching the table.
  await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
  await page.waitForLoadState('networkidle');
  return email;
}

/**
 * Adds rows through the table (Add Product, then each given field with Tab); `null` leaves a
 * field empty. Waits until each row shows its name.
 */
export async function addProducts(
  page: Page,
  products: readonly (readonly (string | null)[])[],
): Promise<void> {
  const rows = page.getByTestId('item-row');
  for (const fields of products) {
    const row = (await rows.count()) + 1;
    await page.getByRole('button', { name: 'Add Product' }).click();
    const labels = ['Product Name', 'SKU', 'Details'];
    for (const [index, value] of fields.entries()) {
      const input = editor(page, labels[index], row);
      await input.waitFor();
      if (value) await input.fill(value);
      await page.keyboard.press(index === fields.length - 1 ? 'Enter' : 'Tab');
    }
    if (fields[0])
      await rows
        .nth(row - 1)
        .getByText(fields[0], { exact: true })
        .waitFor();
  }
}

/** Runs SQL against the app's database. */
export async function sql<T extends Record<string, unknown>>(
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const db = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await db.connect();
  try {
    return (await db.query<T>(text, params)).rows;
  } finally {
    await db.end();
  }
}

export async function userId(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The signed guest cookie holds the guest session id: "s:<uuid>.<signature>". */
export async function guestSessionId(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const raw = decodeURIComponent(cookies.find((cookie) => cookie.name === 'qc_guest')?.value ?? '');
  const id = /^s:([0-9a-f-]{36})\./.exec(raw)?.[1];
  if (!id) throw new Error(`no guest cookie: ${raw}`);
  return id;
}

/** Sets how many of this month's generations the user has used. */
export async function setGenerationsUsed(email: string, used: number): Promise<void> {
  await sql(
    `UPDATE usage_records SET generations_used = $2
      WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    [email, used],
  );
}

/** Puts the user on a plan directly (as a finished checkout would). */
export async function setPlan(email: string, plan: 'free' | 'pro' | 'business'): Promise<void> {
  await sql(
    `UPDATE subscriptions SET plan = $2 WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    [email, plan],
  );
}

/** How far the page is wider than the window (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
