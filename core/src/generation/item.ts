/** The item fields a description is written from (SPEC §3: name, SKU, details, price, notes). */
export interface GenerationItem {
  name: string;
  sku: string;
  details: string;
  price: string;
  notes: string;
}

export const GENERATION_ITEM_FIELDS = ['name', 'sku', 'details', 'price', 'notes'] as const;

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
