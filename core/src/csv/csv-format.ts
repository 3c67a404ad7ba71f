import type { ChannelField } from '../shared/channel-fields';
import type { ItemField, ItemFields } from '../shared/item-fields';
import type { ExportItem } from '../catalog/export-item';
import type { ItemSourceRows, StoredSourceRows } from '../db/entities/item.entity';
import type { AliasTable, HeaderMap } from './headers';

import {
  CSV_FORMAT_IDS,
  isCsvFormatId,
  type CsvFormatId,
  type ShopifyMapping,
} from '../shared/csv-formats';

export { CSV_FORMAT_IDS, isCsvFormatId, type CsvFormatId, type ShopifyMapping };
// For the formats: the rows an item keeps are a column of the item (db), and the exporter reads
// items as the catalogue gives them.
export type { ExportItem, ItemSourceRows };

/** How an export file is written. */
export interface ExportDialect {
  delimiter: ',' | '\t';
  /** False: never quote (cells Quillcart writes then lose tabs and line breaks). */
  quote: boolean;
  /** The download name's ending. */
  extension: '.csv' | '.txt';
  contentType: string;
}

export const CSV_DIALECT: ExportDialect = {
  delimiter: ',',
  quote: true,
  extension: '.csv',
  contentType: 'text/csv; charset=utf-8',
};

/** The fields of an item as Quillcart stores them. */
export type ItemFieldsDraft = ItemFields;

/** An item read from a file, with the rows it came from. */
export interface ImportedItem extends ItemFieldsDraft {
  sourceFormat: CsvFormatId;
  sourceRows: ItemSourceRows;
  /** `sourceRows.rows` as JSON text, when the parse already wrote it (else undefined). */
  sourceRowsJson?: string;
}

/**
 * An imported item as it is written to Postgres: its fields, the file's header row and
 * dialect (one object shared by every item of a file), and its own rows as JSON text.
 */
export interface StagedItem extends ItemFieldsDraft {
  source: StoredSourceRows;
  rowsJson: string;
}

/** One data record of the file, 'Row N' in messages (the header is row 1). */
export interface SourceRow {
  number: number;
  /** The cells as read (a leading apostrophe before a formula character taken off). */
  cells: string[];
  /** The cells exactly as the file has them: what goes back into an export. */
  raw: string[];
  /** `raw` as JSON text, when the parse's text of the record is exactly it. */
  rawJson?: string;
}

export interface HeaderCheck {
  /** Problems that abort the import ('CSV validation failed: …'). */
  errors: string[];
  /** Problems reported with a successful import. */
  warnings: string[];
  /** A catalogue headline that replaces 'CSV validation failed' (Amazon's "doesn't appear"). */
  headline?: string;
}

export interface ImportContext<K extends string> {
  headers: HeaderMap<K>;
  /** When the import started: generated SKUs carry it. */
  timestamp: number;
  /** Shopify only: the seller's mapping, or null for the defaults. */
  mapping: ShopifyMapping | null;
}

/** What one row says before it joins an item. */
export interface RowReading {
  /** Rows that share a non-null group key one after another form one item (Shopify handle). */
  group: string | null;
  /** True: the row joins the item above it whatever its key (a Shopify row without a handle). */
  continues?: boolean;
  /** False for rows that hold no product data of their own (Shopify image rows). */
  product: boolean;
  errors: string[];
}

export interface ItemReading {
  item: ItemFieldsDraft | null;
  errors: string[];
  warnings: string[];
  /** The rows to keep with the item (a generated Shopify handle is written into them). */
  rows?: string[][];
}

export interface ExportContext {
  /** Etsy WHEN_MADE for rows that do not have one (config ETSY_WHEN_MADE). */
  etsyWhenMade: string;
  /** Handles already written in this export (Shopify keeps new handles unique). */
  usedHandles: Set<string>;
}

/** A cell accessor over one output row, by column key. */
export interface RowCells {
  /** True when the layout has the column. */
  has(key: string): boolean;
  /** True when the item's own source rows had the column (false for added columns). */
  inSource(key: string): boolean;
  get(key: string): string;
  set(key: string, value: string): void;
}

/**
 * One marketplace file format. Every format module exports one of these, so a fifth
 * marketplace is one new file: detect, header aliases, validate headers, parse row,
 * row(s) → item, item → row(s), template.
 */
export interface CsvFormat<K extends string = string> {
  readonly id: CsvFormatId;
  readonly label: string;
  /** File name endings accepted on import (lower case, with the dot). */
  readonly extensions: readonly string[];
  /** Canonical column key → header spellings. */
  readonly aliases: AliasTable<K>;
  /**
   * Text longer than an item field holds: 'reject' (the seller's own table, General) makes it
   * a row error; 'cut' (marketplace text composed from several columns) shortens it with a
   * warning. A SKU that does not fit is always an error.
   */
  readonly overlongText: 'reject' | 'cut';
  /** True when a header row looks like this format's file. */
  detect(headers: HeaderMap<K>): boolean;
  /**
   * A column the format knows but does not read (Etsy's IMAGE2, Amazon's zshop-…), by its
   * normalised header: kept for the round trip without a warning. Other unread columns are
   * named in the import's warnings.
   */
  knownColumn?(normalised: string): boolean;
  validateHeaders(headers: HeaderMap<K>, mapping: ShopifyMapping | null): HeaderCheck;
  /** Checks one data row's cells ('Row N: …' errors) and says which item it belongs to. */
  parseRow(row: SourceRow, context: ImportContext<K>): RowReading;
  /** Builds the item of a group of rows (one row except for Shopify); index counts items from 0. */
  rowToItem(rows: SourceRow[], index: number, context: ImportContext<K>): ItemReading;
  readonly export: {
    /** Download name for a date (YYYY-MM-DD). */
    fileName(date: string): string;
    /** Columns of an export without imported rows, and of the template. */
    headers: readonly string[];
    /** `headers` in the language of the imported files' header rows (Etsy's TITOLO…). */
    localize?(headerSets: readonly (readonly string[])[]): readonly string[];
    /**
     * How the export file is written, given the first imported file's dialect (Amazon: a
     * tab-delimited .txt stays one). Absent: CSV.
     */
    dialect?(
      source: Pick<ItemSourceRows, 'delimiter' | 'quoted' | 'extension'> | null,
    ): ExportDialect;
    /**
     * 'source': an export of imported items starts from the seller's own header row;
     * 'standard': it starts from `headers`, the seller's extra columns after them.
     */
    base: 'source' | 'standard';
    /** Columns Quillcart writes, added when the seller's header lacks them. */
    written: readonly K[];
    /**
     * The columns each marketplace field goes into; added when the seller's header lacks them
     * and some exported item has the field.
     */
    channelColumns?: Partial<Record<ChannelField, readonly K[]>>;
    /** Header spelling of a key in the dialect of a base header row. */
    spell(key: K, base: readonly string[]): string;
    /**
     * True when the rows of an item typed in Quillcart depend on the items written before it
     * (Shopify: its handle is one no earlier row has): an export holding such items is
     * written in order, by one thread.
     */
    newRowsFollowEarlier?: boolean;
    /**
     * The item's own fields writeBack reads (its marketplace fields aside). An export sends
     * the others only for items whose rows are not written back (typed in, or from another
     * format): a round trip of imported items leaves them in Postgres.
     */
    writeBackReads: readonly ItemField[];
  };
  /** Quillcart's cells on an imported row (`index` counts the item's rows from 0). */
  writeBack(cells: RowCells, item: ExportItem, index: number, context: ExportContext): void;
  /** The row(s) of an item typed in Quillcart (or imported from another format). */
  itemToRows(item: ExportItem, context: ExportContext): Partial<Record<K, string>>[];
  /** Header row plus example rows for the template download. */
  template(context: ExportContext): string[][];
}
