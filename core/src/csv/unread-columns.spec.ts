import {
  SAMPLES,
  exportToString,
  importOk,
  parseRows,
  sample,
  stored,
} from './test-support/csv-fixtures';

describe('columns an import neither reads nor knows', () => {
  it('are named in the warnings, kept, and written back on export', async () => {
    const file =
      'Item Name,Item SKU,Item Details,Item Price,Item Notes,Supplier,Internal code\n' +
      'Mug,M-1,Stoneware,12.99,Gift,Acme Ceramics,X-77\n';
    const { items, importer } = await importOk('general', file);
    expect(importer.warnings).toEqual(['Kept but not read: Supplier, Internal code']);
    expect(importer.unreadColumns).toEqual(['Supplier', 'Internal code']);
    const [header, row] = await parseRows(await exportToString('general', stored(items)));
    expect(header.slice(-2)).toEqual(['Supplier', 'Internal code']);
    expect(row.slice(-2)).toEqual(['Acme Ceramics', 'X-77']);
  });

  it('in a marketplace file: an unknown column is named, the marketplace’s own are not', async () => {
    const file =
      'TITLE,DESCRIPTION,PRICE,IMAGE1,IMAGE2,VARIATION 1 TYPE,Lagerplatz,SKU\n' +
      'Mug,Stoneware,12.00,https://x/1.jpg,,,Shelf 4,M-1\n';
    const { importer } = await importOk('etsy', file);
    expect(importer.warnings).toEqual(['Kept but not read: Lagerplatz']);
  });

  it('every real marketplace sample is read or known, column by column', async () => {
    for (const [format, file] of [
      ['shopify', SAMPLES.shopifyTemplate],
      ['shopify', SAMPLES.shopifyJewelery],
      ['shopify', SAMPLES.shopifyNewFormat],
      ['amazon', SAMPLES.amazonListings],
      ['etsy', SAMPLES.etsyListings],
    ] as const) {
      const { importer } = await importOk(format, sample(file));
      expect({ file, unread: importer.unreadColumns }).toEqual({ file, unread: [] });
    }
  });

  it('a column the seller maps for Shopify counts as read', async () => {
    const file =
      'Handle,Title,Variant SKU,Variant Price,Body (HTML),Fabric\n' +
      'tee,Tee,TEE-1,20,Soft,Organic cotton\n';
    const unmapped = await importOk('shopify', file);
    expect(unmapped.importer.warnings).toEqual(['Kept but not read: Fabric']);
    const mapped = await importOk('shopify', file, {
      mapping: {
        name: 'Title',
        sku: 'Variant SKU',
        price: 'Variant Price',
        details: ['Body (HTML)', 'Fabric'],
        notes: [],
      },
    });
    expect(mapped.importer.warnings).toEqual([]);
    expect(mapped.items[0].details).toBe('Soft | Organic cotton');
  });
});
