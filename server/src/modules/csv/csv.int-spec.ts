import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { repoRoot } from '../../../../core/src/config/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../../core/src/shared/csrf';
import { parseRows } from '../../../../core/src/csv/test-support/csv-fixtures';
import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';
import { sql } from '../../../../test/support/test-env';

const SAMPLES = path.join(repoRoot(), 'test', 'fixtures', 'samples');
const sample = (name: string) => readFileSync(path.join(SAMPLES, name));
const TEMPLATE = 'shopify_product_template_official_copy.csv';
const JEWELERY = 'shopify_official_partners_jewelery.csv';
const AMAZON = 'amazon_all_listings_report_zynk_doc_sample.txt';
const ETSY = 'etsy_listings_export_en_petioleandbloom.csv';
const GENERAL_HEADER = 'Item Name,Item SKU,Item Details,Item Price,Item Notes';
const LIST = `query { items(first: 1000) { nodes { id name sku details price notes } totalCount } }`;
const ADD = `mutation($i: ItemInput) { addItem(input: $i) { id } }`;

interface ImportAnswer {
  imported: number;
  duplicatesSkipped: number;
  warnings: string[];
  itemIds: string[];
  error?: string;
  errors?: string[];
}
interface Listed {
  items: {
    nodes: {
      id: string;
      name: string;
      sku: string;
      details: string;
      price: string;
      notes: string;
    }[];
    totalCount: number;
  };
}

let seq = 0;
async function seller(url: string): Promise<{ session: BrowserSession; userId: string }> {
  seq += 1;
  const session = new BrowserSession(url);
  await session.start();
  const email = `csv${seq}.${Date.now()}@example.com`;
  await session.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
    i: { name: 'Csv Seller', email, password: 'secret pw' },
  });
  const [{ id }] = await sql<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return { session, userId: id };
}

async function guest(url: string): Promise<{ session: BrowserSession; guestId: string }> {
  const session = new BrowserSession(url);
  await session.start();
  // The signed guest cookie is "s:<session id>.<signature>".
  const cookie = session.cookieHeader.split('; ').find((pair) => pair.startsWith('qc_guest='));
  const guestId = decodeURIComponent(cookie?.slice('qc_guest='.length) ?? '').slice(2, 38);
  return { session, guestId };
}

function upload(
  session: BrowserSession,
  format: string,
  body: Uint8Array | string,
  query: Record<string, string> = {},
): Promise<Response> {
  const params = new URLSearchParams({ filename: 'products.csv', ...query });
  return session.fetch(`/api/imports/${format}?${params.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: typeof body === 'string' ? body : Buffer.from(body),
  });
}

async function importOk(
  session: BrowserSession,
  format: string,
  body: Uint8Array | string,
  query: Record<string, string> = {},
): Promise<ImportAnswer> {
  const response = await upload(session, format, body, query);
  const answer = (await response.json()) as ImportAnswer;
  if (response.status !== 200)
    throw new Error(`import ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

async function countItems(column: 'owner_user_id' | 'owner_guest_id', id: string): Promise<number> {
  const [{ count }] = await sql<{ count: number }>(
    `SELECT count(*)::int AS count FROM items WHERE ${column} = $1`,
    [id],
  );
  return count;
}

/** Splits CSV text into records well enough for files without quoted line breaks. */
function lines(text: string): string[] {
  return text.split('\r\n').filter(Boolean);
}

describe('CSV import and export over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('tells the client its limits', async () => {
    const session = new BrowserSession(server.url);
    const response = await session.fetch('/api/csv/config');
    expect(await response.json()).toEqual({
      inDevelopment: [],
      maxBytes: 50 * 1024 * 1024,
      maxRows: 100_000,
    });
  });

  describe('inspect', () => {
    it('detects a Shopify file from its first 64 KiB and proposes the default mapping', async () => {
      const session = new BrowserSession(server.url);
      await session.start();
      const response = await session.fetch('/api/imports/inspect?format=shopify&filename=t.csv', {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: sample(TEMPLATE),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { detected: string; headers: string[] };
      expect(body).toMatchObject({
        detected: 'shopify',
        defaultMapping: {
          name: 'Title',
          sku: 'Variant SKU',
          price: 'Variant Price',
          details: ['Body (HTML)', 'Type', 'Tags'],
          notes: ['Vendor', 'Product Category'],
        },
      });
      expect(body.headers).toHaveLength(48);
    });

    it('says which other format a file is, with no mapping', async () => {
      const session = new BrowserSession(server.url);
      const response = await session.fetch('/api/imports/inspect?format=amazon&filename=r.txt', {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: sample(AMAZON),
      });
      expect(await response.json()).toMatchObject({ detected: 'amazon', defaultMapping: null });
    });

    it('answers 400 with the catalogue message for a wrong file type or no headers', async () => {
      const session = new BrowserSession(server.url);
      const wrongType = await session.fetch('/api/imports/inspect?format=general&filename=p.xlsx', {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: 'Item Name\n',
      });
      expect(wrongType.status).toBe(400);
      expect(await wrongType.json()).toEqual({ error: 'Please select a CSV file' });
      const noHeaders = await session.fetch('/api/imports/inspect?format=general&filename=p.csv', {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: ',,,\n1,2,3\n',
      });
      expect(await noHeaders.json()).toEqual({ error: 'CSV file contains no headers' });
    });
  });

  describe('import', () => {
    it('appends the new items at the end of the table, in file order, with their ids', async () => {
      const { session } = await seller(server.url);
      await session.ok(ADD, { i: { name: 'Already here', sku: 'OLD-1' } });
      const answer = await importOk(
        session,
        'general',
        `${GENERAL_HEADER}\nMug,M-1,Stoneware,12.99,Gift\nLamp,L-1,Brass,40,\n`,
      );
      expect(answer).toMatchObject({ imported: 2, duplicatesSkipped: 0, warnings: [] });
      const listed = await session.ok<Listed>(LIST);
      expect(listed.items.nodes.map((node) => node.name)).toEqual(['Already here', 'Mug', 'Lamp']);
      expect(answer.itemIds).toEqual(listed.items.nodes.slice(1).map((node) => node.id));
      expect(listed.items.nodes[1]).toMatchObject({
        sku: 'M-1',
        details: 'Stoneware',
        price: '12.99',
        notes: 'Gift',
      });
    });

    it('stores source rows compressed with lz4 where Postgres has it, and reads them back', async () => {
      const { session } = await seller(server.url);
      const long = 'Hand-thrown stoneware glazed twice. '.repeat(120);
      const answer = await importOk(
        session,
        'shopify',
        `Handle,Title,Body (HTML),Variant SKU\r\nmug,Mug,${long},MUG-LZ\r\n`,
      );
      const [{ method, lz4 }] = await sql<{ method: string; lz4: boolean }>(
        `SELECT pg_column_compression(source_cells) AS method,
                (SELECT 'lz4' = ANY(enumvals) FROM pg_settings
                  WHERE name = 'default_toast_compression') AS lz4
           FROM items WHERE id = $1`,
        [answer.itemIds[0]],
      );
      expect(method).toBe(lz4 ? 'lz4' : 'pglz');
      const [, row] = await parseRows(await (await session.fetch('/api/exports/shopify')).text());
      expect(row.slice(0, 4)).toEqual(['mug', 'Mug', long, 'MUG-LZ']);
    });

    it('keeps backslashes, tabs, line breaks and \\N in cells exactly, across COPY chunks', async () => {
      const { session, userId } = await seller(server.url);
      const awkward = [
        'C:\\mugs\\new',
        'tab\there',
        'two\r\nlines',
        '\\N',
        'ends with \\',
        '{"json":"no"}',
      ];
      const quote = (cell: string) => `"${cell.replace(/"/g, '""')}"`;
      // 2,500 items: three COPY chunks, the awkward ones in the first and the last.
      const records = Array.from({ length: 2500 }, (_, i) => {
        const note = awkward[i % awkward.length];
        return [`Item ${i}`, `SKU-${i}`, note, `${i}.50`, note].map(quote).join(',');
      });
      const file = `${GENERAL_HEADER}\r\n${records.join('\r\n')}\r\n`;
      const answer = await importOk(session, 'general', file);
      expect(answer.imported).toBe(2500);
      const stored = await sql<{ id: string; name: string; details: string; notes: string }>(
        `SELECT id, name, details, notes FROM items WHERE owner_user_id = $1
          ORDER BY position, id`,
        [userId],
      );
      expect(stored.map((row) => row.id)).toEqual(answer.itemIds);
      expect(stored.map((row) => row.name)).toEqual(records.map((_, i) => `Item ${i}`));
      for (const [i, row] of stored.entries()) {
        expect(row.details).toBe(awkward[i % awkward.length].trim());
        expect(row.notes).toBe(awkward[i % awkward.length].trim());
      }
      // The source rows went in as the file had them: the export writes the same records
      // (and the General format's Item Description column after them).
      const exported = await parseRows(await (await session.fetch('/api/exports/general')).text());
      expect(exported[0]).toEqual([...GENERAL_HEADER.split(','), 'Item Description']);
      expect(exported.map((row) => row.slice(0, 5))).toEqual(await parseRows(file));
    });

    it('imports every sample through its own endpoint', async () => {
      const { session } = await seller(server.url);
      const counts = [
        (await importOk(session, 'shopify', sample(JEWELERY))).imported,
        (await importOk(session, 'amazon', sample(AMAZON), { filename: 'All Listings Report.txt' }))
          .imported,
        (await importOk(session, 'etsy', sample(ETSY))).imported,
      ];
      expect(counts).toEqual([20, 3, 14]);
    });

    it('applies the Shopify mapping sent with the upload', async () => {
      const { session } = await seller(server.url);
      const mapping = {
        name: 'SEO Title',
        sku: 'Variant SKU',
        price: 'Variant Price',
        details: ['Tags'],
        notes: [],
      };
      await importOk(session, 'shopify', sample(TEMPLATE), { mapping: JSON.stringify(mapping) });
      const listed = await session.ok<Listed>(LIST);
      expect(listed.items.nodes[0]).toMatchObject({
        name: 'Example T-Shirt | Test Store',
        sku: 'SRT_COT_111',
        details: 'Made to Order, Shirt Tag',
        notes: 'Variants: Color: Green, Blue, Gray, Purple; Size: S, M, L (12 variants)',
      });
      const bad = await upload(session, 'shopify', sample(TEMPLATE), { mapping: '{"name":' });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ error: 'Invalid field mapping' });
    });

    it('drops SKUs the owner has, and says so when nothing is new', async () => {
      const { session } = await seller(server.url);
      await importOk(session, 'general', `${GENERAL_HEADER}\nMug,M-1,,1,\n`);
      const second = await importOk(
        session,
        'general',
        `${GENERAL_HEADER}\nMug,M-1,,1,\nLamp,L-1,,2,\nLamp twin,L-1,,2,\n`,
      );
      expect(second).toMatchObject({ imported: 1, duplicatesSkipped: 2 });
      const third = await upload(session, 'general', `${GENERAL_HEADER}\nMug,M-1,,1,\n`);
      expect(third.status).toBe(400);
      expect(await third.json()).toEqual({
        error: 'No new items found in CSV (all SKUs already exist)',
      });
    });

    it('inserts nothing when any row is wrong, even after thousands of good rows', async () => {
      const { session, userId } = await seller(server.url);
      const good = Array.from({ length: 2500 }, (_, i) => `Item ${i},SKU-${i},d,${i}.50,n`);
      const file = `${GENERAL_HEADER}\n${good.join('\n')}\n,SKU-X,d,1,n\nBad price,SKU-Y,d,abc,n\n`;
      const response = await upload(session, 'general', file);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: 'CSV validation failed: Row 2502: Item Name is required (and 1 more)',
        errors: [
          'Row 2502: Item Name is required',
          'Row 2503: Item Price must be a valid positive number',
        ],
      });
      expect(await countItems('owner_user_id', userId)).toBe(0);
    });

    it('rolls back an upload the client drops halfway, and the next import goes through', async () => {
      const { session, userId } = await seller(server.url);
      const dropped = request(`${server.url}/api/imports/general?filename=p.csv`, {
        method: 'POST',
        headers: {
          cookie: session.cookieHeader,
          'content-type': 'application/octet-stream',
          [CSRF_HEADER]: CSRF_HEADER_VALUE,
        },
      });
      dropped.on('error', () => undefined);
      const rows = Array.from({ length: 3000 }, (_, i) => `Item ${i},DROP-${i},d,1,n`).join('\n');
      dropped.write(`${GENERAL_HEADER}\n${rows}\n`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      dropped.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const next = await importOk(session, 'general', `${GENERAL_HEADER}\nMug,M-1,,1,\n`);
      expect(next.imported).toBe(1);
      expect(await countItems('owner_user_id', userId)).toBe(1);
    });

    it('answers header problems with their catalogue message', async () => {
      const { session } = await seller(server.url);
      const cases: [string, string, string, string][] = [
        ['general', 'p.txt', `${GENERAL_HEADER}\n`, 'Please select a CSV file'],
        ['general', 'p.csv', '', 'CSV file appears to be empty or contains no valid data'],
        [
          'general',
          'p.csv',
          'Item Name\nMug\n',
          'CSV validation failed: Missing required headers: Item SKU, Item Details, Item Price, Item Notes',
        ],
        [
          'amazon',
          'p.csv',
          `${GENERAL_HEADER}\nMug,M,,1,\n`,
          "This doesn't appear to be an Amazon CSV file. Please check the format.",
        ],
        [
          'general',
          'p.csv',
          `${GENERAL_HEADER}\nMug,"M-1,,1,\n`,
          'Failed to parse CSV file. Please check the format.',
        ],
      ];
      for (const [format, filename, body, message] of cases) {
        const response = await upload(session, format, body, { filename });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toBe(message);
      }
    });
  });

  describe('who may import and export', () => {
    it('asks guests to sign in for General, Amazon and Etsy, and lets them import Shopify', async () => {
      const { session, guestId } = await guest(server.url);
      for (const format of ['general', 'amazon', 'etsy']) {
        const response = await upload(session, format, `${GENERAL_HEADER}\nMug,M-1,,1,\n`);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'Please sign in to import CSV files' });
      }
      const shopify = await importOk(session, 'shopify', sample(TEMPLATE));
      expect(shopify.imported).toBe(3);
      expect(await countItems('owner_guest_id', guestId)).toBe(3);
    });

    it('refuses a Shopify import to a guest who has used the one generation', async () => {
      const { session, guestId } = await guest(server.url);
      await sql('UPDATE guest_sessions SET generations_used = 1 WHERE id = $1', [guestId]);
      const response = await upload(session, 'shopify', sample(TEMPLATE));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: 'Guest users can only generate 1 description. Please sign in to continue.',
      });
      expect(await countItems('owner_guest_id', guestId)).toBe(0);
    });

    it('lets guests export Shopify and download templates, and asks them to sign in for the rest', async () => {
      const { session } = await guest(server.url);
      await importOk(session, 'shopify', sample(TEMPLATE));
      expect((await session.fetch('/api/exports/shopify')).status).toBe(200);
      for (const format of ['general', 'amazon', 'etsy']) {
        const response = await session.fetch(`/api/exports/${format}`);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'Please sign in to export CSV files' });
        const template = await session.fetch(`/api/templates/${format}`);
        expect(template.status).toBe(200);
        expect(template.headers.get('content-disposition')).toBe(
          `attachment; filename="${format}-template.csv"`,
        );
      }
    });

    it("never shows one seller another's items: exports, duplicates and counts are per owner", async () => {
      const alice = await seller(server.url);
      const bob = await seller(server.url);
      await importOk(alice.session, 'shopify', sample(JEWELERY));
      expect((await bob.session.fetch('/api/exports/shopify')).status).toBe(404);
      // Alice's SKUs are no duplicates for Bob.
      expect((await importOk(bob.session, 'shopify', sample(JEWELERY))).imported).toBe(20);
      await importOk(bob.session, 'general', `${GENERAL_HEADER}\nBob's Mug,BOB-1,,1,\n`);
      const aliceExport = await (await alice.session.fetch('/api/exports/general')).text();
      expect(aliceExport).not.toContain('BOB-1');
      expect(lines(aliceExport)).toHaveLength(21);
      expect(await countItems('owner_user_id', alice.userId)).toBe(20);
    });
  });

  describe('export', () => {
    it('streams the owner’s items back in the seller’s own Shopify rows', async () => {
      const { session } = await seller(server.url);
      await importOk(session, 'shopify', sample(TEMPLATE));
      const response = await session.fetch('/api/exports/shopify');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const today = new Date().toISOString().slice(0, 10);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="shopify-products-${today}.csv"`,
      );
      // Same records; fast-csv also quotes cells holding '|', which changes no value.
      expect(await parseRows(await response.text())).toEqual(await parseRows(sample(TEMPLATE)));
    });

    it('writes each file’s rows under their own columns when two files had different headers', async () => {
      const { session } = await seller(server.url);
      await importOk(
        session,
        'shopify',
        'Handle,Title,Body (HTML),Variant SKU,Variant Price,Vendor\r\n' +
          'mug,Stoneware Mug,<p>Holds 350 ml</p>,MUG-1,12.00,Kiln & Co\r\n',
      );
      await importOk(
        session,
        'shopify',
        'Title,URL handle,SKU,Price,Description,Supplier\r\n' +
          'Oak Board,oak-board,OAK-1,30.00,<p>Solid oak</p>,Timber Ltd\r\n',
      );
      const [header, ...rows] = await parseRows(
        await (await session.fetch('/api/exports/shopify')).text(),
      );
      // The first file's columns, then the second's new one.
      expect(header.slice(0, 7)).toEqual([
        'Handle',
        'Title',
        'Body (HTML)',
        'Variant SKU',
        'Variant Price',
        'Vendor',
        'Supplier',
      ]);
      const byColumn = (row: string[]) =>
        Object.fromEntries(header.map((name, index) => [name, row[index] ?? '']));
      expect(byColumn(rows[0])).toMatchObject({
        Handle: 'mug',
        'Variant SKU': 'MUG-1',
        Vendor: 'Kiln & Co',
        Supplier: '',
      });
      expect(byColumn(rows[1])).toMatchObject({
        Handle: 'oak-board',
        Title: 'Oak Board',
        'Body (HTML)': '<p>Solid oak</p>',
        'Variant SKU': 'OAK-1',
        'Variant Price': '30.00',
        Vendor: '',
        Supplier: 'Timber Ltd',
      });
    });

    it("answers 404 'No items to export' for an empty table", async () => {
      const { session } = await seller(server.url);
      const response = await session.fetch('/api/exports/general');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'No items to export' });
    });

    it('streams 20,000 items page by page without a Content-Length', async () => {
      const { session, userId } = await seller(server.url);
      await sql(
        `INSERT INTO items (owner_user_id, position, name, sku, details, price, notes)
         SELECT $1, n * 1024, 'Product ' || n, 'SKU-' || n, 'Stoneware', '9.99', '='
           FROM generate_series(1, 20000) AS n`,
        [userId],
      );
      const response = await session.fetch('/api/exports/general');
      expect(response.headers.get('content-length')).toBeNull();
      expect(response.headers.get('transfer-encoding')).toBe('chunked');
      const rows = lines(await response.text());
      expect(rows).toHaveLength(20_001);
      expect(rows[1]).toBe("Product 1,SKU-1,Stoneware,9.99,'=,");
      expect(rows[20_000]).toBe("Product 20000,SKU-20000,Stoneware,9.99,'=,");
    });

    it('round-trips an Etsy import over HTTP into the same items for another seller', async () => {
      const first = await seller(server.url);
      await importOk(first.session, 'etsy', sample(ETSY));
      const exported = await (await first.session.fetch('/api/exports/etsy')).text();
      const second = await seller(server.url);
      expect((await importOk(second.session, 'etsy', exported)).imported).toBe(14);
      const a = (await first.session.ok<Listed>(LIST)).items.nodes;
      const b = (await second.session.ok<Listed>(LIST)).items.nodes;
      const strip = (nodes: Listed['items']['nodes']) =>
        nodes.map(({ name, details, price, notes, sku }) => ({
          name,
          details,
          price,
          notes,
          sku: sku.replace(/^etsy-generated-\d+-/, 'etsy-generated-'),
        }));
      expect(strip(b)).toEqual(strip(a));
    });
  });
});

describe('CSV limits from config', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      CSV_MAX_BYTES: String(1024 * 1024),
      CSV_MAX_ROWS: '5',
      CSV_FORMATS_IN_DEVELOPMENT: 'etsy',
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('reports them', async () => {
    const response = await new BrowserSession(server.url).fetch('/api/csv/config');
    expect(await response.json()).toEqual({
      inDevelopment: ['etsy'],
      maxBytes: 1024 * 1024,
      maxRows: 5,
    });
  });

  it('answers 413 past the byte cap, whether the size is declared or streamed', async () => {
    const { session, userId } = await seller(server.url);
    const big = `${GENERAL_HEADER}\n${'Mug,M-1,,1,\n'.repeat(120_000)}`;
    const declared = await upload(session, 'general', big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: 'File is too large (max 1 MB)' });

    const bytes = Buffer.from(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024) {
          controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
        }
        controller.close();
      },
    });
    const streamed = await session.fetch('/api/imports/general?filename=p.csv', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error: 'File is too large (max 1 MB)' });
    expect(await countItems('owner_user_id', userId)).toBe(0);
  });

  it('refuses more rows than allowed', async () => {
    const { session } = await seller(server.url);
    const rows = Array.from({ length: 6 }, (_, i) => `Mug ${i},M-${i},,1,`).join('\n');
    const response = await upload(session, 'general', `${GENERAL_HEADER}\n${rows}\n`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'CSV file has too many rows (max 5)' });
  });

  it('refuses a format that is still in development', async () => {
    const { session } = await seller(server.url);
    const response = await upload(session, 'etsy', sample(ETSY));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Coming soon - currently in development' });
  });
});
