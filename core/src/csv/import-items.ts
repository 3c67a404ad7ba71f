import { ITEM_FIELD_LABELS, ITEM_FIELD_MAX_LENGTH, type ItemField } from '../catalog/item-fields';
import { cleanCell, cutText, restoreFormula, withoutZeroBytes } from './cell-text';
import { CSV_MESSAGES, CsvImportError, tooManyRowsMessage, validationFailed } from './csv-errors';
import type {
  CsvFormat,
  ImportContext,
  ImportedItem,
  ItemFieldsDraft,
  ShopifyMapping,
  SourceRow,
} from './csv-format';
import type { CsvDocument, CsvRecord } from './csv-reader';
import { HeaderMap, normaliseHeader } from './headers';

export interface CsvImportOptions {
  format: CsvFormat;
  /** Shopify: the seller's field mapping; null or absent for the format's defaults. */
  mapping?: ShopifyMapping | null;
  /** Data rows allowed (CSV_MAX_ROWS). */
  maxRows: number;
  /** True for a SKU the owner already has: such rows are dropped (SPEC §5). */
  skuExists(sku: string): boolean;
  /** Generated SKUs carry it; defaults to now. */
  timestamp?: number;
  /** Longest error and warning lists returned. */
  maxMessages?: number;
  /** The uploaded file's name: its ending is kept with the items ('.txt' exports as .txt). */
  fileName?: string;
}

/** A header row wider than this is not a product file. */
export const MAX_COLUMNS = 1000;
/** A product with more rows than this (variants + images) is refused. */
export const MAX_ROWS_PER_PRODUCT = 2000;

const FIELDS: ItemField[] = ['name', 'sku', 'details', 'price', 'notes', 'description'];
const GENERAL_LABELS: Record<ItemField, string> = {
  name: 'Item Name',
  sku: 'Item SKU',
  details: 'Item Details',
  price: 'Item Price',
  notes: 'Item Notes',
  description: 'Item Description',
};

interface Group {
  key: string | null;
  rows: SourceRow[];
}

/**
 * Reads a CSV document as items of one format, one at a time. Header problems throw before
 * the first item; row problems are collected — once there is one, no further item is yielded
 * and the iteration ends by throwing 'CSV validation failed' with the whole list, so the
 * caller's transaction rolls back and nothing is half-imported. Duplicate SKUs (the owner's
 * and earlier rows of the file) are counted and dropped.
 */
export class CsvImport {
  readonly warnings: string[] = [];
  readonly errors: string[] = [];
  duplicatesSkipped = 0;
  imported = 0;
  dataRows = 0;
  /** The header row as the file has it. */
  headers: string[] = [];
  /** Columns neither read nor known to the format (named in the warnings). */
  unreadColumns: string[] = [];

  private readonly maxMessages: number;
  private readonly timestamp: number;
  private readonly extension: string | undefined;
  private warningsDropped = 0;
  private itemIndex = 0;
  private readonly seenSkus = new Set<string>();
  private context: ImportContext<string> | null = null;

  constructor(
    private readonly document: Pick<CsvDocument, 'dialect' | 'blank' | 'records'>,
    private readonly options: CsvImportOptions,
  ) {
    this.maxMessages = options.maxMessages ?? 100;
    this.timestamp = options.timestamp ?? Date.now();
    this.extension = extensionOf(options.fileName);
  }

  async *items(): AsyncGenerator<ImportedItem> {
    const { format, maxRows } = this.options;
    if (this.document.blank) throw new CsvImportError(CSV_MESSAGES.empty);
    let group: Group | null = null;
    const finishedKeys = new Set<string>();
    for await (const record of this.document.records()) {
      if (!this.context) {
        if (record.cells.length === 0) continue;
        this.readHeader(record.cells);
        continue;
      }
      if (record.cells.every((cell) => !cell.trim())) continue;
      this.dataRows += 1;
      if (this.dataRows > maxRows) throw new CsvImportError(tooManyRowsMessage(maxRows));
      const row = this.fitRow(record);
      const reading = format.parseRow(row, this.context);
      this.addErrors(reading.errors);
      const joins =
        group !== null &&
        (reading.continues || (reading.group !== null && reading.group === group.key));
      if (group && joins) {
        group.rows.push(row);
        if (group.rows.length === MAX_ROWS_PER_PRODUCT + 1) {
          this.addErrors([
            `Row ${row.number}: one product has more than ${MAX_ROWS_PER_PRODUCT.toLocaleString('en-US')} rows`,
          ]);
        }
        continue;
      }
      if (group) {
        if (group.key !== null) finishedKeys.add(group.key);
        yield* this.finish(group);
      }
      if (reading.group !== null && finishedKeys.has(reading.group)) {
        this.addErrors([
          `Row ${row.number}: "${reading.group}" appears again after other products; keep each product's rows together`,
        ]);
      }
      group = { key: reading.group, rows: [row] };
    }
    if (!this.context) throw new CsvImportError(CSV_MESSAGES.empty);
    if (group) yield* this.finish(group);
    if (this.errors.length > 0) throw validationFailed(this.errors);
    if (this.imported === 0 && this.duplicatesSkipped > 0) {
      throw new CsvImportError(CSV_MESSAGES.allDuplicates);
    }
    if (this.imported === 0) throw new CsvImportError(CSV_MESSAGES.empty);
    if (this.warningsDropped > 0) {
      this.warnings.push(`…and ${this.warningsDropped.toLocaleString('en-US')} more warnings`);
    }
  }

  private readHeader(raw: string[]): void {
    const { format, mapping = null } = this.options;
    const cells = raw.map(cleanCell);
    if (cells.every((cell) => !cell.trim())) throw new CsvImportError(CSV_MESSAGES.noHeaders);
    // The header as written goes back into exports byte for byte; the cleaned one is read.
    const asWritten = raw.map(withoutZeroBytes);
    if (cells.length > MAX_COLUMNS) {
      throw new CsvImportError(CSV_MESSAGES.unreadableHeaders, [
        `The header row has ${cells.length.toLocaleString('en-US')} columns (at most ${MAX_COLUMNS.toLocaleString('en-US')})`,
      ]);
    }
    const headers = new HeaderMap(cells, format.aliases);
    const check = format.validateHeaders(headers, mapping);
    if (check.errors.length > 0) {
      throw check.headline
        ? new CsvImportError(check.headline, check.errors)
        : validationFailed(check.errors);
    }
    this.addWarnings(check.warnings);
    this.unreadColumns = unreadColumns(format, headers, mapping);
    if (this.unreadColumns.length > 0) {
      this.addWarnings([`Kept but not read: ${this.unreadColumns.join(', ')}`]);
    }
    this.headers = asWritten;
    this.context = { headers, timestamp: this.timestamp, mapping };
  }

  // Cells aligned with the header: short rows padded, empty trailing cells dropped; cells
  // past the header that hold data mean the row does not line up. `raw` keeps each cell as
  // the file has it (only zero bytes, which Postgres refuses, are gone); when that is the
  // record as parsed, its JSON text comes along (JSON writes a zero byte as \u0000). A record
  // without a cell that starts with an apostrophe (`"'` in its JSON) reads as it is written:
  // its cells are its raw cells (neither is changed after).
  private fitRow(record: CsvRecord): SourceRow {
    const { number, cells: parsed, json } = record;
    const width = this.headers.length;
    if (parsed.length === width && !json.includes('\\u0000')) {
      const cells = json.includes(`"'`) ? parsed.map(restoreFormula) : parsed;
      return { number, cells, raw: parsed, rawJson: json };
    }
    let raw = parsed.map(withoutZeroBytes);
    if (raw.length > width) {
      if (raw.slice(width).some((cell) => cell.trim())) {
        this.addErrors([
          `Row ${number}: has ${raw.length} fields but the header has ${width} columns`,
        ]);
      }
      raw = raw.slice(0, width);
    }
    while (raw.length < width) raw.push('');
    // cleanCell without its zero-byte pass: `raw` has none left.
    return { number, cells: raw.map(restoreFormula), raw };
  }

  private *finish(group: Group): Generator<ImportedItem> {
    const context = this.context as ImportContext<string>;
    const reading = this.options.format.rowToItem(group.rows, this.itemIndex, context);
    this.itemIndex += 1;
    this.addErrors(reading.errors);
    this.addWarnings(reading.warnings);
    if (!reading.item) return;
    const item = this.fitFields(reading.item, group.rows[0].number);
    if (this.errors.length > 0) return;
    if (this.seenSkus.has(item.sku) || this.options.skuExists(item.sku)) {
      this.duplicatesSkipped += 1;
      return;
    }
    this.seenSkus.add(item.sku);
    this.imported += 1;
    const { dialect } = this.document;
    yield {
      ...item,
      sourceFormat: this.options.format.id,
      sourceRows: {
        headers: this.headers,
        rows: keptRows(group.rows, reading.rows),
        delimiter: dialect.delimiter,
        quoted: dialect.quote !== null,
        extension: this.extension,
      },
      sourceRowsJson: reading.rows ? undefined : rowsJson(group.rows),
    };
  }

  private fitFields(draft: ItemFieldsDraft, rowNumber: number): ItemFieldsDraft {
    const item = { ...draft };
    const reject = this.options.format.overlongText === 'reject';
    const labels = reject ? GENERAL_LABELS : ITEM_FIELD_LABELS;
    for (const field of FIELDS) {
      const max = ITEM_FIELD_MAX_LENGTH[field];
      if (item[field].length <= max) continue;
      const limit = max.toLocaleString('en-US');
      if (reject || field === 'sku' || field === 'price') {
        this.addErrors([`Row ${rowNumber}: ${labels[field]} must be at most ${limit} characters`]);
      } else {
        item[field] = cutText(item[field], max);
        this.addWarnings([`Row ${rowNumber}: ${labels[field]} shortened to ${limit} characters`]);
      }
    }
    return item;
  }

  private addErrors(errors: string[]): void {
    for (const error of errors) {
      if (this.errors.length >= this.maxMessages) throw validationFailed(this.errors, true);
      this.errors.push(error);
    }
  }

  private addWarnings(warnings: string[]): void {
    for (const warning of warnings) {
      if (this.warnings.length < this.maxMessages) this.warnings.push(warning);
      else this.warningsDropped += 1;
    }
  }
}

/**
 * The rows kept with an item: each cell as the file had it, except cells the format changed
 * on reading (a Shopify handle it generated), which keep the format's value.
 */
function keptRows(rows: SourceRow[], changed: string[][] | undefined): string[][] {
  if (!changed) return rows.map((row) => row.raw);
  return changed.map((cells, index) => {
    const row = rows[index];
    if (!row) return cells;
    return cells.map((cell, column) => (cell === row.cells[column] ? row.raw[column] : cell));
  });
}

/** The rows' raw cells as JSON text, when every row came with its own (see fitRow). */
function rowsJson(rows: SourceRow[]): string | undefined {
  if (rows.some((row) => row.rawJson === undefined)) return undefined;
  return `[${rows.map((row) => row.rawJson).join(',')}]`;
}

function extensionOf(fileName: string | undefined): string | undefined {
  const match = /\.[a-z0-9]+$/i.exec((fileName ?? '').trim());
  return match ? match[0].toLowerCase() : undefined;
}

/** Header cells the format neither reads nor knows, and the seller's mapping does not use. */
function unreadColumns(
  format: CsvFormat,
  headers: HeaderMap<string>,
  mapping: ShopifyMapping | null,
): string[] {
  const mapped = new Set(
    mapping
      ? [mapping.name, mapping.sku, mapping.price, ...mapping.details, ...mapping.notes]
          .filter((name): name is string => !!name)
          .map(normaliseHeader)
      : [],
  );
  return headers.headers.filter((header, index) => {
    const normal = normaliseHeader(header);
    if (normal === '' || headers.keys[index] !== null || mapped.has(normal)) return false;
    return !format.knownColumn?.(normal);
  });
}
