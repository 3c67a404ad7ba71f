import {
  CSV_FORMAT_INFO,
  CSV_MESSAGES,
  tooLargeMessage,
  type CsvConfig,
} from '../../../../core/src/shared/csv-formats';
import { CsvRequestError, type CsvFormat } from './csv-api';

// SPEC §8 wording, verbatim (the server's catalogue where it has the same message).
export const SELECT_CSV_MESSAGE = CSV_MESSAGES.fileType;
export const VALIDATION_ERRORS_TITLE = 'CSV Validation Errors';
/** SPEC §9: the validation list stays 6 s. */
export const VALIDATION_TOAST_MS = 6_000;
export const NO_ITEMS_TO_EXPORT = CSV_MESSAGES.noItems;
export const NO_APPROVED_ITEMS_TO_EXPORT = CSV_MESSAGES.noApprovedItems;
export const EXPORTED_MESSAGE = 'CSV exported successfully';
export const TEMPLATE_DOWNLOADED_MESSAGE = 'Template downloaded successfully';
export const TEMPLATE_FAILED_MESSAGE = 'Failed to download template';
export const SHOPIFY_DETECTED_MESSAGE = 'Shopify CSV detected! Please review the field mappings.';
export const GUEST_GENERATE_HINT = 'Sign in to generate descriptions for all imported items';
export const SHOPIFY_GUEST_IMPORT_HINT = 'Sign in to import Shopify CSV files';
export const NO_NEW_ITEMS_MESSAGE = CSV_MESSAGES.allDuplicates;
export const COMING_SOON = CSV_MESSAGES.inDevelopment;

export function importedMessage(count: number): string {
  return `Successfully imported ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The line under the import toast when rows were left out as known SKUs. */
export function skippedDuplicatesMessage(count: number): string | undefined {
  if (count > 0)
    return `${count} ${count === 1 ? 'row was' : 'rows were'} skipped: the SKU already exists.`;
}

interface FormatInfo {
  /** Toast title when an import fails for a reason other than the file's content. */
  importFailed: (reason: string) => { title: string; description?: string };
  exportFailed: string;
  /** Used when the server sends no Content-Disposition (DESIGN: file names). */
  exportName: () => string;
}

const today = () => new Date().toISOString().slice(0, 10);

// Label and file endings come from the shared format list; the toasts are the client's.
const FORMAT_TOASTS: Record<CsvFormat, FormatInfo> = {
  general: {
    importFailed: (reason) => ({ title: `Failed to import CSV: ${reason}` }),
    exportFailed: 'Failed to export CSV',
    exportName: () => `products-${today()}.csv`,
  },
  shopify: {
    importFailed: (reason) => ({ title: 'Failed to import Shopify CSV', description: reason }),
    exportFailed: 'Failed to export Shopify CSV',
    exportName: () => `shopify-products-${today()}.csv`,
  },
  amazon: {
    importFailed: (reason) => ({ title: 'Failed to process Amazon CSV file', description: reason }),
    exportFailed: 'Failed to export CSV',
    exportName: () => `amazon-products-${today()}.csv`,
  },
  etsy: {
    importFailed: (reason) => ({ title: 'Failed to process Etsy CSV file', description: reason }),
    exportFailed: 'Failed to export CSV',
    exportName: () => `etsy-products-${today()}.csv`,
  },
};

export const FORMAT_INFO: Record<
  CsvFormat,
  FormatInfo & { label: string; extensions: readonly string[] }
> = {
  general: { ...CSV_FORMAT_INFO.general, ...FORMAT_TOASTS.general },
  shopify: { ...CSV_FORMAT_INFO.shopify, ...FORMAT_TOASTS.shopify },
  amazon: { ...CSV_FORMAT_INFO.amazon, ...FORMAT_TOASTS.amazon },
  etsy: { ...CSV_FORMAT_INFO.etsy, ...FORMAT_TOASTS.etsy },
};

/** SELECT_CSV_MESSAGE when the file's name does not end in one of the format's extensions. */
export function fileNameProblem(fileName: string, format: CsvFormat): string | null {
  const lower = fileName.toLowerCase();
  return FORMAT_INFO[format].extensions.some((extension) => lower.endsWith(extension))
    ? null
    : SELECT_CSV_MESSAGE;
}

/** The client's checks before a file is sent: its ending, then its size (once the limit is known). */
export function fileProblem(
  file: { name: string; size: number },
  format: CsvFormat,
  config: Pick<CsvConfig, 'maxBytes'> | null,
): string | null {
  const problem = fileNameProblem(file.name, format);
  if (problem) return problem;
  if (config && file.size > config.maxBytes) return tooLargeMessage(config.maxBytes);
  return null;
}

/**
 * How a failed CSV request is told: when the server was not reached or broke, the format's own
 * title (and why); when rows failed validation, one title and the list; otherwise the server's
 * sentence (header problems, empty file, limits), with the sign-in modal after a 401.
 */
export interface CsvErrorNotice {
  title: string;
  description?: string;
  /** The rows that failed validation, listed under the title. */
  errors?: string[];
  signIn?: boolean;
}

function isRefusal(error: unknown): error is CsvRequestError {
  return error instanceof CsvRequestError && error.status > 0 && error.status < 500;
}

const refused = (error: CsvRequestError): CsvErrorNotice => ({
  title: error.message,
  signIn: error.status === 401,
});

/** An import's (or an inspection's) failure. */
export function importErrorNotice(error: unknown, format: CsvFormat): CsvErrorNotice {
  if (!isRefusal(error)) {
    return FORMAT_INFO[format].importFailed(
      error instanceof Error && error.message ? error.message : 'Unknown error occurred.',
    );
  }
  // The server's headline repeats the first row error; the list says it all.
  if (error.errors.length > 0) return { title: VALIDATION_ERRORS_TITLE, errors: error.errors };
  return refused(error);
}

export type DownloadKind = 'export' | 'template';

/** An export's or a template's failure; an export of nothing is a 404. */
export function downloadErrorNotice(
  error: unknown,
  kind: DownloadKind,
  format: CsvFormat,
): CsvErrorNotice {
  if (!isRefusal(error)) {
    return {
      title: kind === 'export' ? FORMAT_INFO[format].exportFailed : TEMPLATE_FAILED_MESSAGE,
      description: error instanceof Error ? error.message : undefined,
    };
  }
  if (error.status === 404 && kind === 'export') {
    // Review mode's "approved only" has its own catalogue line; any other 404 is the spec's.
    return {
      title: error.message === NO_APPROVED_ITEMS_TO_EXPORT ? error.message : NO_ITEMS_TO_EXPORT,
    };
  }
  return refused(error);
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${(bytes / (1024 * 1024)).toFixed(bytes >= 10 * 1024 * 1024 ? 0 : 1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
