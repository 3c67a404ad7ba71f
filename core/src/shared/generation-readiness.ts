/**
 * The one rule that decides whether an item is ready to generate (SPEC §5: the generate
 * button is enabled only when name, SKU and details are all filled). The row's Generate
 * button, Generate All's preview and batch, the single Generate on the server and the worker
 * all ask this module, so they can never disagree. Browser-safe: the client imports it.
 */
import { ITEM_FIELDS } from './item-fields';

/** The fields a description is written from, in table order. */
export const GENERATION_REQUIRED_FIELDS = ['name', 'sku', 'details'] as const;
export type GenerationRequiredField = (typeof GENERATION_REQUIRED_FIELDS)[number];

export const REQUIRED_FIELD_LABELS: Record<GenerationRequiredField, string> = {
  name: 'Product Name',
  sku: 'SKU',
  details: 'Details',
};

/** Every field a seller can type into a row. */
export const ROW_TEXT_FIELDS = ITEM_FIELDS;

/** SPEC §5: the message when a row has no name. */
export const NAME_REQUIRED_MESSAGE = 'Please enter an item name first';

type Fields<K extends string> = Readonly<Record<K, string | null | undefined>>;

function filled(value: string | null | undefined): boolean {
  return (value ?? '').trim() !== '';
}

/** The required fields the item still lacks, in table order. */
export function missingForGeneration(
  item: Fields<GenerationRequiredField>,
): GenerationRequiredField[] {
  return GENERATION_REQUIRED_FIELDS.filter((field) => !filled(item[field]));
}

export function isReadyToGenerate(item: Fields<GenerationRequiredField>): boolean {
  return missingForGeneration(item).length === 0;
}

/** Why the item cannot be generated yet, e.g. 'Fill in SKU and Details to generate'; null if it can. */
export function notReadyReason(item: Fields<GenerationRequiredField>): string | null {
  const missing = missingForGeneration(item).map((field) => REQUIRED_FIELD_LABELS[field]);
  if (missing.length === 0) return null;
  const list =
    missing.length === 1
      ? missing[0]
      : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  return `Fill in ${list} to generate`;
}

/**
 * A row with nothing typed into it. It is not a product yet: it never counts as pending and
 * Generate All passes it by without listing it.
 */
export function isBlankItem(item: Fields<(typeof ROW_TEXT_FIELDS)[number]>): boolean {
  return ROW_TEXT_FIELDS.every((field) => !filled(item[field]));
}
