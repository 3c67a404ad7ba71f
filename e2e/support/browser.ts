/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import type { AxeResults } from 'axe-core';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = (): string => process.env.E2E_BASE_URL as string;

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh visitor: its own cookies and storage, clipboard allowed. */
export async function newVisitor(
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark'; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { context, page, errors };
}

let axeScript: string | undefined;
const axeSource = (): string =>
  (axeScript ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Serious and critical accessibility violations on the page once it has settled: a toast or a
 * dialog still fading in is half transparent, and axe would measure its contrast mid-way. The
 * page can also start moving while axe runs (a toast's timer ends and it fades out), so a scan
 * that finds something is made again on the settled page, and what both find is the answer:
 * a real violation is in both.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  let found = await scanSettled(page);
  if (found.size > 0) {
    const again = await scanSettled(page);
    found = new Map(
      [...found]
        .map(([rule, nodes]): [string, string[]] => [
          rule,
          nodes.filter((node) => again.get(rule)?.includes(node)),
        ])
        .filter(([, nodes]) => nodes.length > 0),
    );
  }
  return [...found].map(([rule, nodes]) => `${rule} (${nodes.join(', ')})`);
}

/** Each serious or critical rule broken on the settled page, with the elements that break it. */
async function scanSettled(page: Page): Promise<Map<string, string[]>> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // Axe goes into the document once (a tab or a dialog opened in place keeps it) and reports
  // violations only: passes and their selectors are most of a run's cost.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource());
  const results = await page.evaluate<AxeResults>(() =>
    (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
      resultTypes: ['violations'],
    }),
  );
  return new Map(
    results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation): [string, string[]] => [
        `${violation.id}: ${violation.help}`,
        violation.nodes.map((node) => node.target.join(' ')),
      ]),
  );
}

/**
 * Resolves once the page has drawn two more frames: by then the browser has applied whatever
 * an input or a commit just made it do (a scroll, a layout).
 */
export function nextFrames(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Holds the answers to the page's GraphQL operation `operationName` (the server gets and
 * runs the request) until the returned release is called, as on a slow connection or a busy
 * server.
 */
export async function holdAnswers(page: Page, operationName: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== operationName) return route.fallback();
    const response = await route.fetch();
    await released;
    await route.fulfill({ response });
  });
  return release;
}
