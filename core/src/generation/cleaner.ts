import { targetRange } from './length-rules';

// Introductions models put before the text: "Sure! Here is a product description:",
// "Here's your description:", "Description:", "Product Description:", or a heading line
// that only says "Product Description".
const PREFIX =
  /^(?:(?:sure|certainly|of course|okay|ok)\b[,!.]?\s*)?(?:here(?:'s|’s| is)\b[^:\n]{0,80}:|(?:product\s+)?description[ \t]*(?::|\n))\s*/i;

const QUOTE_PAIRS: [string, string][] = [
  ['"', '"'],
  ["'", "'"],
  ['“', '”'],
  ['‘', '’'],
  ['«', '»'],
  ['„', '“'],
];

const BULLET = /^- /;
// A line with none of these has no markdown to strip: every rule below needs one of them
// (fences, rules, headings, quotes, emphasis, code, links, images; a list marker at the start,
// a number only with its '.' or ')' and a space: '45 x 45 cm' is no list item).
const MARKDOWN_SIGN = /[#>*_[`~]|^\s*(?:[-–—+•·▪●]|\d{1,2}[.)]\s)/;
// What the rules would leave as it is: a line with none of the signs but a '- ' bullet of the
// long format that starts its text (a rule of dashes would go; '- 3 cm' and '- Size' stay).
const MARKDOWN_MARK = /[#>*_[`~]/;
const PLAIN_BULLET = /^- [^\s-]/;

function stripMarkdownLine(line: string): string {
  if (!MARKDOWN_SIGN.test(line)) return line;
  if (PLAIN_BULLET.test(line) && !MARKDOWN_MARK.test(line)) return line;
  let out = line;
  if (/^\s*(?:```|~~~)/.test(out)) return ''; // code fences
  if (/^\s*(?:[-*_]\s*){3,}$/.test(out)) return ''; // horizontal rules
  out = out.replace(/^\s*#{1,6}\s+/, '').replace(/\s+#+\s*$/, ''); // headings
  out = out.replace(/^\s*>\s?/, ''); // block quotes
  // Dash-like bullets become the '- ' bullet the long format asks for; other markers go.
  out = out.replace(/^\s*[-–—]\s+/, '- ');
  out = out.replace(/^\s*(?:[*+•·▪●]|\d{1,2}[.)])\s+/, '');
  out = out.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1'); // images → alt text
  out = out.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1'); // links → text
  out = out.replace(/\*\*(.+?)\*\*/g, '$1').replace(/__(.+?)__/g, '$1');
  out = out.replace(/(^|[^\w*])\*(?!\s)(.+?)(?<!\s)\*(?!\w)/g, '$1$2');
  out = out.replace(/`([^`]*)`/g, '$1');
  out = out.replace(/\*\*|`/g, '');
  return out;
}

function stripSurroundingQuotes(text: string): string {
  for (const [open, close] of QUOTE_PAIRS) {
    if (text.length >= 2 && text.startsWith(open) && text.endsWith(close)) {
      const inner = text.slice(open.length, text.length - close.length);
      // Only when the pair wraps the whole text, not two separate quotations.
      if (!inner.includes(open) && !inner.includes(close)) return inner.trim();
    }
  }
  return text;
}

const REPEATED_PUNCTUATION = /[!?]{2}|\.\.|…|([,;:])\1/;

/**
 * Repeated punctuation: runs of ! and ? keep their first mark (!!! → !, ?!? → ?), three or
 * more dots (or a run of …) become one '…', two dots become one, doubled , ; : become one.
 */
export function collapsePunctuation(text: string): string {
  if (!REPEATED_PUNCTUATION.test(text)) return text;
  return text
    .replace(/[!?]{2,}/g, (run) => run[0])
    .replace(/(?:\.{3,}|…)(?:[.…]*)/g, '…')
    .replace(/\.{2}/g, '.')
    .replace(/([,;:])\1+/g, '$1');
}

// What tidyLine changes: a tab or no-break space, two spaces, a space before , or ., or an
// outer space.
const UNTIDY = /[\t\u00a0]| {2}| [,.]|^\s|\s$/;

function tidyLine(line: string): string {
  if (!UNTIDY.test(line)) return line;
  return line
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ +([,.])/g, '$1') // no space before a comma or full stop (French ! ? keep theirs)
    .trim();
}

/**
 * Plain text from a model's answer: markdown, prefixes, surrounding quotes, repeated
 * punctuation and extra spaces removed. Lines are joined with single spaces except around
 * '- ' bullet lines, which each keep their own line.
 */
export function cleanDescription(raw: string): string {
  let text = raw.includes('\r') ? raw.replace(/\r\n?/g, '\n') : raw;
  // One line (an item's field, a description without bullets) needs no splitting and joining.
  text = text.includes('\n')
    ? text.split('\n').map(stripMarkdownLine).join('\n').trim()
    : stripMarkdownLine(text).trim();
  for (let i = 0; i < 3; i += 1) {
    const before = text;
    text = stripSurroundingQuotes(text.replace(PREFIX, '').trim());
    if (text === before) break;
  }
  text = collapsePunctuation(text);
  if (!text.includes('\n')) {
    const line = tidyLine(text);
    return line === '-' ? '' : line;
  }
  const lines = text
    .split('\n')
    .map(tidyLine)
    .filter((line) => line !== '' && line !== '-');
  let out = '';
  lines.forEach((line, index) => {
    if (index === 0) out = line;
    else if (BULLET.test(line) || BULLET.test(lines[index - 1])) out += `\n${line}`;
    else out += ` ${line}`;
  });
  return out;
}

/**
 * Keeps a description within 110 % of its target (SPEC §9):
 * 1. up to the range's max (110 %, see targetRange) → unchanged, even when over target;
 * 2. else cut after the last sentence end (. ! ? …) that lies after 70 % of the target and
 *    within the max;
 * 3. else cut at the last word boundary after 80 % of the target, with a period added
 *    (trailing , ; : - dropped first), within the max;
 * 4. else hard cut with an ellipsis '…', the whole at most the max.
 * "After x %" means the kept text is strictly longer than x % of the target.
 */
export function fitToLength(text: string, count: number): string {
  const { max } = targetRange(count);
  if (text.length <= max) return text;

  // Sentence ends are found in the whole text, so '3.5' cut after '3.' is no sentence end.
  const sentenceEnds = [...text.matchAll(/[.!?…]["'”’)]?(?=\s|$)/g)]
    .map((match) => match.index + match[0].length)
    .filter((end) => end <= max);
  const lastEnd = sentenceEnds.at(-1);
  if (lastEnd !== undefined && lastEnd * 10 > count * 7) return text.slice(0, lastEnd);

  // Word boundary: the kept words plus the added period must fit within the max.
  const room = text.slice(0, max); // the period takes the place of the boundary character
  for (let i = room.length - 1; i >= 0; i -= 1) {
    if (!/\s/.test(room[i])) continue;
    const kept = room.slice(0, i).replace(/[\s,;:–—-]+$/, '');
    if (kept.length * 10 <= count * 8) break;
    return `${kept.replace(/[.!?…]+$/, '')}.`;
  }

  return `${text.slice(0, max - 1).trimEnd()}…`;
}
