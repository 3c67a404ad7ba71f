import { Readable } from 'node:stream';
import { CsvTooLargeError } from './csv-errors';
import { openCsv } from './csv-reader';
import {
  exportToString,
  fieldsOf,
  importBytes,
  importOk,
  parseRows,
  stored,
} from './test-support/csv-fixtures';

const HEADER = 'Item Name,Item SKU,Item Details,Item Price,Item Notes';
const MUG = {
  name: 'Mug',
  sku: 'M-1',
  details: 'Stoneware',
  price: '12.99',
  notes: 'Gift',
  description: '',
};

function utf16le(text: string, bom = true): Buffer {
  const body = Buffer.from(text, 'utf16le');
  return bom ? Buffer.concat([Buffer.from([0xff, 0xfe]), body]) : body;
}

describe('line endings, quoting and the byte order mark', () => {
  it.each([
    ['LF', '\n'],
    ['CRLF', '\r\n'],
    ['CR', '\r'],
  ])('reads %s line ends', async (_name, eol) => {
    const { items } = await importOk(
      'general',
      [HEADER, 'Mug,M-1,Stoneware,12.99,Gift', ''].join(eol),
    );
    expect(items.map(fieldsOf)).toEqual([MUG]);
  });

  it('reads mixed line ends and quoted fields spanning lines', async () => {
    const { items } = await importOk(
      'general',
      `${HEADER}\r\nMug,M-1,"Stoneware,\nglazed\r\ninside",12.99,"He said ""wow"""\nLamp,L-1,Brass,40,\r`,
    );
    expect(items.map((item) => [item.sku, item.details, item.notes])).toEqual([
      ['M-1', 'Stoneware,\nglazed\r\ninside', 'He said "wow"'],
      ['L-1', 'Brass', ''],
    ]);
  });

  it('strips a UTF-8 BOM so the first header still matches', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${HEADER}\nMug,M-1,Stoneware,12.99,Gift\n`),
    ]);
    const { items, importer } = await importOk('general', bytes);
    expect(items.map(fieldsOf)).toEqual([MUG]);
    expect(importer.headers[0]).toBe('Item Name');
  });

  it('finds a semicolon header below blank lines, even when they arrive alone', async () => {
    const chunks = [
      '\r\n',
      '\n',
      `${HEADER.split(',').join(';')}\n`,
      'Mug;M-1;Stoneware;12.99;Gift\n',
    ];
    const document = await openCsv(Readable.from(chunks.map((chunk) => Buffer.from(chunk))));
    expect(document.dialect.delimiter).toBe(';');
    expect(document.blank).toBe(false);
    const records: string[][] = [];
    for await (const record of document.records()) records.push(record.cells);
    expect(records.filter((cells) => cells.length > 0)).toEqual([
      HEADER.split(','),
      ['Mug', 'M-1', 'Stoneware', '12.99', 'Gift'],
    ]);
  });

  it('skips blank lines and counts rows as a spreadsheet does', async () => {
    const run = await importBytes('general', `\n${HEADER}\n\nMug,M-1,,1,\n,,,,\n,L-2,,1,\n`);
    expect(run.error?.errors).toEqual(['Row 6: Item Name is required']);
  });
});

describe('the wrong delimiter', () => {
  it.each([
    ['semicolon', ';'],
    ['tab', '\t'],
    ['pipe', '|'],
  ])('sniffs a %s-separated file and imports it', async (_name, delimiter) => {
    const text = [
      HEADER.split(',').join(delimiter),
      ['Mug', 'M-1', 'Stoneware', '12.99', 'Gift'].join(delimiter),
    ].join('\n');
    const { items } = await importOk('general', text);
    expect(items.map(fieldsOf)).toEqual([MUG]);
  });

  it('reads a semicolon file with decimal commas (European Excel)', async () => {
    const { items } = await importOk(
      'general',
      `${HEADER.split(',').join(';')}\nMug;M-1;Stoneware;12,99;Gift\n`,
    );
    expect(items[0].price).toBe('12,99');
  });

  it('names the missing headers when the columns cannot be told apart', async () => {
    const run = await importBytes('general', `${HEADER.split(',').join(':')}\nMug:M-1:x:1:y\n`);
    expect(run.error?.message).toBe(
      'CSV validation failed: Missing required headers: Item Name, Item SKU, Item Details, Item Price, Item Notes',
    );
  });
});

describe('ragged rows', () => {
  it('pads short rows and ignores empty trailing cells', async () => {
    const { items } = await importOk(
      'general',
      `${HEADER}\nMug,M-1,Stoneware,12.99\nLamp,L-1,Brass,40,,,,\n`,
    );
    expect(items.map((item) => [item.sku, item.notes])).toEqual([
      ['M-1', ''],
      ['L-1', ''],
    ]);
    expect(items[0].sourceRows.rows[0]).toEqual(['Mug', 'M-1', 'Stoneware', '12.99', '']);
  });

  it('refuses a row with data past the last column (an unquoted comma shifted it)', async () => {
    const run = await importBytes('general', `${HEADER}\nMug,M-1,Stoneware, glazed,12.99,Gift\n`);
    expect(run.error?.errors).toEqual([
      'Row 2: has 6 fields but the header has 5 columns',
      'Row 2: Item Price must be a valid positive number',
    ]);
  });
});

describe('a 10 MB cell', () => {
  const huge = 'x'.repeat(10 * 1024 * 1024);

  it('is a clear row error in the General table (Item Details holds 20,000 characters)', async () => {
    const run = await importBytes('general', `${HEADER}\nMug,M-1,"${huge}",12.99,Gift\n`);
    expect(run.error?.message).toBe(
      'CSV validation failed: Row 2: Item Details must be at most 20,000 characters',
    );
  });

  it('in a Shopify body is shortened for details with a warning, and kept whole for export', async () => {
    const body = `<p>${'Soft cotton. '.repeat(800_000)}</p>`;
    const run = await importOk(
      'shopify',
      `Handle,Title,Body (HTML),Variant SKU\nshirt,Shirt,"${body}",S-1\n`,
    );
    expect(run.items[0].details.length).toBeLessThanOrEqual(20_000);
    expect(run.importer.warnings).toContain('Row 2: Details shortened to 20,000 characters');
    expect(run.items[0].sourceRows.rows[0][2]).toBe(body);
  });
});

describe('formula cells', () => {
  const FILE = `${HEADER}\n"=HYPERLINK(""http://evil"",""x"")",M-1,@SUM(A1),+1 555,-Gift\n`;

  it('import as text, and go back byte for byte when they came unchanged from the file', async () => {
    const { items } = await importOk('general', FILE);
    expect(items[0]).toMatchObject({ name: '=HYPERLINK("http://evil","x")', details: '@SUM(A1)' });
    const exported = await exportToString('general', stored(items));
    const rows = await parseRows(exported);
    // The seller's own cells: Quillcart never changes what it did not write.
    expect(rows[1].slice(0, 5)).toEqual([
      '=HYPERLINK("http://evil","x")',
      'M-1',
      '@SUM(A1)',
      '+1 555',
      '-Gift',
    ]);
    const again = await importOk('general', exported);
    expect(again.items.map(fieldsOf)).toEqual(items.map(fieldsOf));
  });

  it('get an apostrophe when Quillcart wrote them: a changed field, a description, a typed item', async () => {
    const { items } = await importOk('general', FILE);
    const edited = { ...items[0], notes: '=1+1', description: '@mention me' };
    const typed = { ...MUG, sku: 'T-1', name: '+Typed', sourceFormat: null, sourceRows: null };
    const exported = await exportToString('general', stored([edited, typed]));
    const rows = await parseRows(exported);
    expect(rows[1]).toEqual([
      '=HYPERLINK("http://evil","x")',
      'M-1',
      '@SUM(A1)',
      '+1 555',
      "'=1+1",
      "'@mention me",
    ]);
    expect(rows[2][0]).toBe("'+Typed");
    // Both ways: reading the apostrophe back gives the text that was written.
    const again = await importOk('general', exported);
    expect(again.items.map((item) => [item.name, item.notes, item.description])).toEqual([
      ['=HYPERLINK("http://evil","x")', '=1+1', '@mention me'],
      ['+Typed', MUG.notes, ''],
    ]);
    // …and that file, exported again unchanged, comes back byte for byte, apostrophes included.
    const twice = await parseRows(await exportToString('general', stored(again.items)));
    expect(twice).toEqual(rows);
  });

  it('leaves plain negative numbers alone (a Shopify inventory of -2 is not a formula)', async () => {
    const rows = await parseRows(
      await exportToString(
        'general',
        stored([
          { ...MUG, price: '-2', notes: '\tindented', sourceFormat: null, sourceRows: null },
        ]),
      ),
    );
    expect(rows[1][3]).toBe('-2');
    expect(rows[1][4]).toBe("'\tindented");
  });
});

describe('encodings', () => {
  it('decodes a Windows-1252 file (bytes that are not UTF-8)', async () => {
    const bytes = Buffer.concat([
      Buffer.from(`${HEADER}\n`),
      Buffer.from([0x47, 0x72, 0xf6, 0xdf, 0x65]), // Größe
      Buffer.from(',G-1,Caf'),
      Buffer.from([0xe9, 0x20, 0x80, 0x35]), // é €5
      Buffer.from(',5,\n'),
    ]);
    const { items } = await importOk('general', bytes);
    expect(items[0]).toMatchObject({ name: 'Größe', details: 'Café €5' });
  });

  it('reads a file mixing UTF-8 and Windows-1252 text correctly', async () => {
    const bytes = Buffer.concat([
      Buffer.from(`${HEADER}\nCafé crème,C-1,,1,\n`),
      Buffer.from([0x4e, 0x61, 0xef, 0x76, 0x65]), // Naïve in Windows-1252
      Buffer.from(',N-1,,1,\n'),
    ]);
    const { items } = await importOk('general', bytes);
    expect(items.map((item) => item.name)).toEqual(['Café crème', 'Naïve']);
  });

  it('reads UTF-16 (Excel "Unicode Text"), with or without a byte order mark', async () => {
    const text = `${HEADER.split(',').join('\t')}\r\nTöpfchen ☕\tT-1\tSteingut\t9\t\r\n`;
    for (const bytes of [utf16le(text), utf16le(text, false)]) {
      const { items } = await importOk('general', bytes);
      expect(items[0]).toMatchObject({ name: 'Töpfchen ☕', sku: 'T-1', details: 'Steingut' });
    }
  });

  it("refuses a spreadsheet saved as .xlsx with 'Please select a CSV file'", async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect((await importBytes('general', zip)).error?.message).toBe('Please select a CSV file');
  });

  it('refuses binary data it cannot read as text', async () => {
    const binary = Buffer.from([1, 2, 0, 3, 0, 0, 9, 0, 0, 0, 255, 254, 13, 0, 10]);
    expect((await importBytes('general', binary)).error?.message).toBe(
      'Invalid CSV format - unable to read headers',
    );
  });

  it('drops zero bytes inside a cell (Postgres cannot store them)', async () => {
    const bytes = Buffer.concat([
      Buffer.from(`${HEADER}\n${'Filler,F-0,,1,\n'.repeat(400)}Mu`),
      Buffer.from([0]),
      Buffer.from('g,M-1,,1,\n'),
    ]);
    const { items } = await importOk('general', bytes);
    expect(items.at(-1)?.name).toBe('Mug');
  });

  it("keeps the parse's JSON text of a row only where it is the row kept, cell for cell", async () => {
    const bytes = Buffer.concat([
      // Text enough before the zero byte for the file to be read as text.
      Buffer.from(`${HEADER}\n${'Filler,F-0,,1,\n'.repeat(400)}`),
      Buffer.from(`Mug,M-1,"Stoneware, ""350 ml""",12,\nShort,S-1\nNul`),
      Buffer.from([0]),
      Buffer.from('l,N-1,,1,\n'),
    ]);
    const { items } = await importOk('general', bytes);
    const [whole, short, nul] = items.slice(-3);
    expect([whole, short, nul].map((item) => item.sku)).toEqual(['M-1', 'S-1', 'N-1']);
    // As parsed: the JSON the parse wrote is stored as it is.
    expect(whole.sourceRowsJson).toBe(JSON.stringify(whole.sourceRows.rows));
    // Padded to the header, and a zero byte taken out: written again from the kept cells.
    expect(short.sourceRowsJson).toBeUndefined();
    expect(short.sourceRows.rows[0]).toHaveLength(whole.sourceRows.rows[0].length);
    expect(nul.sourceRowsJson).toBeUndefined();
    expect(nul.sourceRows.rows[0][0]).toBe('Null');
  });
});

describe('duplicate headers', () => {
  it('refuses a column the format reads twice', async () => {
    const run = await importBytes('general', `${HEADER},Item Name\nMug,M-1,,1,,Other\n`);
    expect(run.error?.message).toBe('CSV validation failed: Duplicate column: Item Name');
  });

  it("keeps the seller's own repeated columns for the export", async () => {
    const { items } = await importOk('general', `${HEADER},Tag,Tag\nMug,M-1,,1,,red,blue\n`);
    const rows = await parseRows(await exportToString('general', stored(items)));
    expect(rows[0].slice(-2)).toEqual(['Tag', 'Tag']);
    expect(rows[1].slice(-2)).toEqual(['red', 'blue']);
  });
});

describe('empty, unreadable and malformed files', () => {
  it.each([
    ['an empty file', ''],
    ['whitespace only', ' \r\n \n'],
    ['a header without rows', `${HEADER}\n`],
    ['a header and blank rows', `${HEADER}\n,,,,\n\n`],
  ])('%s is empty', async (_name, text) => {
    expect((await importBytes('general', text)).error?.message).toBe(
      'CSV file appears to be empty or contains no valid data',
    );
  });

  it('a header row of blank cells has no headers', async () => {
    expect((await importBytes('general', ',,,\nMug,M-1,x,1\n')).error?.message).toBe(
      'CSV file contains no headers',
    );
  });

  it('an unclosed quote in the header makes the headers unreadable', async () => {
    expect((await importBytes('general', '"Item Name,Item SKU\nMug,M-1\n')).error?.message).toBe(
      'Invalid CSV format - unable to read headers',
    );
  });

  it('an unclosed quote in a row is a parse error, and nothing is returned', async () => {
    const run = await importBytes('general', `${HEADER}\nMug,M-1,x,1,\nLamp,"L-1,x,1,\n`);
    expect(run.error?.message).toBe('Failed to parse CSV file. Please check the format.');
    expect(run.error?.errors).toEqual(['A quoted field is never closed']);
  });

  it('stops past the row cap and past the byte cap', async () => {
    const rows = Array.from({ length: 4 }, (_, i) => `Mug ${i},M-${i},,1,`).join('\n');
    expect(
      (await importBytes('general', `${HEADER}\n${rows}\n`, { maxRows: 3 })).error?.message,
    ).toBe('CSV file has too many rows (max 3)');
    const big = await importBytes('general', `${HEADER}\n${'Mug,M-1,,1,\n'.repeat(200_000)}`, {
      maxBytes: 1024 * 1024,
    });
    expect(big.error).toBeInstanceOf(CsvTooLargeError);
    expect(big.error?.message).toBe('File is too large (max 1 MB)');
  });
});
