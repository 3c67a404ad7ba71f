import type { CsvFormatId, ShopifyMapping, StagedItem } from './csv-format';
import { openCsvBuffer } from './csv-reader';
import { importBytes, sample, SAMPLES } from './test-support/csv-fixtures';
import { ThreadedCsvImport } from './threaded-import';

interface Options {
  existing?: string[];
  mapping?: ShopifyMapping | null;
  maxRows?: number;
  fileName?: string;
}

const TIMESTAMP = 1_700_000_000_000;

// What an import comes to, read in this thread (CsvImport) or in the importer thread: the
// items as they are written to Postgres, or the error's message and list (the items before
// it are rolled back with the import, and how far each got is not compared).
async function inThisThread(format: CsvFormatId, bytes: Buffer | string, options: Options = {}) {
  const run = await importBytes(format, bytes, { ...options, timestamp: TIMESTAMP });
  return {
    items: (run.error ? [] : run.items).map(
      ({ sourceRows, sourceRowsJson, sourceFormat: _, ...fields }) => {
        const { rows, ...source } = sourceRows;
        return { ...fields, source, rowsJson: sourceRowsJson ?? JSON.stringify(rows) };
      },
    ),
    error: run.error && { message: run.error.message, errors: run.error.errors ?? [] },
    duplicatesSkipped: run.error ? 0 : run.importer.duplicatesSkipped,
    warnings: run.error ? [] : run.importer.warnings,
  };
}

async function inTheImporter(format: CsvFormatId, bytes: Buffer | string, options: Options = {}) {
  const items: StagedItem[] = [];
  try {
    const document = await openCsvBuffer(bytes);
    const importer = new ThreadedCsvImport(document, {
      format,
      mapping: options.mapping ?? null,
      maxRows: options.maxRows ?? 100_000,
      existingSkus: options.existing ?? [],
      timestamp: TIMESTAMP,
      fileName: options.fileName,
    });
    for await (const item of importer.items()) items.push(item);
    return {
      items,
      error: null,
      duplicatesSkipped: importer.duplicatesSkipped,
      warnings: importer.warnings,
    };
  } catch (error) {
    const { message, errors } = error as Error & { errors?: string[] };
    return {
      items: [],
      error: { message, errors: errors ?? [] },
      duplicatesSkipped: 0,
      warnings: [],
    };
  }
}

const GENERAL = 'Item Name,Item SKU,Item Details,Item Price,Item Notes';
const SHOPIFY = 'Handle,Title,Body (HTML),Vendor,Variant SKU,Variant Price';

// Files that import, and files that are refused at the header, at a row, or at the end.
const CASES: [string, CsvFormatId, Buffer | string, Options?][] = [
  ['the Shopify template', 'shopify', sample(SAMPLES.shopifyTemplate)],
  ['a Shopify partner export', 'shopify', sample(SAMPLES.shopifyJewelery)],
  ['a Shopify export in the 2026 headers', 'shopify', sample(SAMPLES.shopifyNewFormat)],
  ['an Amazon listings report', 'amazon', sample(SAMPLES.amazonListings), { fileName: 'a.txt' }],
  ['an Etsy listings export', 'etsy', sample(SAMPLES.etsyListings)],
  [
    'SKUs the owner has and repeated ones',
    'shopify',
    sample(SAMPLES.shopifyJewelery),
    { existing: ['SKU-ANKLET-1'] },
  ],
  [
    'a Shopify file with the seller’s mapping',
    'shopify',
    sample(SAMPLES.shopifyTemplate),
    {
      mapping: { name: 'Title', sku: 'Handle', price: null, details: ['Vendor'], notes: ['Tags'] },
    },
  ],
  [
    'rows without a handle (generated), quoted bodies over lines, a BOM',
    'shopify',
    `\ufeff${SHOPIFY}\r\n,Mug one,"<p>Stoneware,\r\n""glazed""</p>",Acme,M-1,12.00\r\n,,,,M-1-L,13.00\r\nvase,Vase,<b>tall</b>,Acme,V-1,30\r\n`,
  ],
  [
    'a semicolon file with decimal commas and blank lines',
    'general',
    `\n\n${GENERAL.split(',').join(';')}\n\nMug;M-1;Stoneware;12,99;Gift\n\n;;;;\nTowel;T-1;Linen;9,50;\n`,
  ],
  ['Windows-1252 text', 'general', Buffer.from(`${GENERAL}\nCaf\xe9 mug;C-1;x;4;\n`, 'latin1')],
  ['zero bytes in a cell', 'general', `${GENERAL}\nMu\u0000g,M-1,x,1,\n`],
  ['a formula the seller wrote', 'general', `${GENERAL}\n'=1+2,M-1,x,1,\n`],
  ['no rows', 'general', `${GENERAL}\n`],
  ['nothing at all', 'general', '   \n'],
  ['headers that are not the format’s', 'general', 'a,b,c\n1,2,3\n'],
  ['an unclosed quote in a row', 'general', `${GENERAL}\nMug,M-1,"open,1,\n`],
  ['an unclosed quote in the header', 'general', `"${GENERAL}\nMug,M-1,x,1,\n`],
  [
    'row errors after good rows',
    'general',
    `${GENERAL}\n${Array.from({ length: 3000 }, (_, n) => `Mug ${n},M-${n},x,${n % 7 === 0 ? 'abc' : '1'},`).join('\n')}\n`,
  ],
  [
    'more rows than allowed',
    'general',
    `${GENERAL}\nA,1,x,1,\nB,2,x,1,\nC,3,x,1,\n`,
    { maxRows: 2 },
  ],
  ['only SKUs the owner has', 'general', `${GENERAL}\nMug,M-1,x,1,\n`, { existing: ['M-1'] }],
];

describe('ThreadedCsvImport', () => {
  // Every row with its options: jest takes a test function with more parameters than its row
  // for one that waits for `done`.
  it.each(
    CASES.map(([name, format, bytes, options = {}]) => [name, format, bytes, options] as const),
  )(
    'comes to what CsvImport in this thread comes to: %s',
    async (_name, format, bytes, options) => {
      const expected = await inThisThread(format, bytes, options);
      expect(await inTheImporter(format, bytes, options)).toEqual(expected);
    },
  );

  it('gives every item of a file one shared header row and dialect', async () => {
    const { items } = await inTheImporter('shopify', sample(SAMPLES.shopifyJewelery));
    expect(items.length).toBeGreaterThan(2);
    expect(new Set(items.map((item) => item.source)).size).toBe(1);
  });

  it('reads a large file sent in many pieces, the items in file order', async () => {
    const rows = Array.from({ length: 20_000 }, (_, n) => `Mug ${n},M-${n},"Stoneware, ${n}",1,`);
    const text = `${GENERAL}\r\n${rows.join('\r\n')}\r\n`;
    const { items, error } = await inTheImporter('general', text);
    expect(error).toBeNull();
    expect(items.map((item) => item.sku)).toEqual(rows.map((_, n) => `M-${n}`));
    expect(items[7].rowsJson).toBe(JSON.stringify([['Mug 7', 'M-7', 'Stoneware, 7', '1', '']]));
  });
});
