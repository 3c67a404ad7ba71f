import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../../../core/src/config/paths';
import { parseRows } from '../../../../core/src/csv/test-support/csv-fixtures';
import { BrowserSession } from '../../../../test/support/browser-session';
import { startTestServer, type TestServer } from '../../../../test/support/server';

const AMAZON = readFileSync(
  path.join(
    repoRoot(),
    'test',
    'fixtures',
    'samples',
    'amazon_all_listings_report_zynk_doc_sample.txt',
  ),
);
const ITALIAN_ETSY =
  'TITOLO,DESCRIZIONE,PREZZO,VALUTA,QUANTITÀ,TAG,MATERIALI,IMMAGINE1,IMMAGINE2,SKU,Scaffale\n' +
  'Candela di soia,Profumo di fico,18.00,EUR,4,"candela,soia",cera di soia,https://x/1.jpg,,CAN-1,B4\n' +
  'Tazza in ceramica,Smaltata,16.00,EUR,2,"tazza,caffe",ceramica,https://x/2.jpg,,TAZ-1,C2\n';
const LIST = `query { items(first: 100) { nodes { name details description } } }`;

interface ImportAnswer {
  imported: number;
  warnings: string[];
  itemIds: string[];
}

let seq = 0;
async function seller(url: string): Promise<BrowserSession> {
  seq += 1;
  const session = new BrowserSession(url);
  await session.start();
  await session.ok('mutation($i: SignUpInput!) { signUp(input: $i) { kind } }', {
    i: {
      name: 'Whole Files',
      email: `whole${seq}.${Date.now()}@example.com`,
      password: 'secret pw',
    },
  });
  return session;
}

async function importFile(
  session: BrowserSession,
  format: string,
  body: Uint8Array | string,
  filename: string,
): Promise<ImportAnswer> {
  const response = await session.fetch(
    `/api/imports/${format}?${new URLSearchParams({ filename }).toString()}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: typeof body === 'string' ? body : Buffer.from(body),
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as ImportAnswer;
}

describe('every column of a marketplace file is read or named, over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('an Amazon .txt report goes back as a tab-delimited .txt with the fields of its rows', async () => {
    const session = await seller(server.url);
    const answer = await importFile(session, 'amazon', AMAZON, 'All Listings Report.txt');
    expect(answer).toMatchObject({ imported: 3, warnings: [] });
    // A seller's own product next to the imported ones.
    await session.ok(`mutation($i: ItemInput) { addItem(input: $i) { id } }`, {
      i: { name: 'Typed Mug', sku: 'TYPED-1', details: 'Stoneware', price: '9', notes: '' },
    });

    const response = await session.fetch('/api/exports/amazon');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="amazon-products-${today}.txt"`,
    );
    const text = await response.text();
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines.map((line) => line.split('\t').length)).toEqual([29, 29, 29, 29, 29]);
    expect(text).not.toContain('"');
    const original = await parseRows(AMAZON);
    expect((await parseRows(text)).slice(0, 4)).toEqual(original);
  });

  it('an Italian Etsy download: TAG and MATERIALI are read, the unknown column is named, the export is Italian', async () => {
    const session = await seller(server.url);
    const answer = await importFile(session, 'etsy', ITALIAN_ETSY, 'EtsyListingsDownload.csv');
    expect(answer).toMatchObject({ imported: 2, warnings: ['Kept but not read: Scaffale'] });
    const listed = await session.ok<{ items: { nodes: { name: string; details: string }[] } }>(
      LIST,
    );
    expect(listed.items.nodes.map((item) => item.details)).toEqual([
      'Profumo di fico | candela, soia | cera di soia',
      'Smaltata | tazza, caffe | ceramica',
    ]);

    const exported = await (await session.fetch('/api/exports/etsy')).text();
    const [header, first] = await parseRows(exported);
    expect(header).toEqual(
      expect.arrayContaining(['TITOLO', 'QUANTITÀ', 'TAG', 'MATERIALI', 'Scaffale']),
    );
    for (const english of ['TITLE', 'QUANTITY', 'TAGS', 'MATERIALS'])
      expect(header).not.toContain(english);
    expect(new Set(header).size).toBe(header.length);
    expect(first[header.indexOf('TAG')]).toBe('candela,soia');
    expect(first[header.indexOf('Scaffale')]).toBe('B4');
  });
});
