import type { ItemFieldsFragment, ItemStatus } from '../../__generated__/graphql';
import {
  ITEM_FIELD_LABELS,
  ITEM_FIELDS,
  type ItemField,
} from '../../../../core/src/shared/item-fields';

export type Item = ItemFieldsFragment;

/** The editable columns of the Product Data table, in table (and Tab) order. */
export const EDITABLE_FIELDS = ITEM_FIELDS;
export type EditableField = ItemField;

export const FIELD_LABELS = ITEM_FIELD_LABELS;

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
