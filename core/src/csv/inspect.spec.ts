import { inspectCsv } from './inspect';
import { CSV_FORMATS } from './formats';
import { SAMPLES, sample } from './test-support/csv-fixtures';

describe('header preview (POST /api/imports/inspect)', () => {
  it.each([
    [SAMPLES.shopifyTemplate, 'shopify', 'product_template.csv'],
    [SAMPLES.shopifyJewelery, 'shopify', 'jewelery.csv'],
    [SAMPLES.shopifyNewFormat, 'shopify', 'products.csv'],
    [SAMPLES.amazonListings, 'amazon', 'All Listings Report.txt'],
    [SAMPLES.etsyListings, 'etsy', 'EtsyListingsDownload.csv'],
  ] as const)('detects %s as %s', async (file, format, name) => {
    const result = await inspectCsv(sample(file), CSV_FORMATS[format], name);
    expect(result.detected).toBe(format);
  });

  it('gives the default Shopify mapping, limited to the headers present (classic)', async () => {
    const result = await inspectCsv(sample(SAMPLES.shopifyTemplate), CSV_FORMATS.shopify, 'a.csv');
    expect(result.headers).toHaveLength(48);
    expect(result.defaultMapping).toEqual({
      name: 'Title',
      sku: 'Variant SKU',
      price: 'Variant Price',
      details: ['Body (HTML)', 'Type', 'Tags'],
      notes: ['Vendor', 'Product Category'],
    });
    const jewelery = await inspectCsv(
      sample(SAMPLES.shopifyJewelery),
      CSV_FORMATS.shopify,
      'j.csv',
    );
    expect(jewelery.defaultMapping?.notes).toEqual(['Vendor']);
  });

  it('gives the newer dialect its own spellings', async () => {
    const result = await inspectCsv(sample(SAMPLES.shopifyNewFormat), CSV_FORMATS.shopify, 'n.csv');
    expect(result.defaultMapping).toEqual({
      name: 'Title',
      sku: 'SKU',
      price: 'Price',
      details: ['Description', 'Type', 'Tags'],
      notes: ['Vendor', 'Product category'],
    });
  });

  it('reads the header from a prefix cut in the middle of a quoted cell', async () => {
    const bytes = sample(SAMPLES.etsyListings).subarray(0, 3000);
    const result = await inspectCsv(bytes, CSV_FORMATS.shopify, 'etsy.csv');
    expect(result).toMatchObject({ detected: 'etsy', defaultMapping: null });
    expect(result.headers.slice(0, 3)).toEqual(['TITLE', 'DESCRIPTION', 'PRICE']);
  });

  it('says null for a file no format recognises', async () => {
    const result = await inspectCsv(
      Buffer.from('Colour,Size\nred,M\n'),
      CSV_FORMATS.general,
      'x.csv',
    );
    expect(result).toEqual({ detected: null, headers: ['Colour', 'Size'], defaultMapping: null });
  });

  it.each([
    ['wrong file type', 'Item Name\n', 'x.xlsx', 'Please select a CSV file'],
    ['empty', '', 'x.csv', 'CSV file appears to be empty or contains no valid data'],
    ['blank header cells', ',,\n1,2,3\n', 'x.csv', 'CSV file contains no headers'],
    [
      'unclosed quote in the header',
      '"Item Name,SKU\n',
      'x.csv',
      'Invalid CSV format - unable to read headers',
    ],
  ])('refuses %s', async (_name, text, fileName, message) => {
    await expect(inspectCsv(Buffer.from(text), CSV_FORMATS.general, fileName)).rejects.toThrow(
      message,
    );
  });
});
