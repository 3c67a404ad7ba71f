import { neutraliseFormula as neutraliseCell } from '../csv/cell-text';
import type { HistoryRecord } from '../generation/generation-record-repository';
import { formatLocalDateTime } from './time-zone';

/** Most rows one export holds (SPEC §9: export reads 10,000). */
export const HISTORY_EXPORT_LIMIT = 10_000;

/**
 * SPEC §7's export columns, with "Characters Written" beside "Character Count" (the target:
 * a seller would otherwise read the target as the length written), then the two Quillcart
 * adds: which provider wrote the description, and in which language.
 */
export const HISTORY_CSV_HEADERS = [
  'Date',
  'Item Name',
  'SKU',
  'Description',
  'Character Count',
  'Characters Written',
  'Writing Style',
  'Tone',
  'Target Audience',
  'Industry',
  'Provider',
  'Language',
] as const;

/** The fields of a generation record an export row is made from. */
export type HistoryCsvRecord = Pick<
  HistoryRecord,
  | 'createdAt'
  | 'itemName'
  | 'itemSku'
  | 'description'
  | 'characterCount'
  | 'writingStyle'
  | 'tone'
  | 'targetAudience'
  | 'industry'
  | 'provider'
  | 'language'
>;

/** A spreadsheet runs a cell that starts like a formula; a leading apostrophe keeps it text. */
export function neutraliseFormula(value: string): string {
  return neutraliseCell(value, 'quote');
}

/** One CSV row, in HISTORY_CSV_HEADERS order, dates in the seller's time zone. */
export function historyCsvRow(record: HistoryCsvRecord, timeZone: string): string[] {
  return [
    formatLocalDateTime(record.createdAt, timeZone),
    record.itemName,
    record.itemSku,
    record.description,
    String(record.characterCount),
    String(record.description.length),
    record.writingStyle,
    record.tone,
    record.targetAudience,
    record.industry,
    record.provider ?? '',
    record.language,
  ].map(neutraliseFormula);
}
