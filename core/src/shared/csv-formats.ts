/**
 * The CSV formats as the browser needs them: ids, labels, file endings, the catalogue
 * messages and the shape of GET /api/csv/config. Browser-safe: the client imports this file;
 * the format modules in core/src/csv use the same values.
 */
export const CSV_FORMAT_IDS = ['general', 'shopify', 'amazon', 'etsy'] as const;
export type CsvFormatId = (typeof CSV_FORMAT_IDS)[number];

export function isCsvFormatId(value: unknown): value is CsvFormatId {
  return typeof value === 'string' && (CSV_FORMAT_IDS as readonly string[]).includes(value);
}

export interface CsvFormatInfo {
  id: CsvFormatId;
  label: string;
  /** File name endings the importer accepts (and the picker offers). */
  extensions: readonly string[];
}

export const CSV_FORMAT_INFO: Readonly<Record<CsvFormatId, CsvFormatInfo>> = {
  general: { id: 'general', label: 'General', extensions: ['.csv'] },
  shopify: { id: 'shopify', label: 'Shopify', extensions: ['.csv'] },
  // DESIGN: Amazon's own listing reports are tab-delimited .txt files.
  amazon: { id: 'amazon', label: 'Amazon', extensions: ['.csv', '.txt', '.tsv'] },
  etsy: { id: 'etsy', label: 'Etsy', extensions: ['.csv'] },
};

/** Shopify field mapping (SPEC §3): source header names as written in the file. */
export interface ShopifyMapping {
  name: string | null;
  sku: string | null;
  price: string | null;
  details: string[];
  notes: string[];
}

/** How much of a file the header preview reads (POST /api/imports/inspect). */
export const INSPECT_BYTES = 64 * 1024;

/** What GET /api/csv/config answers: this server's limits and the formats it still refuses. */
export interface CsvConfig {
  /** Formats shown as "Coming soon" and refused (CSV_FORMATS_IN_DEVELOPMENT). */
  inDevelopment: string[];
  maxBytes: number;
  maxRows: number;
}

/** The catalogue messages of CSV import and export (SPEC §8), verbatim. */
export const CSV_MESSAGES = {
  fileType: 'Please select a CSV file',
  parse: 'Failed to parse CSV file. Please check the format.',
  empty: 'CSV file appears to be empty or contains no valid data',
  unreadableHeaders: 'Invalid CSV format - unable to read headers',
  noHeaders: 'CSV file contains no headers',
  notAmazon: "This doesn't appear to be an Amazon CSV file. Please check the format.",
  allDuplicates: 'No new items found in CSV (all SKUs already exist)',
  noItems: 'No items to export',
  noApprovedItems: 'No approved items to export',
  signInToImport: 'Please sign in to import CSV files',
  signInToExport: 'Please sign in to export CSV files',
  inDevelopment: 'Coming soon - currently in development',
} as const;

/** Megabytes as the messages write them: 20, 2.5. */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? String(mb) : mb.toFixed(1).replace(/\.0$/, '');
}

export function tooLargeMessage(maxBytes: number): string {
  return `File is too large (max ${formatMegabytes(maxBytes)} MB)`;
}

export function tooManyRowsMessage(maxRows: number): string {
  return `CSV file has too many rows (max ${maxRows.toLocaleString('en-US')})`;
}
