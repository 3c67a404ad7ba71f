import { Readable } from 'node:stream';
import { parse, ParserOptions } from 'fast-csv';
import { Parser } from '@fast-csv/parse/build/src/parser';
import { CsvRecordParser, type RecordParserOptions } from './record-parser';

// Pieces parsed one after another, the unfinished record carried into the next, as the parse
// worker drives a parser; a parse error is answered as its message.
function piecewise(
  parser: { parse(text: string, hasMoreData: boolean): { line: string; rows: string[][] } },
  pieces: string[],
): string[][] | string {
  const rows: string[][] = [];
  let rest = '';
  try {
    for (const piece of pieces) {
      const parsed = parser.parse(rest + piece, true);
      rest = parsed.line;
      rows.push(...parsed.rows);
    }
    if (rest) rows.push(...parser.parse(rest, false).rows);
  } catch (error) {
    return (error as Error).message;
  }
  return rows;
}

function fastCsv(options: RecordParserOptions): Parser {
  return new Parser(new ParserOptions({ headers: false, ignoreEmpty: false, ...options }));
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

// The bits awkward files are made of: plain text, spaces and tabs where fast-csv skips them,
// quotes (whole fields, doubled, stray), every line break, blank lines, byte order marks.
const BITS = [
  'tee',
  'SKU-1',
  '29.00',
  ' ',
  '  x',
  '\t',
  '"',
  '""',
  '"a, b"',
  '"two\nlines"',
  '"say ""hi"""',
  '\n',
  '\r\n',
  '\r',
  '\n\n',
  ' \n',
  '\ufeff',
  '\u00a0',
  'ü✓🫖',
];

function textOf(next: () => number, delimiter: string): string {
  const parts: string[] = [];
  const length = 5 + Math.floor(next() * 60);
  for (let index = 0; index < length; index += 1) {
    parts.push(next() < 0.3 ? delimiter : BITS[Math.floor(next() * BITS.length)]);
  }
  return parts.join('');
}

function cuts(text: string, next: () => number): string[] {
  const pieces: string[] = [];
  let at = 0;
  while (at < text.length) {
    const size = 1 + Math.floor(next() * 12);
    pieces.push(text.slice(at, at + size));
    at += size;
  }
  return pieces;
}

const DIALECTS: RecordParserOptions[] = [
  { delimiter: ',', quote: '"' },
  { delimiter: '\t', quote: '"' },
  { delimiter: '\t', quote: null },
  { delimiter: ';', quote: '"' },
  { delimiter: '|', quote: '"' },
];

describe('CsvRecordParser', () => {
  it.each(DIALECTS)(
    "answers fast-csv's rows and errors for 3,000 awkward texts, cut anywhere (%o)",
    (dialect) => {
      const next = random(dialect.delimiter.charCodeAt(0) * 31 + (dialect.quote ? 1 : 0));
      let errors = 0;
      let rows = 0;
      for (let run = 0; run < 3000; run += 1) {
        const text = textOf(next, dialect.delimiter);
        const pieces = next() < 0.3 ? [text] : cuts(text, next);
        const expected = piecewise(fastCsv(dialect), pieces);
        expect(piecewise(new CsvRecordParser(dialect), pieces)).toEqual(expected);
        if (typeof expected === 'string') errors += 1;
        else rows += expected.length;
      }
      // The sweep reached errors (where quoting is on) and many rows.
      if (dialect.quote) expect(errors).toBeGreaterThan(100);
      expect(rows).toBeGreaterThan(3000);
    },
  );

  it("reads a marketplace file as fast-csv's parse stream does", async () => {
    const header = 'Handle,Title,Body (HTML),Tags,Variant SKU,Variant Price,Image Src';
    const lines = [header];
    for (let product = 0; product < 200; product += 1) {
      lines.push(
        `tee-${product},Tee ${product},"<p>Soft, ""organic""</p>\n<ul><li>220 gsm</li></ul>","cotton, tee",TEE-${product}-S,29.00,`,
        `tee-${product},,,,TEE-${product}-M,29.00,`,
        `tee-${product},,,,,,https://cdn.example.com/${product}.jpg`,
        ` tee-${product},, ,,TEE-${product}-L,29.00, `,
      );
    }
    const text = `\ufeff${lines.join('\r\n')}\r\n\r\n`;
    const expected: string[][] = [];
    const stream = parse<string[], string[]>({ headers: false, ignoreEmpty: false });
    Readable.from([text]).pipe(stream);
    for await (const row of stream as AsyncIterable<string[]>) expected.push(row);
    const pieces = Array.from({ length: Math.ceil(text.length / 4096) }, (_, index) =>
      text.slice(index * 4096, (index + 1) * 4096),
    );
    expect(piecewise(new CsvRecordParser({ delimiter: ',', quote: '"' }), pieces)).toEqual(
      expected,
    );
    expect(expected).toHaveLength(802);
    expect(expected[1][2]).toBe('<p>Soft, "organic"</p>\n<ul><li>220 gsm</li></ul>');
  });
});
