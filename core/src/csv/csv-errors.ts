import { DomainError, ErrorCode } from '../errors/domain-error';
import { CSV_MESSAGES, tooLargeMessage, tooManyRowsMessage } from '../shared/csv-formats';

export { CSV_MESSAGES, tooLargeMessage, tooManyRowsMessage };

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
