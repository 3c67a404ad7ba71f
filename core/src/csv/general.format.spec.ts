import { CSV_FORMATS } from './formats';
import {
  exportToString,
  fieldsOf,
  importBytes,
  importOk,
  parseRows,
  stored,
} from './test-support/csv-fixtures';

const HEADER = 'Item Name,Item SKU,Item Details,Item Price,Item Notes';

describe('General import (SPEC §5)', () => {
  it('reads the five columns, trimmed, in file order', async () => {
    const { items } = await importOk(
      'general',
      `${HEADER}\n  Ceramic Mug ,MUG-1,Stoneware | 350 ml,12.99,Dishwasher safe\nLinen Towel,TOWEL-2,100% linen,"1,299.00",\nWool Throw,THROW-3,,"12,99",\n`,
    );
    expect(items.map(fieldsOf)).toEqual([
      {
        name: 'Ceramic Mug',
        sku: 'MUG-1',
        details: 'Stoneware | 350 ml',
        price: '12.99',
        notes: 'Dishwasher safe',
        description: '',
      },
      {
        name: 'Linen Towel',
        sku: 'TOWEL-2',
        details: '100% linen',
        price: '1,299.00',
        notes: '',
        description: '',
      },
      {
        name: 'Wool Throw',
        sku: 'THROW-3',
        details: '',
        price: '12,99',
        notes: '',
        description: '',
      },
    ]);
    expect(items[0].sourceFormat).toBe('general');
  });

  it('matches headers case-insensitively and takes an Item Description column back', async () => {
    const { items } = await importOk(
      'general',
      'item name,ITEM SKU,item details,Item price,item notes,Item Description\nMug,M-1,d,1,n,A fine mug.\n',
    );
    expect(items[0]).toMatchObject({ name: 'Mug', description: 'A fine mug.' });
  });

  it('refuses a file that lacks a required header', async () => {
    const run = await importBytes('general', 'Item Name,Item SKU,Item Price\nMug,M-1,5\n');
    expect(run.error?.message).toBe(
      'CSV validation failed: Missing required headers: Item Details, Item Notes',
    );
    expect(run.error?.errors).toEqual(['Missing required headers: Item Details, Item Notes']);
  });

  it('lists every row error with its spreadsheet row number and imports nothing', async () => {
    const run = await importBytes(
      'general',
      `${HEADER}\nMug,M-1,d,5,n\n,M-2,d,5,n\nLamp,,d,abc,n\nVase,V-1,d,-4,n\n`,
    );
    expect(run.error?.message).toBe(
      'CSV validation failed: Row 3: Item Name is required (and 3 more)',
    );
    expect(run.error?.errors).toEqual([
      'Row 3: Item Name is required',
      'Row 4: Item SKU is required',
      'Row 4: Item Price must be a valid positive number',
      'Row 5: Item Price must be a valid positive number',
    ]);
  });

  it('drops rows whose SKU exists already or earlier in the file', async () => {
    const run = await importOk(
      'general',
      `${HEADER}\nMug,M-1,,1,\nLamp,L-1,,2,\nMug again,M-1,,1,\n`,
      {
        existing: ['L-1'],
      },
    );
    expect(run.items.map((item) => item.sku)).toEqual(['M-1']);
    expect(run.importer.duplicatesSkipped).toBe(2);
  });

  it("says 'No new items found in CSV (all SKUs already exist)' when nothing is new", async () => {
    const run = await importBytes('general', `${HEADER}\nMug,M-1,,1,\n`, { existing: ['M-1'] });
    expect(run.error?.message).toBe('No new items found in CSV (all SKUs already exist)');
  });
});

describe('General export and template', () => {
  it('writes the table as it is now, with the description, under products-{date}.csv', async () => {
    const text = await exportToString(
      'general',
      stored([
        {
          name: 'Mug',
          sku: 'M-1',
          details: 'Stoneware',
          price: '12,99',
          notes: 'n',
          description: 'A mug.',
          sourceFormat: null,
          sourceRows: null,
        },
      ]),
    );
    expect(await parseRows(text)).toEqual([
      ['Item Name', 'Item SKU', 'Item Details', 'Item Price', 'Item Notes', 'Item Description'],
      ['Mug', 'M-1', 'Stoneware', '12,99', 'n', 'A mug.'],
    ]);
    expect(CSV_FORMATS.general.export.fileName('2025-11-22')).toBe('products-2025-11-22.csv');
  });

  it("keeps the seller's extra columns of an imported file", async () => {
    const { items } = await importOk('general', `Category,${HEADER}\nKitchen,Mug,M-1,d,5,n\n`);
    const rows = await parseRows(
      await exportToString('general', stored([{ ...items[0], name: 'Big Mug' }])),
    );
    expect(rows).toEqual([
      [
        'Item Name',
        'Item SKU',
        'Item Details',
        'Item Price',
        'Item Notes',
        'Item Description',
        'Category',
      ],
      ['Big Mug', 'M-1', 'd', '5', 'n', '', 'Kitchen'],
    ]);
  });

  it('offers a template that imports as it is', async () => {
    const template = CSV_FORMATS.general.template({
      etsyWhenMade: '2020_2024',
      usedHandles: new Set(),
    });
    expect(template[0]).toEqual([
      'Item Name',
      'Item SKU',
      'Item Details',
      'Item Price',
      'Item Notes',
    ]);
    const { items } = await importOk('general', template.map((row) => row.join(',')).join('\n'));
    expect(items.map((item) => item.sku)).toEqual(['MUG-001', 'TOWEL-002']);
  });
});
