/// <reference lib="dom" />
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, seriousA11yViolations } from './support/browser';
import { OPERATOR_EMAIL } from './support/constants';
import { guestSessionId, openHome, setPlan, signUp, sql, userId } from './support/seller';

// The whole tour a new seller and an operator take, as a guest, a free seller, a Pro seller
// and an operator, at 1280 and 390 px, in light and dark. Every screen is photographed into
// e2e/screenshots/<role>-<width>-<theme>/ (git-ignored) for a person to look through, and the
// tour fails on a console error, a failed request, a page wider than a 390 px window, or a
// serious or critical axe violation on any screen. Under CI (CI set, as `.ci/run` sets it) no
// one looks through the photographs, so none are taken there unless E2E_SCREENSHOTS=1.

const SCREENSHOTS = path.join(__dirname, 'screenshots');
const WIDTHS = [1280, 390] as const;
const THEMES = ['light', 'dark'] as const;
const TOUR_TIMEOUT_MS = 10 * 60_000;
const PHOTOGRAPH = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

type Role = 'guest' | 'free' | 'pro' | 'operator';

interface Problems {
  errors: string[];
  failedRequests: string[];
  /** Requests answered with an error on purpose (the 404 page), by URL path. */
  expectedStatus: Map<string, number>;
}

/** A screen of the tour: how to reach it from the page as it is, and what shows it is there. */
interface Screen {
  name: string;
  open: (page: Page) => Promise<void>;
  /** Axe does not judge third-party pages we only host (the queue dashboard's own UI). */
  ownPage?: boolean;
}

function watch(page: Page): Problems {
  const problems: Problems = { errors: [], failedRequests: [], expectedStatus: new Map() };
  page.on('pageerror', (error) => problems.errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the old page was still loading: not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    const status = response.status();
    if (status < 400) return;
    const url = new URL(response.url());
    if (problems.expectedStatus.get(url.pathname) === status) return;
    problems.failedRequests.push(`${response.request().method()} ${url.pathname}: ${status}`);
  });
  return problems;
}

async function goTo(page: Page, route: string, heading: string | RegExp): Promise<void> {
  await page.goto(route);
  await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
}

async function openSubTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tablist', { name: 'Import source' }).getByRole('tab', { name }).click();
  await page.getByRole('tabpanel', { name }).waitFor();
}

const HOME = /AI Product Description Generator/;

const PUBLIC_PAGES: Screen[] = [
  { name: 'how-it-works', open: (page) => goTo(page, '/how-it-works', /How/) },
  { name: 'faq', open: (page) => goTo(page, '/faq', /Frequently|FAQ/) },
  { name: 'billing-plans', open: (page) => goTo(page, '/billing-plans', 'Plans & Billing') },
  { name: 'privacy-policy', open: (page) => goTo(page, '/privacy-policy', 'Privacy Policy') },
  { name: 'terms', open: (page) => goTo(page, '/terms-of-service', 'Terms of Service') },
  { name: 'refund-policy', open: (page) => goTo(page, '/refund-policy', 'Refund Policy') },
];

const WORKSPACE: Screen[] = [
  { name: 'home', open: (page) => goTo(page, '/', HOME) },
  {
    name: 'home-settings-open',
    open: async (page) => {
      const toggle = page.getByRole('button', {
        name: 'AI Product Description Generation Settings',
      });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await page.getByLabel('Writing Style').waitFor();
    },
  },
  { name: 'home-shopify', open: (page) => openSubTab(page, 'Shopify') },
  { name: 'home-amazon', open: (page) => openSubTab(page, 'Amazon') },
  { name: 'home-etsy', open: (page) => openSubTab(page, 'Etsy') },
  {
    name: 'home-trending-keywords',
    open: async (page) => {
      await page
        .getByRole('tablist', { name: 'Workspace' })
        .getByRole('tab', { name: 'Trending Keywords' })
        .click();
      await page.getByRole('tabpanel', { name: 'Trending Keywords' }).waitFor();
    },
  },
];

const SIGNED_IN_PAGES: Screen[] = [
  {
    name: 'account-menu',
    open: async (page) => {
      await goTo(page, '/', HOME);
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByTestId('user-menu').waitFor();
    },
  },
  { name: 'profile-settings', open: (page) => goTo(page, '/profile-settings', /Profile/) },
  {
    name: 'generation-history',
    open: async (page) => {
      await goTo(page, '/generation-history', 'Generation History');
      await page.getByTestId('history-record').first().waitFor();
    },
  },
  { name: 'app-settings', open: (page) => goTo(page, '/app-settings', /Settings/) },
];

const SCREENS: Record<Role, Screen[]> = {
  guest: [
    ...WORKSPACE,
    {
      name: 'sign-in',
      open: async (page) => {
        await goTo(page, '/', HOME);
        await page.getByRole('button', { name: 'Sign In' }).first().click();
        await page.getByTestId('auth-modal').waitFor();
      },
    },
    {
      name: 'history-asks-to-sign-in',
      open: async (page) => {
        await page.goto('/generation-history');
        await page.getByTestId('auth-return-note').waitFor();
      },
    },
    ...PUBLIC_PAGES,
    {
      name: 'not-found',
      open: async (page) => {
        await page.goto('/no-such-page');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      },
    },
  ],
  free: [...WORKSPACE, ...SIGNED_IN_PAGES, PUBLIC_PAGES[2]],
  pro: [...WORKSPACE, ...SIGNED_IN_PAGES, PUBLIC_PAGES[2]],
  operator: [
    {
      name: 'queue-dashboard',
      ownPage: false,
      open: async (page) => {
        await page.goto('/admin/queues');
        await page.getByText('generation', { exact: true }).first().waitFor();
      },
    },
    { name: 'home', open: (page) => goTo(page, '/', HOME) },
  ],
};

/** Products of every kind a seller has: described, failed, not ready. */
async function seedProducts(owner: { userId: string } | { guestId: string }): Promise<void> {
  const [column, id] =
    'userId' in owner ? ['owner_user_id', owner.userId] : ['owner_guest_id', owner.guestId];
  await sql(
    `INSERT INTO items (${column}, position, name, sku, details, price, notes, description,
                        status, status_message, provider)
     VALUES ($1, 1, 'Ceramic Mug', 'MUG-1', 'Stoneware | 350 ml', '12.99', 'Dishwasher safe',
             'A sturdy stoneware mug that holds 350 ml and goes in the dishwasher.', 'idle', NULL,
             'builtin'),
            ($1, 2, 'Linen Apron', 'APR-1', 'Washed linen | Two pockets', '24.00', '', '',
             'failed', 'Generation limit reached. You have 0 generations remaining this month. Please upgrade your plan to continue.', NULL),
            ($1, 3, 'Wool Throw', '', '', '', '', '', 'idle', NULL, NULL),
            ($1, 4, 'Oak Cutting Board', 'BRD-1', 'Solid oak | 40 x 25 cm | Juice groove', '39.00',
             'Oil monthly', '', 'idle', NULL, NULL)`,
    [id],
  );
}

/** A history record to look at. */
async function seedHistory(user: string): Promise<void> {
  await sql(
    `INSERT INTO generation_records (owner_user_id, item_name, item_sku, description,
       character_count, writing_style, tone, target_audience, industry, language, provider,
       outcome)
     VALUES ($1, 'Ceramic Mug', 'MUG-1',
             'A sturdy stoneware mug that holds 350 ml and goes in the dishwasher.', 150,
             'professional', 'persuasive', 'b2c', 'general', 'English', 'builtin', 'success')`,
    [user],
  );
}

describe('the tour of every screen, as each kind of visitor', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
    rmSync(SCREENSHOTS, { recursive: true, force: true });
  });
  afterAll(async () => {
    await browser.close();
  });

  /**
   * Makes the visitor (an account, its products, its history) once; every width and theme
   * then starts from the same cookies.
   */
  async function prepare(role: Role): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
    const context = await browser.newContext({ baseURL: baseUrl() });
    try {
      const page = await context.newPage();
      await openHome(page);
      if (role === 'guest') {
        await seedProducts({ guestId: await guestSessionId(page) });
      } else {
        const stamp = `${Date.now()}.${process.pid}`;
        const email = role === 'operator' ? OPERATOR_EMAIL : `tour.${role}.${stamp}@example.com`;
        await signUp(page, `Tour ${role[0].toUpperCase()}${role.slice(1)}`, email);
        const id = await userId(email);
        if (role === 'pro') await setPlan(email, 'pro');
        await seedProducts({ userId: id });
        await seedHistory(id);
      }
      return await context.storageState();
    } finally {
      await context.close();
    }
  }

  for (const role of ['guest', 'free', 'pro', 'operator'] as const) {
    it(
      `shows every screen to a ${role} cleanly at 1280 and 390 px, light and dark`,
      async () => {
        const state = await prepare(role);
        const found: string[] = [];
        // The four views run side by side: most of a screen's time is waiting for the page to
        // settle, and the waits overlap.
        const views = WIDTHS.flatMap((width) => THEMES.map((theme) => ({ width, theme })));
        await Promise.all(
          views.map(async ({ width, theme }) => {
            const folder = path.join(SCREENSHOTS, `${role}-${width}-${theme}`);
            if (PHOTOGRAPH) mkdirSync(folder, { recursive: true });
            const context = await browser.newContext({
              baseURL: baseUrl(),
              storageState: state,
              colorScheme: theme,
              viewport: { width, height: 900 },
            });
            const page = await context.newPage();
            const problems = watch(page);
            problems.expectedStatus.set('/no-such-page', 404);
            try {
              for (const [index, screen] of SCREENS[role].entries()) {
                const where = `${role} ${width}px ${theme} ${screen.name}`;
                await screen.open(page);
                await page.waitForLoadState('networkidle');
                const dark = await page.evaluate(() =>
                  document.documentElement.classList.contains('dark'),
                );
                if (screen.ownPage !== false && dark !== (theme === 'dark')) {
                  found.push(`${where}: the ${theme} theme is not applied`);
                }
                if (PHOTOGRAPH) {
                  await page.screenshot({
                    path: path.join(
                      folder,
                      `${String(index + 1).padStart(2, '0')}-${screen.name}.png`,
                    ),
                    fullPage: true,
                  });
                }
                const overflow = await page.evaluate(
                  () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
                );
                if (width === 390 && overflow > 0) {
                  found.push(
                    `${where}: ${overflow}px wider than the window (a sideways scrollbar)`,
                  );
                }
                if (screen.ownPage !== false) {
                  for (const violation of await seriousA11yViolations(page)) {
                    found.push(`${where}: ${violation}`);
                  }
                }
                // The 404 page is answered 404 on purpose; Chromium logs that for the document.
                const errors = problems.errors
                  .splice(0)
                  .filter(
                    (error) =>
                      !(screen.name === 'not-found' && /status of 404 \(Not Found\)/.test(error)),
                  );
                found.push(...errors.map((error) => `${where}: ${error}`));
                found.push(
                  ...problems.failedRequests.splice(0).map((failure) => `${where}: ${failure}`),
                );
                // Close whatever the screen opened (menus, dialogs) before the next one.
                await page.keyboard.press('Escape');
              }
            } finally {
              await context.close();
            }
          }),
        );
        expect(found.sort()).toEqual([]);
      },
      TOUR_TIMEOUT_MS,
    );
  }
});
