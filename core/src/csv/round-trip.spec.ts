import type { CsvFormatId, ImportedItem } from './csv-format';
import {
  SAMPLES,
  exportToString,
  fieldsOf,
  importOk,
  parseRows,
  sample,
  stored,
} from './test-support/csv-fixtures';

// A re-import runs later than the first one: generated SKUs carry another timestamp.
function comparable(items: ImportedItem[]) {
  return items.map((item) => ({
    ...fieldsOf(item),
    sku: item.sku.replace(/-generated-\d+-/, '-generated-<time>-'),
  }));
}

const CASES: [string, CsvFormatId, string][] = [
  ['Shopify template (classic)', 'shopify', SAMPLES.shopifyTemplate],
  ['Shopify jewellery (image rows, blank SKUs)', 'shopify', SAMPLES.shopifyJewelery],
  ['Shopify newer dialect', 'shopify', SAMPLES.shopifyNewFormat],
  ['Amazon listings report', 'amazon', SAMPLES.amazonListings],
  ['Etsy listings download', 'etsy', SAMPLES.etsyListings],
];

describe('round trip: import a sample, export it to the same format, import again', () => {
  it.each(CASES)('%s gives the same items', async (_name, format, file) => {
    const first = await importOk(format, sample(file));
    const exported = await exportToString(format, stored(first.items));
    const again = await importOk(format, exported, { timestamp: 1_800_000_000_000 });
    expect(comparable(again.items)).toEqual(comparable(first.items));
  });

  it.each(CASES.filter(([, format]) => format !== 'etsy'))(
    "%s writes the seller's rows back unchanged: other columns, variant rows, image rows",
    async (_name, format, file) => {
      const { items } = await importOk(format, sample(file));
      const exported = await parseRows(await exportToString(format, stored(items)));
      expect(exported).toEqual(await parseRows(sample(file)));
    },
  );

  it('Shopify with descriptions: only Body (HTML) and SEO Description of each product row change', async () => {
    const original = await parseRows(sample(SAMPLES.shopifyJewelery));
    const { items } = await importOk('shopify', sample(SAMPLES.shopifyJewelery));
    const described = items.map((item) => ({ ...item, description: `All about ${item.name}.` }));
    const exported = await parseRows(await exportToString('shopify', stored(described)));
    const header = original[0];
    const changedColumns = new Set<string>();
    let changedRows = 0;
    exported.forEach((row, r) => {
      let changed = false;
      row.forEach((cell, c) => {
        if (cell !== original[r][c]) {
          changedColumns.add(header[c]);
          changed = true;
        }
      });
      if (changed) changedRows += 1;
    });
    expect([...changedColumns]).toEqual(['Body (HTML)', 'SEO Description']);
    expect(changedRows).toBe(20); // the 20 product rows; 21 variant and image rows untouched
    const again = await importOk('shopify', await exportToString('shopify', stored(described)));
    expect(again.items[0].details).toBe('All about 7 Shakra Bracelet. | Bracelet | Beads');
  });

  it('a General file round-trips with descriptions', async () => {
    const file =
      'Item Name,Item SKU,Item Details,Item Price,Item Notes,Item Description\n' +
      'Mug,M-1,"Stoneware, 350 ml",12.99,Gift,"A mug.\nFor tea."\nLamp,L-1,Brass,40,,\n';
    const first = await importOk('general', file);
    const again = await importOk('general', await exportToString('general', stored(first.items)));
    expect(again.items.map(fieldsOf)).toEqual(first.items.map(fieldsOf));
    expect(again.items[0].description).toBe('A mug.\nFor tea.');
  });

  it('an export mixing both Shopify dialects and a typed item keeps one classic header', async () => {
    const classic = await importOk('shopify', sample(SAMPLES.shopifyTemplate));
    const newer = await importOk('shopify', sample(SAMPLES.shopifyNewFormat));
    const typed = {
      name: 'Typed Mug',
      sku: 'TYPED-1',
      details: 'Stoneware',
      price: '9',
      notes: '',
      description: '',
      sourceFormat: null,
      sourceRows: null,
    };
    const all = stored([...classic.items, ...newer.items, typed]);
    const text = await exportToString('shopify', all);
    const rows = await parseRows(text);
    const header = rows[0];
    expect(header.slice(0, 48)).toEqual((await parseRows(sample(SAMPLES.shopifyTemplate)))[0]);
    expect(header).not.toContain('URL handle');
    expect(header).toContain('Option1 Linked To');
    const again = await importOk('shopify', text);
    expect(comparable(again.items)).toEqual(
      comparable([...classic.items, ...newer.items]).concat([
        {
          name: 'Typed Mug',
          sku: 'TYPED-1',
          details: 'Stoneware',
          price: '9.00',
          notes: '',
          description: '',
        },
      ]),
    );
  });
});

describe('an Amazon report that came as a tab-delimited .txt', () => {
  const report = () => sample(SAMPLES.amazonListings);
  const fields = (text: string) =>
    text
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split('\t').length);

  it('keeps its dialect and name ending with its items', async () => {
    const { items } = await importOk('amazon', report(), { fileName: 'All Listings Report.txt' });
    expect(items[0].sourceRows).toMatchObject({
      delimiter: '\t',
      quoted: false,
      extension: '.txt',
    });
  });

  it('exports as a tab-delimited file with the 29 fields of its rows, descriptions included', async () => {
    const { items } = await importOk('amazon', report(), { fileName: 'report.txt' });
    const described = items.map((item, index) => ({
      ...item,
      description: index === 0 ? 'A vest.\n- Cotton\n- Navy\tblue' : `About ${item.name}.`,
    }));
    const typed = {
      name: 'Typed Mug',
      sku: 'TYPED-1',
      details: 'Stoneware',
      price: '9',
      notes: '',
      description: '=Typed',
      sourceFormat: null,
      sourceRows: null,
    };
    const text = await exportToString('amazon', stored([...described, typed]));
    expect(text).not.toContain(',item-description');
    expect(fields(text)).toEqual(Array(items.length + 2).fill(29));
    const rows = await parseRows(text);
    const description = rows[0].indexOf('item-description');
    // Unquoted: the line breaks and tab Quillcart wrote become spaces; a formula gets its apostrophe.
    expect(rows[1][description]).toBe('A vest. - Cotton - Navy blue');
    expect(rows.at(-1)?.[description]).toBe("'=Typed");
    // Every cell of the seller's own rows is as it was.
    const original = await parseRows(report());
    rows.slice(1, items.length + 1).forEach((row, r) => {
      row.forEach((cell, c) => {
        if (c !== description) expect(cell).toBe(original[r + 1][c]);
      });
    });
    const again = await importOk('amazon', text, { fileName: 'amazon-products.txt' });
    expect(again.items.map((item) => item.details)).toEqual([
      ...described.map((item) =>
        [item.description.replace(/\s*[\t\n]+\s*/g, ' '), item.details].filter(Boolean).join(' | '),
      ),
      // The apostrophe comes off again: the text reads back as written.
      '=Typed',
    ]);
  });
});
