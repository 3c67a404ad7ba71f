import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
/** The first page's JavaScript budget, gzip (kB as Vite prints them: 1,000 bytes). */
const HOME_PAGE_BUDGET_BYTES = 250_000;

interface BundleReport {
  gzipBytes: number;
  files: { fileName: string; gzipBytes: number }[];
}

// Builds the client as `npm run build:client` does, into a folder of its own, and reads the
// report its home-page-size plugin writes (client/vite.config.mts).
async function buildClient(): Promise<BundleReport> {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'quillcart-client-'));
  const report = path.join(outDir, 'report.json');
  try {
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        path.join(root, 'node_modules', '.bin', 'vite'),
        ['build', '--config', 'client/vite.config.mts', '--outDir', outDir, '--emptyOutDir'],
        // Jest's NODE_ENV=test would make Vite bundle React's development build.
        {
          cwd: root,
          env: { ...process.env, NODE_ENV: 'production', QUILLCART_BUNDLE_REPORT: report },
        },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolve(text) : reject(new Error(`vite build exited ${code}:\n${text}`)),
      );
    });
    expect(output).toMatch(/home page JavaScript: [\d.]+ kB gzip/);
    return JSON.parse(readFileSync(report, 'utf8')) as BundleReport;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

describe('the client build', () => {
  let report: BundleReport;
  beforeAll(async () => {
    report = await buildClient();
  }, 120_000);

  it(`keeps the home page's JavaScript within ${HOME_PAGE_BUDGET_BYTES / 1000} kB gzip`, () => {
    expect(report.gzipBytes).toBeLessThanOrEqual(HOME_PAGE_BUDGET_BYTES);
    expect(report.gzipBytes).toBe(report.files.reduce((sum, file) => sum + file.gzipBytes, 0));
  });

  it('loads the other pages, the CSV dialogs and the sign-in modal only when used', () => {
    const first = report.files.map((file) => path.basename(file.fileName));
    const later = [
      'BillingPlansPage',
      'GenerationHistoryPage',
      'AppSettingsPage',
      'ProfileSettingsPage',
      'FaqPage',
      'HowItWorksPage',
      'PrivacyPolicyPage',
      'ShopifyMappingDialog',
      'SignInRequiredDialog',
      'AuthModal',
    ];
    expect(first.filter((name) => later.some((page) => name.startsWith(`${page}-`)))).toEqual([]);
    expect(first.some((name) => name.startsWith('index-'))).toBe(true);
  });
});
