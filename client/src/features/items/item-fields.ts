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

// The one rule of what is ready to generate, shared with the server and the worker.
export {
  isBlankItem,
  isReadyToGenerate,
  NAME_REQUIRED_MESSAGE,
  notReadyReason as generationBlockedReason,
} from '../../../../core/src/shared/generation-readiness';
