import type { ItemFieldsFragment, ItemStatus } from '../../__generated__/graphql';

export type Item = ItemFieldsFragment;

/** The editable columns of the Product Data table, in table (and Tab) order. */
export const EDITABLE_FIELDS = ['name', 'sku', 'details', 'price', 'notes', 'description'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

export const FIELD_LABELS: Record<EditableField, string> = {
  name: 'Product Name',
  sku: 'SKU',
  details: 'Details',
  price: 'Price',
  notes: 'Notes',
  description: 'Description',
};

/** Fields edited in an auto-growing textarea; the rest use a one-line input. */
export const MULTILINE_FIELDS: ReadonlySet<EditableField> = new Set([
  'details',
  'notes',
  'description',
]);

export const STATUS_LABELS: Record<Exclude<ItemStatus, 'IDLE'>, string> = {
  QUEUED: 'Queued',
  GENERATING: 'Generating',
  FAILED: 'Failed',
};

export type TableView = 'modern' | 'classic';

/** Display names of the text providers, by the machine name the server reports. */
export const PROVIDER_NAMES: Record<string, string> = {
  gemini: 'Gemini',
  openai: 'OpenAI',
  xai: 'xAI',
  'openai-compatible': 'OpenAI-compatible',
  builtin: 'Built-in writer',
};

export function providerDisplayName(provider: string): string {
  return PROVIDER_NAMES[provider] ?? provider;
}

/** SPEC §5: generation needs a name, a SKU and details. */
export const GENERATION_REQUIRED_FIELDS = ['name', 'sku', 'details'] as const;

/** The labels of the fields a row still needs before it can be generated. */
export function missingForGeneration(item: Item): string[] {
  return GENERATION_REQUIRED_FIELDS.filter((field) => item[field].trim() === '').map(
    (field) => FIELD_LABELS[field],
  );
}

/** Why a row cannot be generated yet, e.g. 'Fill in SKU and Details to generate'; null if it can. */
export function generationBlockedReason(item: Item): string | null {
  const missing = missingForGeneration(item);
  if (missing.length === 0) return null;
  const list =
    missing.length === 1
      ? missing[0]
      : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  return `Fill in ${list} to generate`;
}

export const NAME_REQUIRED_MESSAGE = 'Please enter an item name first';
