import { SOURCE_FIELDS, type SourceFields } from '../shared/item-fields';

/** The item fields a description is written from (SPEC §3: name, SKU, details, price, notes). */
export type GenerationItem = SourceFields;

export const GENERATION_ITEM_FIELDS = SOURCE_FIELDS;

/** Details and notes hold pieces joined with ' | ' (SPEC §3); ';' and new lines split too. */
export function splitPieces(text: string): string[] {
  return text
    .split(/\s*\|\s*|\s*;\s*|\s*\n\s*/)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '');
}

/** The item's own texts as a description may quote them: name, SKU and each piece. */
export function quotedTexts(item: GenerationItem): string[] {
  return [item.name, item.sku, ...splitPieces(item.details), ...splitPieces(item.notes)]
    .map((text) => text.replace(/[\s.!?;:,…]+$/, '').trim())
    .filter((text) => text !== '');
}
