import { parsePrice } from '../catalog/price';

/** Text helpers shared by the format modules: HTML in and out, joining, cutting, formulas. */

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  times: '×',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
};

/** Decodes HTML character references (&amp; &#39; &#x2019; and the common named ones). */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (match, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return Number.isFinite(code) &&
        code > 0 &&
        code <= 0x10ffff &&
        (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : match;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? match;
  });
}

/**
 * Shopify's Body (HTML) as plain text: scripts and styles dropped, block ends and <br> as
 * line breaks, list items as bullets, tags removed, entities decoded, spaces tidied.
 */
export function htmlToText(html: string): string {
  if (!/[<&]/.test(html)) return tidyLines(html);
  // Line breaks in HTML source are spaces; only the tags say where lines end.
  const text = html
    .replace(/\s+/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/(p|div|h[1-6]|ul|ol|tr|table|section|article|blockquote)\s*>/gi, '\n')
    .replace(/<(p|div|h[1-6]|ul|ol|tr|table|section|article|blockquote)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return tidyLines(decodeEntities(text));
}

function tidyLines(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text as HTML for a Body (HTML) cell: paragraphs at blank lines, <br> at line breaks. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Non-blank pieces joined with ' | ' (SPEC §3: details and notes). */
export function joinPieces(pieces: readonly (string | null | undefined)[]): string {
  return pieces
    .map((piece) => (piece ?? '').trim())
    .filter(Boolean)
    .join(' | ');
}

/**
 * At most `max` characters, cut at the last space when there is one in the final fifth (so a
 * word is not split), without a trailing separator.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const hard = text.slice(0, max);
  const space = hard.lastIndexOf(' ');
  const cut = space >= max * 0.8 ? hard.slice(0, space) : hard;
  return cut.replace(/[\s|,;:–—-]+$/, '');
}

/** Lower-case letters and digits with single dashes between runs ('SRT_COT 1' → 'srt-cot-1'). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const FORMULA_START = /^[=+\-@\t\r\n]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/**
 * A cell a spreadsheet would run as a formula (it starts with =, +, -, @, tab, CR or LF) gets
 * a leading apostrophe. Plain numbers such as -5 stay as they are unless `numbers` is
 * 'quote': they are not formulas, and a quoted inventory count would break a marketplace's
 * import (files only people read, like the history export, quote them too).
 */
export function neutraliseFormula(cell: string, numbers: 'keep' | 'quote' = 'keep'): string {
  const keep = numbers === 'keep' && PLAIN_NUMBER.test(cell);
  return FORMULA_START.test(cell) && !keep ? `'${cell}` : cell;
}

/** The inverse on import, so an exported file reads back as the text it came from. */
export function restoreFormula(cell: string): string {
  return cell.length > 1 && cell[0] === "'" && FORMULA_START.test(cell.slice(1))
    ? cell.slice(1)
    : cell;
}

/** A cell without zero bytes (Postgres refuses them in text and JSON). */
export function withoutZeroBytes(cell: string): string {
  return cell.includes('\u0000') ? cell.split('\u0000').join('') : cell;
}

/** Cleans one parsed cell: zero bytes removed, the apostrophe undone. */
export function cleanCell(cell: string): string {
  return restoreFormula(withoutZeroBytes(cell));
}

/** A price for a marketplace column: 12,99 → 12.99; '' when it is not a number ≥ 0. */
export function exportPrice(raw: string): string {
  const value = parsePrice(raw);
  return value === null || value < 0 ? '' : value.toFixed(2);
}
