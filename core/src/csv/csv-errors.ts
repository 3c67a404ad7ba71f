import { DomainError, ErrorCode } from '../errors/domain-error';

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
  signInToImport: 'Please sign in to import CSV files',
  signInToExport: 'Please sign in to export CSV files',
  inDevelopment: 'Coming soon - currently in development',
} as const;

const VALIDATION_PREFIX = 'CSV validation failed: ';

/**
 * An import that must stop: `message` is the catalogue headline shown to the seller,
 * `errors` the per-row list ('Row 3: Item Name is required') when there is one.
 */
export class CsvImportError extends DomainError {
  override name = 'CsvImportError';
  constructor(
    message: string,
    readonly errors: string[] = [],
  ) {
    super(ErrorCode.BAD_USER_INPUT, message, errors.length > 0 ? { errors } : {});
  }
}

/** The upload is larger than CSV_MAX_BYTES (HTTP 413). */
export class CsvTooLargeError extends DomainError {
  override name = 'CsvTooLargeError';
  constructor(readonly maxBytes: number) {
    super(ErrorCode.PAYLOAD_TOO_LARGE, tooLargeMessage(maxBytes));
  }
}

export function tooLargeMessage(maxBytes: number): string {
  const mb = maxBytes / (1024 * 1024);
  const shown = Number.isInteger(mb) ? String(mb) : mb.toFixed(1).replace(/\.0$/, '');
  return `File is too large (max ${shown} MB)`;
}

export function tooManyRowsMessage(maxRows: number): string {
  return `CSV file has too many rows (max ${maxRows.toLocaleString('en-US')})`;
}

/**
 * 'CSV validation failed: <first problem>', with how many more there are; the full list
 * travels in `errors`. `truncated`: the list stopped at its cap, so there are more still.
 */
export function validationFailed(errors: string[], truncated = false): CsvImportError {
  const more = errors.length - 1;
  const suffix = more > 0 || truncated ? ` (and ${more}${truncated ? '+' : ''} more)` : '';
  return new CsvImportError(`${VALIDATION_PREFIX}${errors[0] ?? 'unknown problem'}${suffix}`, [
    ...errors,
  ]);
}
