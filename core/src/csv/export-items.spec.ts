import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CSV_FORMAT_IDS } from './csv-format';
import { buildExportLayout, createCsvFormatter, OutputChunker, rowStream } from './export-items';
import { CSV_FORMATS } from './formats';
import { exportToString, importOk, parseRows, stored } from './test-support/csv-fixtures';

const context = { etsyWhenMade: '2020_2024', usedHandles: new Set<string>() };

describe('file names (DESIGN)', () => {
  it.each([
    ['general', 'products-2025-11-22.csv'],
    ['shopify', 'shopify-products-2025-11-22.csv'],
    ['amazon', 'amazon-products-2025-11-22.csv'],
    ['etsy', 'etsy-products-2025-11-22.csv'],
  ] as const)('%s exports as %s', (format, name) => {
    expect(CSV_FORMATS[format].export.fileName('2025-11-22')).toBe(name);
  });
});

describe('templates', () => {
  it.each(CSV_FORMAT_IDS)('the %s template imports as one or more items', async (format) => {
    const rows = CSV_FORMATS[format].template(context);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const text = rows
      .map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(','))
      .join('\n');
    const { items } = await importOk(format, text);
    expect(items.length).toBe(rows.length - 1);
  });

  it('writes TRUE/FALSE in the Shopify template', () => {
    const [header, row] = CSV_FORMATS.shopify.template(context);
    expect(row[header.indexOf('Published')]).toBe('TRUE');
    expect(row[header.indexOf('Gift Card')]).toBe('FALSE');
  });
});

describe('export layout', () => {
  it('uses the standard columns when no item came from the format', () => {
    for (const format of CSV_FORMAT_IDS) {
      const layout = buildExportLayout(CSV_FORMATS[format], [], true);
      expect(layout.headers).toEqual([...CSV_FORMATS[format].export.headers]);
    }
  });

  it("starts a Shopify export from the seller's header and adds SEO Description when it lacks one", () => {
    const layout = buildExportLayout(
      CSV_FORMATS.shopify,
      [['Handle', 'Title', 'Body (HTML)', 'Foo']],
      false,
    );
    expect(layout.headers).toEqual(['Handle', 'Title', 'Body (HTML)', 'Foo', 'SEO Description']);
  });

  it('spells added columns in the newer dialect when the base header is in it', () => {
    const layout = buildExportLayout(
      CSV_FORMATS.shopify,
      [['Title', 'URL handle', 'Description']],
      true,
    );
    expect(layout.headers).toContain('SEO description');
    expect(layout.headers).toContain('SKU');
    expect(layout.headers).not.toContain('Handle');
  });

  it('writes just the header when there are no items', async () => {
    const rows = await parseRows(await exportToString('shopify', stored([])));
    expect(rows).toEqual([[...CSV_FORMATS.shopify.export.headers]]);
  });
});

describe('the export stream', () => {
  async function written(batches: AsyncIterable<string[][]> | Iterable<string[][]>) {
    const pieces: Buffer[] = [];
    await pipeline(
      rowStream(batches),
      createCsvFormatter(),
      new OutputChunker(64),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          pieces.push(chunk);
          done();
        },
      }),
    );
    return pieces;
  }

  it('writes every batch in order, empty batches included, in pieces of the chunk size', async () => {
    async function* batches() {
      yield await Promise.resolve([['Handle', 'Title']]);
      yield [];
      for (let page = 0; page < 3; page += 1) {
        yield Array.from({ length: 10 }, (_, row) => [`h-${page}-${row}`, 'Tee, "cotton"']);
      }
    }
    const pieces = await written(batches());
    const text = Buffer.concat(pieces).toString('utf8');
    expect(text.split('\r\n')).toHaveLength(32);
    expect(text).toContain('h-2-9,"Tee, ""cotton"""\r\n');
    // Each piece but the last holds at least 64 bytes (many rows), not one row.
    expect(pieces.slice(0, -1).every((piece) => piece.length >= 64)).toBe(true);
    expect(pieces.length).toBeLessThan(31);
  });

  it('fails the download when reading the rows fails', async () => {
    async function* failing() {
      yield await Promise.resolve([['a']]);
      throw new Error('Postgres went away');
    }
    await expect(written(failing())).rejects.toThrow('Postgres went away');
  });
});
