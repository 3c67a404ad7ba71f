import { Readable, Transform, type TransformCallback } from 'node:stream';
import { format, type CsvFormatterStream } from 'fast-csv';
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
  private readonly mappings = new Map<string, { from: number[]; inSource: Set<string> }>();
  private readonly lookup: Map<string, string>;

  private readonly dialect: ExportDialect;
  private lastMapping: {
    headers: string[];
    mapping: { from: number[]; inSource: Set<string> };
  } | null = null;

  constructor(
    private readonly format: CsvFormat,
    private readonly layout: ExportLayout,
    options: { etsyWhenMade: string; dialect?: ExportDialect },
  ) {
    this.context = { etsyWhenMade: options.etsyWhenMade, usedHandles: new Set() };
    this.dialect = options.dialect ?? CSV_DIALECT;
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
    const { from, inSource } = this.mappingFor(source.headers);
    return source.rows.map((sourceCells, index) => {
      const out = from.map((column) => (column >= 0 ? (sourceCells[column] ?? '') : ''));
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
  private mappingFor(headers: string[]): { from: number[]; inSource: Set<string> } {
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

  private mappingForKey(headers: string[]): { from: number[]; inSource: Set<string> } {
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
    const mapping = { from, inSource: new Set(sourceKeys) };
    this.mappings.set(cacheKey, mapping);
    return mapping;
  }
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
 * fast-csv's formatter as every export uses it: RFC 4180 line ends, quoting only where needed
 * (never, for an unquoted tab-delimited file).
 */
export function createCsvFormatter(
  dialect: ExportDialect = CSV_DIALECT,
): CsvFormatterStream<string[], string[]> {
  return format<string[], string[]>({
    rowDelimiter: '\r\n',
    includeEndRowDelimiter: true,
    delimiter: dialect.delimiter,
    quote: dialect.quote,
  });
}

/**
 * Rows for the formatter, a batch (an export's page of items) at a time: each batch is read
 * from the source when the formatter has taken the one before.
 */
export function rowStream(batches: Iterable<string[][]> | AsyncIterable<string[][]>): Readable {
  const source =
    Symbol.asyncIterator in batches ? batches[Symbol.asyncIterator]() : batches[Symbol.iterator]();
  let reading = false;
  return new Readable({
    objectMode: true,
    read() {
      if (reading) return;
      reading = true;
      // Until a batch with rows (or the end): an empty batch pushes nothing, and only a push
      // makes the stream ask again.
      const pull = (): Promise<void> =>
        Promise.resolve(source.next()).then(
          (next) => {
            if (!next.done && next.value.length === 0) return pull();
            reading = false;
            if (next.done) this.push(null);
            else for (const row of next.value) this.push(row);
          },
          (error: unknown) => {
            reading = false;
            this.destroy(error as Error);
          },
        );
      void pull();
    },
    destroy(error, done) {
      Promise.resolve(source.return?.()).then(
        () => done(error),
        () => done(error),
      );
    },
  });
}

/** Joins small buffers (the formatter writes one per row) into pieces of about `size` bytes. */
export class OutputChunker extends Transform {
  private parts: Buffer[] = [];
  private length = 0;

  constructor(private readonly size = 64 * 1024) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.parts.push(chunk);
    this.length += chunk.length;
    if (this.length >= this.size) this.release();
    done();
  }

  override _flush(done: TransformCallback): void {
    this.release();
    done();
  }

  private release(): void {
    if (this.length === 0) return;
    this.push(this.parts.length === 1 ? this.parts[0] : Buffer.concat(this.parts, this.length));
    this.parts = [];
    this.length = 0;
  }
}
