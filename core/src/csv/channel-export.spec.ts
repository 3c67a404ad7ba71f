import type { ChannelFields } from '../shared/channel-fields';
import { EMPTY_CHANNEL_FIELDS } from '../shared/channel-fields';
import type { ExportItem } from './csv-format';
import {
  SAMPLES,
  exportToString,
  importOk,
  parseRows,
  presentChannelFields,
  sample,
  stored,
} from './test-support/csv-fixtures';

const FIELDS: ChannelFields = {
  seoTitle: 'Seven Chakra Bead Bracelet',
  seoDescription: 'A beaded bracelet with seven chakra stones on an elastic cord.',
  bulletPoints: [
    'Seven chakra stones',
    'Elastic cord',
    'One size',
    'Gift pouch included',
    'Hand strung',
  ],
  searchTerms: 'chakra beads yoga stones',
  tags: ['chakra bracelet', 'yoga gift', 'bead bracelet'],
  marketplaceTitle: 'Seven Chakra Bead Bracelet, Elastic Cord',
};

/** Columns (by header) whose cells differ between two parses of the same-shaped file. */
function changedCells(before: string[][], after: string[][]) {
  const header = after[0];
  const changed: { row: number; column: string; value: string }[] = [];
  after.forEach((row, r) => {
    if (r === 0) return;
    row.forEach((cell, c) => {
      if (cell !== (before[r]?.[c] ?? '')) changed.push({ row: r, column: header[c], value: cell });
    });
  });
  return changed;
}

function typedItem(channel: ChannelFields | null): Omit<ExportItem, 'id'> {
  return {
    name: 'Ceramic Mug',
    sku: 'MUG-1',
    details: 'Stoneware | 350 ml',
    price: '12.99',
    notes: '',
    description: 'A stoneware mug that holds 350 ml.',
    sourceFormat: null,
    sourceRows: null,
    channel,
  };
}

describe('exports put each marketplace field in its column', () => {
  it('names the fields some item has, in their standard order', () => {
    expect(presentChannelFields([null, EMPTY_CHANNEL_FIELDS, undefined])).toEqual([]);
    expect(
      presentChannelFields([
        { ...EMPTY_CHANNEL_FIELDS, tags: ['mug'] },
        { ...EMPTY_CHANNEL_FIELDS, seoTitle: 'Mug' },
      ]),
    ).toEqual(['seoTitle', 'tags']);
  });

  it('Shopify: SEO Title and SEO Description of the product row change, and nothing else but the body', async () => {
    const original = await parseRows(sample(SAMPLES.shopifyJewelery));
    const { items } = await importOk('shopify', sample(SAMPLES.shopifyJewelery));
    const described = items.map((item, index) =>
      index === 0 ? { ...item, description: 'All about it.', channel: FIELDS } : item,
    );
    const exported = await parseRows(await exportToString('shopify', stored(described)));
    expect(exported[0]).toEqual(original[0]);
    const changed = changedCells(original, exported);
    expect(changed.map(({ column }) => column).sort()).toEqual([
      'Body (HTML)',
      'SEO Description',
      'SEO Title',
    ]);
    expect(new Set(changed.map(({ row }) => row))).toEqual(new Set([1]));
    expect(changed.find(({ column }) => column === 'SEO Title')?.value).toBe(FIELDS.seoTitle);
    expect(changed.find(({ column }) => column === 'SEO Description')?.value).toBe(
      FIELDS.seoDescription,
    );
  });

  it('Shopify: an item typed in Quillcart gets its SEO fields in a new row', async () => {
    const [header, row] = await parseRows(
      await exportToString('shopify', stored([typedItem(FIELDS)])),
    );
    expect(row[header.indexOf('SEO Title')]).toBe(FIELDS.seoTitle);
    expect(row[header.indexOf('SEO Description')]).toBe(FIELDS.seoDescription);
    const [, plain] = await parseRows(await exportToString('shopify', stored([typedItem(null)])));
    expect(plain[header.indexOf('SEO Title')]).toBe('Ceramic Mug');
  });

  it('Amazon: a typed item gets item_name, the five bullets and the search terms', async () => {
    const [header, row] = await parseRows(
      await exportToString('amazon', stored([typedItem(FIELDS)])),
    );
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('item-name')).toBe(FIELDS.marketplaceTitle);
    expect([1, 2, 3, 4, 5].map((n) => cell(`bullet_point${n}`))).toEqual(FIELDS.bulletPoints);
    expect(cell('Generic Keywords')).toBe(FIELDS.searchTerms);
  });

  it('Amazon: a listings report without the fields keeps exactly its columns; with them, only those cells change', async () => {
    const original = await parseRows(sample(SAMPLES.amazonListings));
    const { items } = await importOk('amazon', sample(SAMPLES.amazonListings));
    const plain = await parseRows(await exportToString('amazon', stored(items)));
    expect(plain).toEqual(original);
    const titled = items.map((item, index) =>
      index === 0
        ? { ...item, channel: { ...EMPTY_CHANNEL_FIELDS, marketplaceTitle: 'Mug' } }
        : item,
    );
    const exported = await parseRows(await exportToString('amazon', stored(titled)));
    // A tab-delimited report goes back with its own columns: the title lands in item-name.
    expect(exported[0]).toEqual(original[0]);
    expect(changedCells(original, exported)).toEqual([
      { row: 1, column: original[0][original[0].indexOf('item-name')], value: 'Mug' },
    ]);
  });

  it('Etsy: TITLE and TAGS of the item change; an export without fields is as before', async () => {
    const { items } = await importOk('etsy', sample(SAMPLES.etsyListings));
    const before = await parseRows(await exportToString('etsy', stored(items)));
    const withFields = items.map((item, index) =>
      index === 0 ? { ...item, channel: FIELDS } : item,
    );
    const after = await parseRows(await exportToString('etsy', stored(withFields)));
    expect(after[0]).toEqual(before[0]);
    const changed = changedCells(before, after);
    expect(changed.map(({ column }) => column).sort()).toEqual(['TAGS', 'TITLE']);
    expect(changed.every(({ row }) => row === 1)).toBe(true);
    expect(changed.find(({ column }) => column === 'TITLE')?.value).toBe(FIELDS.marketplaceTitle);
    expect(changed.find(({ column }) => column === 'TAGS')?.value).toBe(FIELDS.tags.join(','));
  });
});
