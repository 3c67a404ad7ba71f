import { Readable } from 'node:stream';
import type { ExportItemRow } from '../catalog/export-item';
import { exportItemOf } from '../catalog/export-item';
import { CSV_DIALECT } from './csv-format';
import { buildExportLayout, CsvRowWriter, CsvTextFormatter } from './export-items';
import { exportText } from './export-text';
import { CSV_FORMATS } from './formats';

const HEADERS = ['Handle', 'Title', 'Body (HTML)', 'Vendor', 'Variant SKU', 'Variant Price'];
const OTHER_HEADERS = ['Handle', 'Title', 'Body (HTML)', 'Variant SKU'];

// Shopify items of a file: some with a second (variant) row, one from a file with other
// headers, one typed into the app; cells with commas, quotes and line breaks.
function row(index: number): ExportItemRow {
  const handle = `tee-${index}`;
  const typed = index % 97 === 5;
  const other = index % 53 === 7;
  const cells = other
    ? [[handle, `Tee ${index}`, '<p>old</p>', `SKU-${index}`]]
    : [
        [handle, `Tee "${index}"`, '<p>old, body</p>', 'Acme', `SKU-${index}`, '19.00'],
        ...(index % 3 === 0 ? [[handle, '', '', '', `SKU-${index}-L`, '21.00']] : []),
      ];
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    position: index,
    name: `Tee ${index}`,
    sku: `SKU-${index}`,
    details: 'Cotton',
    price: '19.00',
    notes: '',
    description: index % 4 === 0 ? '' : `A soft tee,\nline two "${index}"`,
    sourceFormat: typed ? null : 'shopify',
    sourceRowsJson: typed ? null : JSON.stringify(cells),
    sourceHeaders: other ? OTHER_HEADERS : null,
    channel: null,
  };
}

function pagesOf(rows: ExportItemRow[], size: number): AsyncIterable<ExportItemRow[]> {
  const pages: ExportItemRow[][] = [];
  for (let at = 0; at < rows.length; at += size) pages.push(rows.slice(at, at + size));
  return Readable.from(pages);
}

describe('exportText', () => {
  it("writes what this thread's writer and formatter write, across pages and messages", async () => {
    const rows = Array.from({ length: 1234 }, (_, index) => row(index));
    const layout = buildExportLayout(CSV_FORMATS.shopify, [HEADERS, OTHER_HEADERS], true);
    const options = { etsyWhenMade: '2020_2024', dialect: CSV_DIALECT };
    const writer = new CsvRowWriter(CSV_FORMATS.shopify, layout, options);
    const formatter = new CsvTextFormatter(CSV_DIALECT);
    let expected = formatter.row(writer.headerRow());
    for (const item of rows) {
      for (const cells of writer.rows(exportItemOf(item, HEADERS)))
        expected += formatter.row(cells);
    }
    expected += formatter.finish();

    const pieces: string[] = [];
    const text = exportText(
      { formatId: 'shopify', layout, headers: HEADERS, ...options },
      pagesOf(rows, 500),
    );
    for await (const piece of text) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(expected);
    // Descriptions written in, a variant row, a cell quoted.
    expect(expected).toContain('"<p>A soft tee,<br>line two &quot;1&quot;</p>"');
    expect(expected).toContain('\r\ntee-3,,,,SKU-3-L,21.00,');
    expect(expected).toContain('"Tee ""2"""');
  });

  it('throws what the thread could not write, and the pages are let go', async () => {
    let closed = false;
    async function* broken(): AsyncGenerator<ExportItemRow[]> {
      try {
        yield await Promise.resolve([{ ...row(1), sourceRowsJson: '[["not json' }]);
        yield [row(2)];
      } finally {
        closed = true;
      }
    }
    const layout = buildExportLayout(CSV_FORMATS.shopify, [HEADERS], false);
    const text = exportText(
      { formatId: 'shopify', layout, headers: HEADERS, etsyWhenMade: '', dialect: CSV_DIALECT },
      broken(),
    );
    await expect(
      (async () => {
        for await (const piece of text) void piece;
      })(),
    ).rejects.toThrow(/JSON/);
    expect(closed).toBe(true);
  });
});
