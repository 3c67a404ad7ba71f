import { cleanCell } from './cell-text';
import { CSV_MESSAGES, CsvImportError } from './csv-errors';
import type { CsvFormat, CsvFormatId, ShopifyMapping } from './csv-format';
import { openCsvBuffer } from './csv-reader';
import { checkFileName, detectFormat } from './formats';
import { HeaderMap } from './headers';
import { defaultShopifyMapping, shopifyFormat } from './shopify.format';

import { INSPECT_BYTES } from '../shared/csv-formats';

export { INSPECT_BYTES };

export interface InspectResult {
  detected: CsvFormatId | null;
  headers: string[];
  /** SPEC "Reset to Defaults", only when the file is a Shopify file. */
  defaultMapping: ShopifyMapping | null;
}

/**
 * Reads the header row from the start of a file (the client sends its first 64 KiB) and says
 * which format it is. Refuses what no format could import: a wrong file type, an empty file,
 * a header row that cannot be read or holds nothing.
 */
export async function inspectCsv(
  prefix: Uint8Array,
  format: CsvFormat,
  fileName: string | undefined,
): Promise<InspectResult> {
  checkFileName(format, fileName);
  const document = await openCsvBuffer(prefix.subarray(0, INSPECT_BYTES));
  if (document.blank) throw new CsvImportError(CSV_MESSAGES.empty);
  let header: string[] | null = null;
  try {
    for await (const record of document.records()) {
      if (record.cells.length === 0) continue;
      header = record.cells;
      break;
    }
  } catch (error) {
    if (error instanceof CsvImportError && error.message === CSV_MESSAGES.fileType) throw error;
    throw new CsvImportError(CSV_MESSAGES.unreadableHeaders);
  } finally {
    document.release();
  }
  if (!header) throw new CsvImportError(CSV_MESSAGES.empty);
  const cells = header.map(cleanCell);
  if (cells.every((cell) => !cell.trim())) throw new CsvImportError(CSV_MESSAGES.noHeaders);
  const headers = new HeaderMap(cells, shopifyFormat.aliases);
  const detected = detectFormat(headers.headers);
  return {
    detected,
    headers: headers.headers,
    defaultMapping: detected === 'shopify' ? defaultShopifyMapping(headers) : null,
  };
}
