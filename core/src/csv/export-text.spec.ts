import { Readable } from 'node:stream';
import { exportItemsOf, type ExportItemTuple } from '../catalog/export-item';
import { CSV_DIALECT } from './csv-format';
import {
  buildExportLayout,
  CsvRowWriter,
  CsvTextFormatter,
  type ExportLayout,
} from './export-items';
import { exportText } from './export-text';
import { CSV_FORMATS } from './formats';

const HEADERS = ['Handle', 'Title', 'Body (HTML)', 'Vendor', 'Variant SKU', 'Variant Price'];
const OTHER_HEADERS = ['Handle', 'Title', 'Body (HTML)', 'Variant SKU'];
const OPTIONS = { etsyWhenMade: '2020_2024', dialect: CSV_DIALECT };

// Shopify items of a file: some with a second (variant) row, one from a file with other
// headers, and (`typed`) some typed into the app, whose SKU is the handle of the item before
// it; cells with commas, quotes and line breaks.
function tuple(index: number, typed = index % 97 === 5): ExportItemTuple {
  const handle = `tee-${index}`;
  const other = index % 53 === 7;
  const cells = other
    ? [[handle, `Tee ${index}`, '<p>old</p>', `SKU-${index}`]]
    : [
        [handle, `Tee "${index}"`, '<p>old, body</p>', 'Acme', `SKU-${index}`, '19.00'],
        ...(index % 3 === 0 ? [[handle, '', '', '', `SKU-${index}-L`, '21.00']] : []),
      ];
  return [
    `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    `Tee ${index}`,
    typed ? `tee-${index - 1}` : `SKU-${index}`,
    'Cotton',
    '19.00',
    '',
    index % 4 === 0 ? '' : `A soft tee,\nline two "${index}"`,
    typed ? null : 'shopify',
    typed ? null : cells,
    other ? OTHER_HEADERS : null,
    null,
    null,
    [],
    null,
    [],
    null,
  ];
}

function runsOf(tuples: ExportItemTuple[], size: number): AsyncIterable<string> {
  const runs: string[] = [];
  for (let at = 0; at < tuples.length; at += size) {
    runs.push(JSON.stringify(tuples.slice(at, at + size)));
  }
  return Readable.from(runs);
}

// The text one writer and formatter write for the items, in order, on this thread.
function inOrder(tuples: ExportItemTuple[], layout: ExportLayout, headers = HEADERS): string {
  const writer = new CsvRowWriter(CSV_FORMATS.shopify, layout, OPTIONS);
  const formatter = new CsvTextFormatter(CSV_DIALECT);
  let text = formatter.row(writer.headerRow());
  for (const item of exportItemsOf(JSON.stringify(tuples), headers)) {
    for (const cells of writer.rows(item)) text += formatter.row(cells);
  }
  return text + formatter.finish();
}

async function written(
  tuples: ExportItemTuple[],
  layout: ExportLayout,
  unordered: boolean,
  headers = HEADERS,
): Promise<string[]> {
  const pieces: string[] = [];
  const decoder = new TextDecoder();
  const text = exportText(
    { formatId: 'shopify', layout, headers, unordered, ...OPTIONS },
    runsOf(tuples, 100),
  );
  for await (const piece of text) pieces.push(decoder.decode(piece, { stream: true }));
  return pieces;
}

describe('exportText', () => {
  const layout = buildExportLayout(CSV_FORMATS.shopify, [HEADERS, OTHER_HEADERS], true);

  it("writes in order what this thread's writer and formatter write, across runs", async () => {
    const tuples = Array.from({ length: 1234 }, (_, index) => tuple(index));
    const expected = inOrder(tuples, layout);
    const pieces = await written(tuples, layout, false);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(expected);
    // Descriptions written in, a variant row, a cell quoted, and a typed item's handle kept
    // apart from the one written before it.
    expect(expected).toContain('"<p>A soft tee,<br>line two &quot;1&quot;</p>"');
    expect(expected).toContain('\r\ntee-3,,,,SKU-3-L,21.00,');
    expect(expected).toContain('"Tee ""2"""');
    expect(expected).toContain('\r\ntee-4-2,Tee 5,');
  });

  it('writes the same text with the runs of unordered items spread over the threads', async () => {
    const tuples = Array.from({ length: 1234 }, (_, index) => tuple(index, false));
    const pieces = await written(tuples, layout, true);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(inOrder(tuples, layout));
  });

  it("writes rows in the layout's own columns into their cells, short ones padded, as a copy would be", async () => {
    // The file's header is the whole layout: each row is written into its own cells (here
    // one cell short of the header, and padded).
    const own = [...HEADERS, 'SEO Description'];
    const ownLayout = buildExportLayout(CSV_FORMATS.shopify, [own], false);
    expect(ownLayout.headers).toEqual(own);
    const tuples = Array.from({ length: 345 }, (_, index) => tuple(index * 2, false));
    const expected = inOrder(tuples, ownLayout, own);
    expect(expected).toContain('\r\ntee-0,,,,SKU-0-L,21.00,\r\n');
    expect((await written(tuples, ownLayout, true, own)).join('')).toBe(expected);
    expect((await written(tuples, ownLayout, false, own)).join('')).toBe(expected);
  });

  it('writes the header row and the last line break when there are no items', async () => {
    const header = `${layout.headers.join(',')}\r\n`;
    expect((await written([], layout, false)).join('')).toBe(header);
    expect((await written([], layout, true)).join('')).toBe(header);
  });

  it('throws what a thread could not write, and the runs are let go', async () => {
    let closed = false;
    async function* broken(): AsyncGenerator<string> {
      try {
        yield await Promise.resolve('[["not json');
        yield JSON.stringify([tuple(2)]);
      } finally {
        closed = true;
      }
    }
    const text = exportText(
      { formatId: 'shopify', layout, headers: HEADERS, unordered: true, ...OPTIONS },
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
