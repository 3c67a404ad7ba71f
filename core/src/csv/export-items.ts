import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { FormatterOptions } from 'fast-csv';
// fast-csv's own formatter package, a dependency of ours at the version fast-csv pins exactly
// (package.json); its field formatter is not in the package's index.
import { FieldFormatter } from '@fast-csv/format/build/src/formatter';
import { neutraliseFormula, restoreFormula } from './cell-text';
import {
  CSV_DIALECT,
  type CsvFormat,
  type ExportContext,
  type ExportDialect,
  type ExportItem,
  type ItemSourceRows,
  type RowCells,
} from './csv-format';
import { aliasLookup, columnKey } from './headers';
import type { ChannelField } from '../shared/channel-fields';

/** The columns of one export: header text and the key each column stands for. */
export interface ExportLayout {
  headers: string[];
  keys: string[];
}

/** How the export of a format is written, given its first imported file's dialect. */
export function exportDialect(
  format: CsvFormat,
  source: Pick<ItemSourceRows, 'delimiter' | 'quoted' | 'extension'> | null,
): ExportDialect {
  return format.export.dialect?.(source) ?? CSV_DIALECT;
}

/**
 * Chooses the export's columns. 'source' formats (Shopify, Amazon) start from the header row
 * of the first imported file, so re-exporting an import writes the seller's own columns in
 * their order; 'standard' formats (General, Etsy) start from their documented columns, in the
 * language of the imported files (Etsy). Columns of other imported files are appended when new
 * (matched through the alias table, so the two Shopify dialects share columns), then the
 * columns Quillcart writes, then — only when some items were not imported from this format —
 * the format's standard columns. `sourceOnly` (an unquoted tab-delimited file going back as
 * one) keeps exactly the first file's columns, so every row has the fields its source had.
 * `channelFields`: the marketplace fields some exported item has; their columns are added
 * after the written ones (an export of items without them keeps the file's columns).
 */
export function buildExportLayout(
  format: CsvFormat,
  headerSets: readonly (readonly string[])[],
  hasOtherItems: boolean,
  options: { sourceOnly?: boolean; channelFields?: Iterable<ChannelField> } = {},
): ExportLayout {
  const lookup = aliasLookup(format.aliases);
  const headers: string[] = [];
  const keys: string[] = [];
  const count = (list: string[], key: string) => list.filter((k) => k === key).length;
  const addSet = (set: readonly string[]) => {
    const seen: string[] = [];
    for (const header of set) {
      const key = columnKey(header, lookup);
      seen.push(key);
      if (count(seen, key) > count(keys, key)) {
        headers.push(header);
        keys.push(key);
      }
    }
  };
  const standardKeys = format.export.headers.map((header) => columnKey(header, lookup));
  const useSource = format.export.base === 'source' && headerSets.length > 0;
  const standard = format.export.localize?.(headerSets) ?? format.export.headers;
  const base = useSource ? headerSets[0] : standard;
  addSet(base);
  if (useSource && options.sourceOnly) return { headers, keys };
  for (const set of useSource ? headerSets.slice(1) : headerSets) addSet(set);
  const addKey = (key: string) => {
    if (keys.includes(key)) return;
    keys.push(key);
    headers.push(format.export.spell(key, base));
  };
  for (const key of format.export.written) addKey(key);
  for (const field of options.channelFields ?? []) {
    for (const key of format.export.channelColumns?.[field] ?? []) addKey(key);
  }
  if (useSource && hasOtherItems) for (const key of standardKeys) addKey(key);
  return { headers, keys };
}

/**
 * Turns items into rows of one layout. An item imported from this format writes its own rows
 * back (every cell as it came, mapped to the layout by column key) with only Quillcart's cells
 * changed; any other item gets the format's rows for a new product.
 *
 * Formulas (DESIGN "Untrusted text"): a cell Quillcart wrote — a description, a default, every
 * cell of an item typed into the app — that a spreadsheet would run as a formula gets a leading
 * apostrophe; a cell that came unchanged from the seller's own file goes back byte for byte.
 */
export class CsvRowWriter {
  private readonly context: ExportContext;
  private readonly keyIndex = new Map<string, number>();
  private readonly mappings = new Map<string, SourceMapping>();
  private readonly lookup: Map<string, string>;

  private readonly dialect: ExportDialect;
  private readonly ownsRows: boolean;
  private lastMapping: { headers: string[]; mapping: SourceMapping } | null = null;

  constructor(
    private readonly format: CsvFormat,
    private readonly layout: ExportLayout,
    options: {
      etsyWhenMade: string;
      dialect?: ExportDialect;
      /**
       * The items' source rows are the writer's to change (the exporter's, read for it
       * alone): where the layout is the source's own columns, a row is written into its
       * own cells rather than into a copy.
       */
      ownsRows?: boolean;
    },
  ) {
    this.context = { etsyWhenMade: options.etsyWhenMade, usedHandles: new Set() };
    this.dialect = options.dialect ?? CSV_DIALECT;
    this.ownsRows = options.ownsRows ?? false;
    layout.keys.forEach((key, index) => {
      if (!this.keyIndex.has(key)) this.keyIndex.set(key, index);
    });
    this.lookup = aliasLookup(format.aliases);
  }

  /** The header row: the seller's own headers as they wrote them, or the format's. */
  headerRow(): string[] {
    return [...this.layout.headers];
  }

  rows(item: ExportItem): string[][] {
    return item.sourceFormat === this.format.id &&
      item.sourceRows &&
      item.sourceRows.rows.length > 0
      ? this.sourceRows(item)
      : this.newRows(item);
  }

  private sourceRows(item: ExportItem): string[][] {
    const source = item.sourceRows as NonNullable<ExportItem['sourceRows']>;
    const { from, inSource, identity } = this.mappingFor(source.headers);
    const inPlace = identity && this.ownsRows;
    return source.rows.map((sourceCells, index) => {
      let out: string[];
      if (inPlace && sourceCells.length <= from.length) {
        out = sourceCells;
        while (out.length < from.length) out.push('');
      } else {
        out = from.map((column) => (column >= 0 ? (sourceCells[column] ?? '') : ''));
      }
      const written = new Set<number>();
      this.format.writeBack(this.cells(out, inSource, written), item, index, this.context);
      // Only what Quillcart wrote is made safe; the seller's own cells stay as they were.
      for (const column of written) out[column] = this.safe(out[column]);
      return out;
    });
  }

  private newRows(item: ExportItem): string[][] {
    return this.format.itemToRows(item, this.context).map((record) => {
      const out = this.layout.keys.map(() => '');
      for (const [key, value] of Object.entries(record)) {
        const index = this.keyIndex.get(key);
        if (index !== undefined && value !== undefined) out[index] = this.safe(value);
      }
      return out;
    });
  }

  /** A cell Quillcart writes: no formula, and in an unquoted file no tab or line break. */
  private safe(cell: string): string {
    const flat = this.dialect.quote ? cell : cell.replace(/\s*[\t\r\n]+\s*/g, ' ').trim();
    return neutraliseFormula(flat);
  }

  private cells(out: string[], inSource: Set<string>, written: Set<number>): RowCells {
    return new OutputRowCells(this.keyIndex, out, inSource, written);
  }

  // For each layout column, the source column with the same key (n-th of its key for the
  // n-th), or -1. Cached per header row: an export has few distinct ones, and items of one
  // file come one after another (compared cell by cell before anything is joined).
  private mappingFor(headers: string[]): SourceMapping {
    const last = this.lastMapping;
    if (
      last &&
      last.headers.length === headers.length &&
      last.headers.every((header, index) => header === headers[index])
    ) {
      return last.mapping;
    }
    const mapping = this.mappingForKey(headers);
    this.lastMapping = { headers, mapping };
    return mapping;
  }

  private mappingForKey(headers: string[]): SourceMapping {
    const cacheKey = headers.join('\u0000');
    const cached = this.mappings.get(cacheKey);
    if (cached) return cached;
    const sourceKeys = headers.map((header) => columnKey(header, this.lookup));
    const used = new Map<string, number>();
    const from = this.layout.keys.map((key) => {
      const nth = used.get(key) ?? 0;
      used.set(key, nth + 1);
      let seen = 0;
      for (let column = 0; column < sourceKeys.length; column += 1) {
        if (sourceKeys[column] !== key) continue;
        if (seen === nth) return column;
        seen += 1;
      }
      return -1;
    });
    const identity =
      from.length === headers.length && from.every((column, index) => column === index);
    const mapping = { from, inSource: new Set(sourceKeys), identity };
    this.mappings.set(cacheKey, mapping);
    return mapping;
  }
}

/**
 * Where each layout column's cell comes from in rows of one header set (-1: none), the keys
 * those rows have, and whether the layout is their own columns in their own order.
 */
interface SourceMapping {
  from: number[];
  inSource: Set<string>;
  identity: boolean;
}

/** The cells of one output row, by column key, for a format's writeBack. */
class OutputRowCells implements RowCells {
  constructor(
    private readonly keyIndex: Map<string, number>,
    private readonly out: string[],
    private readonly source: Set<string>,
    private readonly written: Set<number>,
  ) {}

  has(key: string): boolean {
    return this.keyIndex.has(key);
  }

  inSource(key: string): boolean {
    return this.source.has(key);
  }

  get(key: string): string {
    const index = this.keyIndex.get(key);
    return index === undefined ? '' : (this.out[index] ?? '');
  }

  set(key: string, value: string): void {
    const index = this.keyIndex.get(key);
    if (index === undefined) return;
    // The value the file's cell already says (as read): the cell stays as written.
    if (value === this.out[index] || value === restoreFormula(this.out[index] ?? '')) return;
    this.out[index] = value;
    this.written.add(index);
  }
}

/**
 * fast-csv's formatter as every export uses it (RFC 4180 line ends, quoting only where needed;
 * never, for an unquoted tab-delimited file), driven a batch of rows at a time: the text is
 * what fast-csv's format stream writes for the same rows, byte for byte (the spec compares
 * them), without the stream's per-row callbacks, arrays and buffers. Each cell that needs any
 * work goes through fast-csv's own FieldFormatter; one without a character it acts on (a
 * NUL, the quote, the delimiter, a line break or `|`, which its pattern also holds) is written
 * as it is, as fast-csv writes it.
 */
export class CsvTextFormatter {
  private readonly fields: FieldFormatter<string[], string[]>;
  private readonly delimiter: string;
  private readonly rowDelimiter: string;
  private readonly needsWork: RegExp;
  private rowsWritten = 0;

  constructor(dialect: ExportDialect = CSV_DIALECT) {
    const options = new FormatterOptions<string[], string[]>({
      rowDelimiter: '\r\n',
      includeEndRowDelimiter: true,
      delimiter: dialect.delimiter,
      quote: dialect.quote,
    });
    if (options.quoteColumns !== false || options.rowDelimiter !== '\r\n') {
      throw new Error('CsvTextFormatter expects unquoted columns and CRLF rows');
    }
    this.fields = new FieldFormatter(options);
    this.delimiter = options.delimiter;
    this.rowDelimiter = options.rowDelimiter;
    const special = `\0${options.quote}${options.delimiter}\r\n|`.replace(/[\\\]^-]/g, '\\$&');
    this.needsWork = new RegExp(`[${special}]`);
  }

  /** The rows' text: each but the file's first row starts with the line break before it. */
  format(rows: Iterable<string[]>): string {
    let text = '';
    for (const row of rows) text += this.row(row);
    return text;
  }

  /** One row's text (after the line break that ends the row before, unless it is the first). */
  row(row: readonly string[]): string {
    const { needsWork } = this;
    const prefix = this.rowsWritten > 0 ? this.rowDelimiter : '';
    this.rowsWritten += 1;
    // One join per row: most cells are written as they are, and joining them is cheaper than
    // adding them to the text one by one. The row is copied only when a cell needs quoting.
    let cells = row;
    for (let index = 0; index < row.length; index += 1) {
      const cell = row[index];
      if (typeof cell === 'string' && (cell === '' || !needsWork.test(cell))) continue;
      if (cells === row) cells = row.slice();
      (cells as string[])[index] = this.fields.format(cell, index, false);
    }
    return prefix + cells.join(this.delimiter);
  }

  /** The file's last line break. */
  finish(): string {
    return this.rowDelimiter;
  }
}

/** About how much text is written at a time (one socket write each, not one per row). */
const PIECE_LENGTH = 64 * 1024;

/**
 * Writes rows (in batches, as they come) to `out` as CSV text of `dialect`, in pieces of about
 * 64 KB (writeText).
 */
export async function writeCsv(
  batches: Iterable<Iterable<string[]>> | AsyncIterable<Iterable<string[]>>,
  out: Writable,
  dialect: ExportDialect = CSV_DIALECT,
): Promise<void> {
  await writeText(csvPieces(batches, dialect), out);
}

async function* csvPieces(
  batches: Iterable<Iterable<string[]>> | AsyncIterable<Iterable<string[]>>,
  dialect: ExportDialect,
): AsyncGenerator<string> {
  const formatter = new CsvTextFormatter(dialect);
  let text = '';
  for await (const batch of batches) {
    for (const row of batch) {
      text += formatter.row(row);
      if (text.length < PIECE_LENGTH) continue;
      yield text;
      text = '';
    }
  }
  yield text + formatter.finish();
}

/**
 * Writes pieces of text (or their UTF-8 bytes) to `out`, each once `out` has taken the one
 * before (backpressure: a slow download reads no further ahead), then ends it. Rejects when the pieces fail or `out`
 * closes first; the pieces are then closed (an export's page read ahead is dropped).
 */
export async function writeText(
  pieces: AsyncIterable<string | Uint8Array>,
  out: Writable,
): Promise<void> {
  for await (const piece of pieces) {
    if (out.destroyed) throw new Error('The download was closed before its end');
    if (!out.write(piece)) await drained(out);
  }
  out.end();
  await finished(out);
}

function drained(out: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', settle);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('The download was closed before its end'));
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', settle);
    if (out.destroyed) onClose();
  });
}
