import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config/paths';
import { CHANNEL_FIELDS, type ChannelField, type ChannelFields } from '../../shared/channel-fields';
import { itemFieldsOf } from '../../shared/item-fields';
import type {
  CsvFormatId,
  ExportItem,
  ImportedItem,
  ItemFieldsDraft,
  ShopifyMapping,
} from '../csv-format';
import { openCsvBuffer } from '../csv-reader';
import { buildExportLayout, CsvRowWriter, CsvTextFormatter, exportDialect } from '../export-items';
import { CSV_FORMATS } from '../formats';
import { CsvImport } from '../import-items';

/** The real marketplace files, copied byte for byte from shared/samples. */
export const SAMPLES = {
  shopifyTemplate: 'shopify_product_template_official_copy.csv',
  shopifyJewelery: 'shopify_official_partners_jewelery.csv',
  shopifyNewFormat: 'shopify_newformat_2026_sahraandbeyond.csv',
  amazonListings: 'amazon_all_listings_report_zynk_doc_sample.txt',
  etsyListings: 'etsy_listings_export_en_petioleandbloom.csv',
} as const;

export function sample(name: string): Buffer {
  return readFileSync(path.join(repoRoot(), 'test', 'fixtures', 'samples', name));
}

export interface ImportRun {
  items: ImportedItem[];
  importer: CsvImport;
  error: (Error & { errors?: string[] }) | null;
}

/** Runs a whole import of in-memory bytes; never throws (the error is returned). */
export async function importBytes(
  format: CsvFormatId,
  bytes: Uint8Array | string,
  options: {
    existing?: string[];
    mapping?: ShopifyMapping | null;
    maxRows?: number;
    maxBytes?: number;
    timestamp?: number;
    fileName?: string;
  } = {},
): Promise<ImportRun> {
  const items: ImportedItem[] = [];
  const existing = new Set(options.existing ?? []);
  let importer: CsvImport | null = null;
  try {
    const document = await openCsvBuffer(bytes, { maxBytes: options.maxBytes });
    importer = new CsvImport(document, {
      format: CSV_FORMATS[format],
      mapping: options.mapping ?? null,
      maxRows: options.maxRows ?? 100_000,
      skuExists: (sku) => existing.has(sku),
      timestamp: options.timestamp ?? 1_700_000_000_000,
      fileName: options.fileName,
    });
    for await (const item of importer.items()) items.push(item);
    return { items, importer, error: null };
  } catch (error) {
    return { items, importer: importer as CsvImport, error: error as Error };
  }
}

/** Imports and fails the test on any error. */
export async function importOk(
  format: CsvFormatId,
  bytes: Uint8Array | string,
  options: Parameters<typeof importBytes>[2] = {},
): Promise<ImportRun> {
  const run = await importBytes(format, bytes, options);
  if (run.error) {
    throw new Error(
      `import failed: ${run.error.message} ${JSON.stringify(run.error.errors ?? [])}`,
    );
  }
  return run;
}

/** Imported items as the database would hand them to the exporter. */
export function stored(items: (ImportedItem | Omit<ExportItem, 'id'>)[]): ExportItem[] {
  return items.map((item, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    ...item,
  }));
}

/**
 * The marketplace fields at least one of the items has: the columns an export adds for them
 * (the export service asks Postgres the same, in itemRepository.exportSummary).
 */
export function presentChannelFields(
  channels: Iterable<ChannelFields | null | undefined>,
): ChannelField[] {
  const present = new Set<ChannelField>();
  for (const channel of channels) {
    if (!channel) continue;
    for (const field of CHANNEL_FIELDS) {
      const value = channel[field];
      if (Array.isArray(value) ? value.length > 0 : !!value) present.add(field);
    }
  }
  return CHANNEL_FIELDS.filter((field) => present.has(field));
}

/** An export of the items, as the HTTP download writes it. */
export function exportToString(
  format: CsvFormatId,
  items: ExportItem[],
  etsyWhenMade = '2020_2024',
): Promise<string> {
  const csvFormat = CSV_FORMATS[format];
  const headerSets: string[][] = [];
  for (const item of items) {
    if (item.sourceFormat !== format || !item.sourceRows) continue;
    if (!headerSets.some((set) => set.join('\u0000') === item.sourceRows?.headers.join('\u0000'))) {
      headerSets.push(item.sourceRows.headers);
    }
  }
  const hasOther = items.some((item) => item.sourceFormat !== format || !item.sourceRows);
  const first = items.find((item) => item.sourceFormat === format && item.sourceRows);
  const dialect = exportDialect(csvFormat, first?.sourceRows ?? null);
  const layout = buildExportLayout(csvFormat, headerSets, hasOther, {
    sourceOnly: dialect.delimiter === '\t',
    channelFields: presentChannelFields(items.map((item) => item.channel)),
  });
  const writer = new CsvRowWriter(csvFormat, layout, { etsyWhenMade, dialect });
  const rows = [writer.headerRow(), ...items.flatMap((item) => writer.rows(item))];
  // As the export route writes it.
  const text = new CsvTextFormatter(dialect);
  return Promise.resolve(text.format(rows) + text.finish());
}

/** All records of a CSV text (header included), as parsed for import. */
export async function parseRows(text: string | Uint8Array): Promise<string[][]> {
  const document = await openCsvBuffer(text);
  const rows: string[][] = [];
  for await (const record of document.records()) rows.push(record.cells);
  return rows;
}

/** The fields that make an item what it is, for comparing imports. */
export function fieldsOf(item: ImportedItem): ItemFieldsDraft {
  return itemFieldsOf(item);
}
