import { Writable } from 'node:stream';
import { writeToString } from 'fast-csv';
import { CSV_DIALECT, CSV_FORMAT_IDS } from './csv-format';
import { buildExportLayout, CsvTextFormatter, writeCsv } from './export-items';
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

describe('the export writer', () => {
  function sink() {
    const pieces: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _encoding, done) {
        pieces.push(chunk);
        done();
      },
    });
    return { out, text: () => Buffer.concat(pieces).toString('utf8'), pieces };
  }

  // Cells that make fast-csv quote, escape or drop something, and ones that must stay bare.
  const awkward = [
    '',
    'plain',
    'a,b',
    'say "hi"',
    'two\nlines',
    'cr\rhere',
    'crlf\r\nend',
    'tab\there',
    'nul\u0000byte',
    ' spaced ',
    'null',
    '"',
    'ünï©ødé 🎉',
    "'=SUM(A1)",
    '|pipe|',
  ];

  // Random cells: the awkward ones, and random strings of characters fast-csv treats apart.
  function randomRows(seed: number, count: number): string[][] {
    let state = seed;
    const next = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state;
    };
    const alphabet = [
      'a',
      'Z',
      '0',
      ' ',
      ',',
      '"',
      '\t',
      '\r',
      '\n',
      '|',
      '\u0000',
      "'",
      '=',
      'é',
      '-',
      ']',
      '\\',
    ];
    const cell = () => {
      if (next() % 2 === 0) return awkward[next() % awkward.length];
      return Array.from({ length: next() % 6 }, () => alphabet[next() % alphabet.length]).join('');
    };
    return Array.from({ length: count }, () => Array.from({ length: next() % 7 }, cell));
  }

  it.each([
    ['comma, quoted', CSV_DIALECT],
    ['tab-delimited, unquoted', { ...CSV_DIALECT, delimiter: '\t' as const, quote: false }],
  ])("writes exactly what fast-csv's format stream writes (%s)", async (_name, dialect) => {
    const rows = randomRows(7, 2000);
    const expected = await writeToString(rows, {
      rowDelimiter: '\r\n',
      includeEndRowDelimiter: true,
      delimiter: dialect.delimiter,
      quote: dialect.quote,
    });
    const { out, text } = sink();
    // Pages of uneven sizes, empty ones among them, as an export yields them.
    const pages = [rows.slice(0, 1), [], rows.slice(1, 900), rows.slice(900, 901), rows.slice(901)];
    await writeCsv(pages, out, dialect);
    expect(text()).toBe(expected);
  });

  it('writes pieces of about 64 KB, in order, each made once the one before is taken', async () => {
    let read = 0;
    const page = (n: number) =>
      Array.from({ length: 10 }, (_, row) => [
        `h-${n}-${row}`,
        'Tee, "cotton"',
        'x'.repeat(10_000),
      ]);
    async function* batches() {
      for (let n = 0; n < 3; n += 1) {
        read += 1;
        yield await Promise.resolve(page(n));
      }
    }
    const pieces: string[] = [];
    let releases: (() => void)[] = [];
    const out = new Writable({
      highWaterMark: 16,
      write(chunk: Buffer, _encoding, done) {
        pieces.push(chunk.toString('utf8'));
        releases.push(done);
      },
    });
    const writing = writeCsv(batches(), out);
    await new Promise((resolve) => setImmediate(resolve));
    // The first piece is with the slow consumer: nothing more was made or read.
    expect(read).toBe(1);
    expect(pieces).toHaveLength(1);
    let done = false;
    void writing.finally(() => {
      done = true;
    });
    while (!done) {
      const waiting = releases;
      releases = [];
      for (const release of waiting) release();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await writing;
    expect(read).toBe(3);
    expect(pieces.join('')).toBe(new CsvTextFormatter().format([0, 1, 2].flatMap(page)) + '\r\n');
    expect(pieces.slice(0, -1).every((piece) => piece.length >= 64 * 1024)).toBe(true);
    expect(pieces.length).toBeLessThan(10);
  });

  it('fails the download when reading the rows fails', async () => {
    async function* failing() {
      yield await Promise.resolve([['a']]);
      throw new Error('Postgres went away');
    }
    await expect(writeCsv(failing(), sink().out)).rejects.toThrow('Postgres went away');
  });

  it('stops reading pages when the download is closed', async () => {
    let closedPages = false;
    async function* endless() {
      try {
        for (;;) yield await Promise.resolve([['x'.repeat(1000)]]);
      } finally {
        closedPages = true;
      }
    }
    const out = new Writable({
      highWaterMark: 16,
      write(_chunk: Buffer, _encoding, done) {
        setImmediate(() => {
          done();
          out.destroy();
        });
      },
    });
    await expect(writeCsv(endless(), out)).rejects.toThrow();
    expect(closedPages).toBe(true);
  });
});
