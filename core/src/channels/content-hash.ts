import { createHash } from 'node:crypto';
import { chosenChannelFields, type ChannelField } from '../shared/channel-fields';
import { SOURCE_FIELDS, type SourceFields } from '../shared/item-fields';
import type { PromptSettingsValues } from '../shared/prompt-options';

/** The settings that change what is written; a change of any of them means "changed". */
const SETTING_KEYS = [
  'writingStyle',
  'targetAudience',
  'tone',
  'characterCount',
  'industry',
  'language',
  'storeCurrency',
] as const satisfies readonly (keyof PromptSettingsValues)[];

/**
 * What "unchanged since its last description" compares: the item's fields, the settings and
 * the chosen channel fields, as a SHA-256 of one canonical text (whitespace at the ends of a
 * field and the order of the chosen fields do not count).
 */
export function contentHash(
  item: SourceFields,
  settings: PromptSettingsValues,
  chosen: readonly ChannelField[] = [],
): string {
  const canonical = JSON.stringify([
    SOURCE_FIELDS.map((field) => item[field].trim()),
    SETTING_KEYS.map((key) => settings[key] ?? null),
    chosenChannelFields(chosen),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
