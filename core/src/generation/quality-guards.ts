import type { Language } from '../shared/prompt-options';

export type GuardReason = 'empty' | 'refusal' | 'placeholder' | 'wrong-language';
export type GuardResult = { ok: true } | { ok: false; reason: GuardReason };

const REFUSAL =
  /\b(?:I\s+(?:cannot|can\s*not|can['’]t|am\s+unable|['’]m\s+unable|am\s+not\s+able|won['’]t\s+be\s+able)|I(?:['’]m|\s+am)\s+sorry|As\s+an\s+AI\b|As\s+a\s+(?:large\s+)?language\s+model)/i;

/** A refusal anywhere counts when the answer is this short (words). */
export const SHORT_ANSWER_WORDS = 40;
/** …and at the start: within this many characters of the beginning. */
export const REFUSAL_START_CHARS = 60;

const PLACEHOLDERS: RegExp[] = [
  /\[[\p{L}][\p{L} _'’-]{0,40}\]/u, // [product name], [Brand]
  /\{\{[^{}\n]{0,40}\}\}/, // {{x}}
  /\{\s*[\p{L}_][\p{L}\w .-]{0,40}\}/u, // {brand}
  /<\s*(?:insert|add|enter|your|product|brand)\b[^<>\n]{0,60}>/i, // <insert …>
  /\blorem\s+ipsum\b/i,
];

/** Below this many words the language check does not judge. */
export const LANGUAGE_MIN_WORDS = 12;
/** The winning language needs at least this many stop-word hits… */
export const LANGUAGE_MIN_HITS = 3;
/** …and at least this many times the hits of the requested language. */
export const LANGUAGE_WIN_RATIO = 2;

// Frequent function words; words shared by several languages count for each of them.
const STOP_WORDS: Record<Language, ReadonlySet<string>> = {
  English: new Set(
    'the and of to a in is it for with this that your you are on as be by or from an its our will at can has have was more'.split(
      ' ',
    ),
  ),
  Spanish: new Set(
    'el la los las de del y en es un una para con por su sus que se al lo más como este esta nuestro tu tus te a hoy ya muy sin sobre o'.split(
      ' ',
    ),
  ),
  French: new Set(
    'le la les de des du et en est un une pour avec par sur son sa ses qui que ce cette votre vos nous au aux dans plus très ou'.split(
      ' ',
    ),
  ),
  German: new Set(
    'der die das und ist ein eine einen für mit von zu den dem des im auf sich nicht ihr ihre ihren sie es als auch wie oder aus bei'.split(
      ' ',
    ),
  ),
  Italian: new Set(
    'il lo la gli le di del della e è un una uno per con che da in sono ogni più come questo questa tuo tua nel alla dei delle o a al ai anche ti ecco cosa'.split(
      ' ',
    ),
  ),
  Portuguese: new Set(
    'o a os as de do da dos das e é um uma para com que em no na por seu sua mais como este esta você ao ou pelo'.split(
      ' ',
    ),
  ),
  Dutch: new Set(
    'de het een en van is in op met voor dat die je jouw u uw zijn niet ook als aan bij door naar of te dit deze'.split(
      ' ',
    ),
  ),
};

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
}

/** Stop-word hits per language. */
export function languageScores(text: string): Record<Language, number> {
  const scores = {} as Record<Language, number>;
  const tokens = words(text);
  for (const language of Object.keys(STOP_WORDS) as Language[]) {
    const set = STOP_WORDS[language];
    scores[language] = tokens.filter((token) => set.has(token)).length;
  }
  return scores;
}

/**
 * The language the text is most likely written in, or null when it is too short (under 12
 * words) or no language leads (at least 3 hits and strictly more than the runner-up). Close
 * neighbours such as Spanish and Portuguese can lead by little, so this is informational;
 * checkAnswer only rejects when another language wins clearly (twice the hits).
 */
export function detectLanguage(text: string): Language | null {
  if (words(text).length < LANGUAGE_MIN_WORDS) return null;
  const ranked = Object.entries(languageScores(text)).sort((a, b) => b[1] - a[1]) as [
    Language,
    number,
  ][];
  const [best, second] = ranked;
  if (best[1] < LANGUAGE_MIN_HITS || best[1] <= second[1]) return null;
  return best[0];
}

function isWrongLanguage(text: string, language: Language): boolean {
  if (words(text).length < LANGUAGE_MIN_WORDS) return false;
  const scores = languageScores(text);
  const expected = scores[language];
  return (Object.keys(scores) as Language[]).some(
    (other) =>
      other !== language &&
      scores[other] >= LANGUAGE_MIN_HITS &&
      scores[other] >= Math.max(1, expected) * LANGUAGE_WIN_RATIO,
  );
}

/**
 * The text without the seller's own words: a Spanish description may quote an Italian product
 * name and its Italian details, and those do not make it an Italian text.
 */
function withoutQuoted(text: string, quoted: readonly string[]): string {
  let out = text.toLowerCase();
  const pieces = quoted
    .map((piece) => piece.trim().toLowerCase())
    .filter((piece) => piece.length > 0)
    .sort((a, b) => b.length - a.length);
  for (const piece of pieces) out = out.split(piece).join(' ');
  return out;
}

/**
 * Whether a (cleaned) provider answer can be used. A failed check moves the request down the
 * provider chain (DESIGN "Beyond the spec": quality guards). `quoted` are the item's own texts
 * (name, details, notes): the language check leaves them out.
 */
export function checkAnswer(
  text: string,
  options: { language: Language; quoted?: readonly string[] },
): GuardResult {
  const trimmed = text.trim();
  if (!/[\p{L}\p{N}]/u.test(trimmed)) return { ok: false, reason: 'empty' };

  const refusal = REFUSAL.exec(trimmed);
  if (
    refusal &&
    (refusal.index < REFUSAL_START_CHARS || words(trimmed).length < SHORT_ANSWER_WORDS)
  ) {
    return { ok: false, reason: 'refusal' };
  }
  if (PLACEHOLDERS.some((pattern) => pattern.test(trimmed))) {
    return { ok: false, reason: 'placeholder' };
  }
  const own = options.quoted ? withoutQuoted(trimmed, options.quoted) : trimmed;
  if (isWrongLanguage(own, options.language)) return { ok: false, reason: 'wrong-language' };
  return { ok: true };
}
