import { createReadStream, createWriteStream, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { performance } from 'node:perf_hooks';
import { format, parse } from 'fast-csv';
import { randomBytes } from 'node:crypto';
import { BrowserSession } from '../test/support/browser-session';
import {
  PostgresCpu,
  postgresSettled,
  cpuSeconds,
  residentBytes,
  medianRound,
  spawnBuiltServer,
  withBenchDatabase,
  type BenchProcess,
} from './support';

const PRODUCTS = 20_000;
const ROWS_PER_PRODUCT = 5; // product row, 3 more variants, 1 image row
const ROWS = PRODUCTS * ROWS_PER_PRODUCT;

const HEADER = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Variant Barcode',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Google Shopping / Google Product Category',
  'Google Shopping / Gender',
  'Google Shopping / Age Group',
  'Google Shopping / MPN',
  'Google Shopping / Condition',
  'Google Shopping / Custom Product',
  'Variant Image',
  'Variant Weight Unit',
  'Variant Tax Code',
  'Cost per item',
  'Status',
];

function csvLine(cells: string[]): string {
  return cells
    .map((cell) => (/[",\n|]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
    .join(',');
}

// A Shopify export as a 20,000-product store would write it: 100,000 rows.
export async function writeShopifyFile(file: string): Promise<void> {
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(`${line}\r\n`)) await once(out, 'drain');
  };
  await write(csvLine(HEADER));
  const blank = HEADER.map(() => '');
  const at = (cells: string[], name: string, value: string) => {
    cells[HEADER.indexOf(name)] = value;
  };
  const sizes = ['S', 'M', 'L', 'XL'];
  for (let p = 0; p < PRODUCTS; p += 1) {
    const handle = `organic-cotton-tee-${p}`;
    for (let v = 0; v < 4; v += 1) {
      const cells = [...blank];
      at(cells, 'Handle', handle);
      if (v === 0) {
        at(cells, 'Title', `Organic Cotton Tee No. ${p}`);
        at(
          cells,
          'Body (HTML)',
          `<p>Heavyweight organic cotton tee, garment dyed, relaxed fit.</p>\n<ul><li>220 gsm</li><li>Made in Portugal</li><li>Design ${p}</li></ul>`,
        );
        at(cells, 'Vendor', 'Sahra & Beyond');
        at(
          cells,
          'Product Category',
          'Apparel & Accessories > Clothing > Clothing Tops > T-Shirts',
        );
        at(cells, 'Type', 'T-Shirt');
        at(cells, 'Tags', 'cotton, organic, tee');
        at(cells, 'Published', 'TRUE');
        at(cells, 'Option1 Name', 'Size');
        at(cells, 'Gift Card', 'FALSE');
        at(cells, 'SEO Title', `Organic Cotton Tee No. ${p}`);
        at(cells, 'Status', 'active');
      }
      at(cells, 'Option1 Value', sizes[v]);
      at(cells, 'Variant SKU', `TEE-${p}-${sizes[v]}`);
      at(cells, 'Variant Grams', '220');
      at(cells, 'Variant Inventory Tracker', 'shopify');
      at(cells, 'Variant Inventory Qty', String((p + v) % 40));
      at(cells, 'Variant Inventory Policy', 'deny');
      at(cells, 'Variant Fulfillment Service', 'manual');
      at(cells, 'Variant Price', '29.00');
      at(cells, 'Variant Requires Shipping', 'TRUE');
      at(cells, 'Variant Taxable', 'TRUE');
      at(cells, 'Variant Barcode', String(400_000_000_000 + p * 4 + v));
      at(cells, 'Variant Weight Unit', 'g');
      await write(csvLine(cells));
    }
    const image = [...blank];
    at(image, 'Handle', handle);
    at(image, 'Image Src', `https://cdn.example.com/tees/${p}/back.jpg`);
    at(image, 'Image Position', '2');
    await write(csvLine(image));
  }
  out.end();
  await once(out, 'finish');
}

// The anchor of the import: fast-csv's own stream parse of the same file, nothing else.
async function bareParse(file: string): Promise<{ ms: number; cpu: number }> {
  let rows = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  for await (const _row of createReadStream(file).pipe(parse({ headers: false }))) rows += 1;
  if (rows !== ROWS + 1) throw new Error(`fast-csv read ${rows} records`);
  return { ms: performance.now() - started, cpu: cpuTotal(process.cpuUsage(cpu)) };
}

const cpuTotal = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;

// The anchor of the export: fast-csv's formatter, with the options the export uses, writing
// the same rows (the file's records, held in memory beforehand) into a sink that keeps nothing.
// The rows are read for each round and let go after it: held throughout, their 4 million
// strings would slow every collection of this process, the bare parse's included.
async function bareFormat(file: string): Promise<{ ms: number; bytes: number; cpu: number }> {
  const rows = await readRows(file);
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const started = performance.now();
  const cpu = process.cpuUsage();
  await pipeline(
    Readable.from(rows),
    format<string[], string[]>({ rowDelimiter: '\r\n', includeEndRowDelimiter: true }),
    sink,
  );
  return { ms: performance.now() - started, bytes, cpu: cpuTotal(process.cpuUsage(cpu)) };
}

async function readRows(file: string): Promise<string[][]> {
  const rows: string[][] = [];
  for await (const row of createReadStream(file).pipe(
    parse<string[], string[]>({ headers: false }),
  ))
    rows.push(row as string[]);
  return rows;
}

const perSecond = (rows: number, ms: number) =>
  `${Math.round(rows / (ms / 1000)).toLocaleString('en-US')} rows/s`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const ROUNDS = Number(process.env.BENCH_CSV_ROUNDS ?? 3);

interface Measured {
  ms: number;
  /** CPU the work took (the server's threads, and Postgres for the server's connections). */
  cpu: { server: number; postgres: number };
}

interface Round {
  parsed: { ms: number; cpu: number };
  imported: Measured & { rssGrowth: number; seller: BrowserSession };
  exported: Measured & { bytes: number };
  formatted: { ms: number; bytes: number; cpu: number };
}

const importRatio = (figures: Round) => figures.parsed.ms / figures.imported.ms;
const exportRatio = (figures: Round) => figures.formatted.ms / figures.exported.ms;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// The CPU the server's threads and its Postgres backends use from now until stop().
async function serverCpu(
  server: BenchProcess,
  url: string,
): Promise<{ stop: () => Promise<Measured['cpu']> }> {
  const postgres = new PostgresCpu(url, 'quillcart-server');
  await postgres.start();
  const before = cpuSeconds(server.pid);
  return {
    stop: async () => ({
      server: cpuSeconds(server.pid) - before,
      postgres: await postgres.stop(),
    }),
  };
}

// An import of the whole file by a new seller (a guest), over HTTP, with the server's RSS
// sampled while it runs. On a busy machine the time stretches with the load, the CPU much less.
async function measureImport(
  server: BenchProcess,
  url: string,
  file: string,
): Promise<Round['imported']> {
  const cpu = await serverCpu(server, url);
  const rssBefore = residentBytes(server.pid);
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(server.pid));
  }, 20);
  const seller = new BrowserSession(server.url);
  await seller.start();
  const started = performance.now();
  const response = await seller.fetch('/api/imports/shopify?filename=products.csv', {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit);
  const answer = (await response.json()) as { imported?: number; error?: string };
  const ms = performance.now() - started;
  clearInterval(sampler);
  if (answer.imported !== PRODUCTS)
    throw new Error(`import answered ${JSON.stringify(answer).slice(0, 300)}`);
  // The statistics refresh the server starts after a large import answers (ANALYZE): its CPU
  // is the import's, and it does not run under the export measured next.
  await postgresSettled(url, 'quillcart-server');
  return {
    ms,
    cpu: await cpu.stop(),
    rssGrowth: peak - rssBefore,
    seller,
  };
}

// The seller's export, read to its end and its line breaks counted.
async function measureExport(
  seller: BrowserSession,
  server: BenchProcess,
  url: string,
): Promise<Round['exported']> {
  const cpu = await serverCpu(server, url);
  const started = performance.now();
  const download = await seller.fetch('/api/exports/shopify');
  let bytes = 0;
  let lineBreaks = 0;
  for await (const chunk of download.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
    for (let at = chunk.indexOf(10); at >= 0; at = chunk.indexOf(10, at + 1)) lineBreaks += 1;
  }
  const ms = performance.now() - started;
  if (lineBreaks < ROWS + 1) throw new Error(`export wrote ${lineBreaks} line breaks`);
  return { ms, cpu: await cpu.stop(), bytes };
}

// `npm run bench:csv`: prints figures and ratios; never asserts a time.
export async function benchCsv(): Promise<void> {
  const file = path.join(os.tmpdir(), `quillcart-bench-shopify-${process.pid}.csv`);
  try {
    await writeShopifyFile(file);
    const size = statSync(file).size;
    console.log(
      `\nCSV — Shopify file of ${ROWS.toLocaleString('en-US')} rows (${PRODUCTS.toLocaleString('en-US')} products), ${mb(size)}`,
    );
    await withBenchDatabase(async (url) => {
      // The app as its own process, as `npm start` and Docker run it (NODE_ENV=production).
      const server = await spawnBuiltServer(
        {
          NODE_ENV: 'production',
          SESSION_SECRET: randomBytes(24).toString('hex'),
          DATABASE_URL: url,
          REDIS_PREFIX: `qc-bench-${process.pid}`,
          PORT: '0',
          HOST: '127.0.0.1',
          MIGRATE_ON_START: 'false',
          LOG_LEVEL: 'info',
          CSV_MAX_BYTES: String(Math.max(size * 2, 50 * 1024 * 1024)),
        },
        /"url":"(http:\/\/localhost:\d+)"/,
      );
      try {
        // A server that has served an import and an export before (code compiled, parse
        // worker started), as one running for a while has: another seller, the file's first
        // 5,000 rows, not measured.
        const warm = new BrowserSession(server.url);
        await warm.start();
        const head = readFileSync(file, 'utf8').split('\r\n').slice(0, 5001).join('\r\n');
        await warm.fetch('/api/imports/shopify?filename=warm-up.csv', {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream' },
          body: `${head}\r\n`,
        });
        await (await warm.fetch('/api/exports/shopify')).arrayBuffer();

        // Each round: the bare parse, then an import of the whole file by a new seller, then
        // that seller's export, then the bare format, so each figure has its anchor beside it.
        // The ratios printed last are the rounds' medians: one round moves with whatever else
        // the machine runs.
        const rounds: Round[] = [];
        for (let round = 1; round <= ROUNDS; round += 1) {
          const parsed = await bareParse(file);
          const imported = await measureImport(server, url, file);
          const exported = await measureExport(imported.seller, server, url);
          const formatted = await bareFormat(file);
          const figures: Round = { parsed, imported, exported, formatted };
          rounds.push(figures);
          console.log(
            `  round ${round}: import ${seconds(imported.ms)} (bare parse ${seconds(parsed.ms)}), ` +
              `export ${seconds(exported.ms)} (bare format ${seconds(formatted.ms)}) → ` +
              `import ratio ${importRatio(figures).toFixed(2)}, export ratio ${exportRatio(figures).toFixed(2)}`,
          );
        }
        const forImport = medianRound(rounds, importRatio);
        const forExport = medianRound(rounds, exportRatio);
        const { parsed, imported } = forImport;
        const { exported, formatted } = forExport;
        console.log(`  the rounds' medians (by ratio):`);
        console.log(`  fast-csv bare parse:  ${seconds(parsed.ms)}, ${perSecond(ROWS, parsed.ms)}`);
        console.log(
          `  import over HTTP:     ${seconds(imported.ms)}, ${perSecond(ROWS, imported.ms)} into Postgres ` +
            `(${PRODUCTS.toLocaleString('en-US')} items)`,
        );
        console.log(
          `  fast-csv bare format: ${seconds(formatted.ms)}, ${perSecond(ROWS + 1, formatted.ms)}, ${mb(formatted.bytes)}`,
        );
        console.log(
          `  export over HTTP:     ${seconds(exported.ms)}, ${perSecond(ROWS + 1, exported.ms)}, ${mb(exported.bytes)}`,
        );
        const cpu = (used: { server: number; postgres: number }) =>
          `server ${used.server.toFixed(2)} s, Postgres ${used.postgres.toFixed(2)} s`;
        console.log(
          `  CPU used: bare parse ${parsed.cpu.toFixed(2)} s, import ${cpu(imported.cpu)}; ` +
            `bare format ${formatted.cpu.toFixed(2)} s, export ${cpu(exported.cpu)}`,
        );
        const peak = Math.max(...rounds.map((figures) => figures.imported.rssGrowth));
        console.log(
          `  server RSS while importing: at most ${mb(peak)} above what it was before an import ` +
            `(the file is ${mb(size)})`,
        );
        // Rows per second over rows per second of the same rows in this run: the ratio of times.
        console.log(`import ratio: ${importRatio(forImport).toFixed(2)}`);
        console.log(`export ratio: ${exportRatio(forExport).toFixed(2)}`);
      } finally {
        await server.stop();
      }
    });
  } finally {
    rmSync(file, { force: true });
  }
}

if (require.main === module) {
  benchCsv().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
