import { amazonProductIdType } from './amazon.format';
import { CsvImportError } from './csv-errors';
import { CSV_FORMATS, checkFileName } from './formats';
import {
  SAMPLES,
  exportToString,
  importBytes,
  importOk,
  parseRows,
  sample,
  stored,
} from './test-support/csv-fixtures';

const CP1252_EXTRA: Record<string, number> = {
  '€': 0x80,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
};

/** Text as Windows-1252 bytes (Latin-1 plus the 0x80–0x9F extras used here). */
function windows1252(text: string): Buffer {
  return Buffer.from([...text].map((char) => CP1252_EXTRA[char] ?? char.charCodeAt(0)));
}

describe('Amazon import of an All Listings Report (tab-delimited .txt, unquoted)', () => {
  it('reads the three listings with name, SKU, price and notes from condition, note and ASIN', async () => {
    const { items, importer } = await importOk('amazon', sample(SAMPLES.amazonListings));
    expect(importer.dataRows).toBe(3);
    expect(
      items.map(({ name, sku, price, details, notes }) => ({ name, sku, price, details, notes })),
    ).toEqual([
      {
        name: 'Vest',
        sku: '1234567',
        price: '20',
        details: '',
        notes: 'Condition: New | ASIN: B01I53BE4O',
      },
      {
        name: 'Survive The Vibe [Audio CD]',
        sku: '35-GFRR-W3VC',
        price: '0.02',
        details: '',
        notes: 'NOT A REAL ITEM | Condition: Used; Acceptable | ASIN: B004ADOCTI',
      },
      {
        name: 'Apple TV 2, MC572FD_A',
        sku: 'ATV2',
        price: '10',
        details: '',
        notes: 'Condition: Used; Like New | ASIN: B0041IZHVO',
      },
    ]);
    expect(items[0].sourceRows.headers).toHaveLength(29);
  });

  it('keeps a double quote inside an unquoted report field', async () => {
    const { items } = await importOk(
      'amazon',
      'item-name\tseller-sku\tprice\n12" Vinyl "Blue" Edition\tVIN-12\t19.99\n',
    );
    expect(items[0]).toMatchObject({ name: '12" Vinyl "Blue" Edition', sku: 'VIN-12' });
  });

  it('reads a German report in Windows-1252 with German headers', async () => {
    const bytes = windows1252(
      'Artikelbezeichnung\tHändler-SKU\tPreis\tMenge\tArtikelzustand\tASIN 1\tAngebotsnummer\r\n' +
        'Größe Tasse – “Kaffee” €\tTASSE-1\t12,99\t3\t11\tB000000001\t0101XYZ\r\n',
    );
    const run = await importOk('amazon', bytes);
    expect(run.items[0]).toMatchObject({
      name: 'Größe Tasse – “Kaffee” €',
      sku: 'TASSE-1',
      price: '12,99',
      notes: 'Condition: New | ASIN: B000000001',
    });
  });

  it('refuses a file without any Amazon column', async () => {
    const run = await importBytes('amazon', 'Item Name,Item SKU\nMug,M-1\n');
    expect(run.error).toBeInstanceOf(CsvImportError);
    expect(run.error?.message).toBe(
      "This doesn't appear to be an Amazon CSV file. Please check the format.",
    );
  });

  it('needs an item name and a valid price and quantity in every row', async () => {
    const run = await importBytes(
      'amazon',
      'item-name\tseller-sku\tprice\tquantity\nMug\tM-1\t12.99\t1\n\tM-2\t5\t1\nLamp\tL-1\tfree\t-2\n',
    );
    expect(run.error?.errors).toEqual([
      'Row 3: item-name is required',
      'Row 4: price must be a valid positive number',
      'Row 4: quantity must be a non-negative integer',
    ]);
  });

  it('accepts .csv, .txt and .tsv names; other formats take .csv only', () => {
    for (const name of ['report.txt', 'report.TSV', 'listings.csv']) {
      expect(() => checkFileName(CSV_FORMATS.amazon, name)).not.toThrow();
    }
    expect(() => checkFileName(CSV_FORMATS.amazon, 'listings.xlsx')).toThrow(
      'Please select a CSV file',
    );
    expect(() => checkFileName(CSV_FORMATS.general, 'products.txt')).toThrow(
      'Please select a CSV file',
    );
  });
});

describe('Amazon export (SPEC §9, DESIGN product-id-type)', () => {
  it.each([
    ['B0041IZHVO', '', '1'],
    ['9780306406157', '', '2'],
    ['0306406152', '', '2'],
    ['012345678905', '', '3'],
    ['4006381333931', '', '4'],
    ['', 'B07XYZ import', '1'],
    ['', 'see ASIN on the box', '1'],
    ['', 'handmade', '2'],
  ])('product-id %p with notes %p is type %p', (id, notes, type) => {
    expect(amazonProductIdType(id, notes)).toBe(type);
  });

  it('writes new items with quantity 1, item-condition 11 and add-delete a', async () => {
    const rows = await parseRows(
      await exportToString(
        'amazon',
        stored([
          {
            name: 'Mug',
            sku: 'M-1',
            details: 'Stoneware',
            price: '€12,99',
            notes: 'EAN 4006381333931',
            description: 'A mug.',
            sourceFormat: null,
            sourceRows: null,
          },
        ]),
      ),
    );
    expect(rows).toEqual([
      [
        'item-name',
        'seller-sku',
        'item-description',
        'price',
        'quantity',
        'product-id',
        'product-id-type',
        'item-condition',
        'item-note',
        'add-delete',
      ],
      ['Mug', 'M-1', 'A mug.', '12.99', '1', '4006381333931', '4', '11', '', 'a'],
    ]);
  });

  it('writes an imported listing back with only item-description changed', async () => {
    const { items } = await importOk('amazon', sample(SAMPLES.amazonListings));
    const original = await parseRows(sample(SAMPLES.amazonListings));
    const exported = await parseRows(
      await exportToString(
        'amazon',
        stored(items.map((item) => ({ ...item, description: `About ${item.name}` }))),
      ),
    );
    expect(exported[0]).toEqual(original[0]);
    const column = original[0].indexOf('item-description');
    exported.slice(1).forEach((row, index) => {
      const expected = [...original[index + 1]];
      expected[column] = `About ${items[index].name}`;
      expect(row).toEqual(expected);
    });
  });
});
