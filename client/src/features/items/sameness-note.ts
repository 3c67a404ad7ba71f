import type { Item } from './item-fields';

/**
 * What a row says about the catalogue sameness check's flag: a short label, and the detail
 * (which products, which words) for its tooltip and screen readers. Null: no flag.
 */
export function samenessNote(sameness: Item['sameness']): { label: string; detail: string } | null {
  if (!sameness) return null;
  const count = Math.max(sameness.sharesWordsWithCount, sameness.sameOpeningCount);
  if (count === 0) return null;
  const label = `Reads like ${count} other product${count === 1 ? '' : 's'}`;
  const named = (names: string[], total: number) =>
    names.join(', ') + (total > names.length ? ` and ${total - names.length} more` : '');
  const parts: string[] = [];
  if (sameness.sharesWordsWithCount > 0) {
    parts.push(
      `Shares “${sameness.sharedRun ?? ''}” with ${named(sameness.sharesWordsWith, sameness.sharesWordsWithCount)}.`,
    );
  }
  if (sameness.sameOpeningCount > 0) {
    parts.push(`Opens like ${named(sameness.sameOpeningAs, sameness.sameOpeningCount)}.`);
  }
  parts.push('Rewrite it before search engines see duplicate content.');
  return { label, detail: parts.join(' ') };
}
