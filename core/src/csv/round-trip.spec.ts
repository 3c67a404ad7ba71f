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
