import { CSV_FORMAT_IDS } from './csv-format';
import { buildExportLayout } from './export-items';
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
