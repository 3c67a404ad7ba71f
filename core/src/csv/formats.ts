import { amazonFormat } from './amazon.format';
import { CSV_MESSAGES, CsvImportError } from './csv-errors';
import type { CsvFormat, CsvFormatId } from './csv-format';
import { etsyFormat } from './etsy.format';
import { generalFormat } from './general.format';
import { HeaderMap } from './headers';
import { shopifyFormat } from './shopify.format';

export const CSV_FORMATS: Record<CsvFormatId, CsvFormat> = {
  general: generalFormat,
  shopify: shopifyFormat,
  amazon: amazonFormat,
  etsy: etsyFormat,
};

// Most specific first: a Shopify file also has a Title, an Etsy file a DESCRIPTION.
const DETECTION_ORDER: CsvFormatId[] = ['shopify', 'amazon', 'etsy', 'general'];

/** Which format a header row belongs to, or null when none recognises it. */
export function detectFormat(headers: readonly string[]): CsvFormatId | null {
  for (const id of DETECTION_ORDER) {
    const format = CSV_FORMATS[id];
    if (format.detect(new HeaderMap(headers, format.aliases))) return id;
  }
  return null;
}

/** SPEC §5: the file must end in .csv (Amazon also takes its own .txt and .tsv). */
export function checkFileName(format: CsvFormat, fileName: string | undefined | null): void {
  const name = (fileName ?? '').trim().toLowerCase();
  if (!format.extensions.some((extension) => name.endsWith(extension))) {
    throw new CsvImportError(CSV_MESSAGES.fileType);
  }
}
