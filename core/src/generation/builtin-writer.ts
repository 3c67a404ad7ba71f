import type { Language, PromptSettingsValues } from '../shared/prompt-options';
import {
  hashText,
  inSentence,
  readFacts,
  type Piece,
  type PieceRole,
  type ProductFacts,
} from './builtin-facts';
import type { NounRef } from './builtin-grammar';
import { foldText, type ProductKind } from './builtin-lexicon';
import { BUILTIN_PHRASES } from './builtin-phrases';
import { formatPrice, PRICE_STYLES } from './builtin-price';
import { cleanDescription, fitToLength } from './cleaner';
import type { GenerationItem } from './item';
import { targetRange, wantsBulletDashes, wantsCallToAction } from './length-rules';
import type {
  BuiltinPhrases,
  GroupRole,
  ListText,
  OpenerFrame,
  PhraseContext,
} from './phrases/frame-kit';

/** What the builtin writer wrote, and what it could not do. */
export interface BuiltinComposition {
  text: string;
  /** The opening sentence frame used (the variety statistics count these). */
  openerId: string;
  /**
   * Set when the item's fields hold too few facts to reach the length band: the target and
   * about how long a text the fields give.
   */
  shortfall: { target: number; reachable: number } | null;
}

type Slot = 'intro' | 'bullet' | 'outro';

interface Variant {
  text: string;
  weight: number;
}

interface Part {
  slot: Slot;
  variants: Variant[];
  mandatory: boolean;
}

/** Which facts a kind of product leads with (SPEC "sentence plans by product kind"). */
const KIND_PLANS: Partial<Record<ProductKind, PieceRole[]>> = {
  apparel: ['material', 'feature', 'measure', 'care', 'origin', 'variation', 'included'],
  footwear: ['material', 'feature', 'measure', 'care', 'origin', 'variation', 'included'],
  jewelry: ['material', 'feature', 'measure', 'origin', 'included', 'variation', 'care'],
  bags: ['material', 'feature', 'measure', 'included', 'origin', 'variation', 'care'],
  kitchen: ['feature', 'measure', 'material', 'care', 'included', 'origin', 'variation'],
  electronics: ['feature', 'measure', 'included', 'material', 'care', 'variation', 'origin'],
  beauty: ['feature', 'material', 'measure', 'origin', 'care', 'included', 'variation'],
  home: ['material', 'measure', 'feature', 'origin', 'care', 'variation', 'included'],
  textiles: ['material', 'measure', 'feature', 'care', 'origin', 'variation', 'included'],
  furniture: ['material', 'measure', 'feature', 'included', 'care', 'origin', 'variation'],
  food: ['feature', 'origin', 'measure', 'material', 'included', 'care', 'variation'],
  garden: ['feature', 'measure', 'care', 'material', 'origin', 'included', 'variation'],
};
const DEFAULT_PLAN: PieceRole[] = [
  'feature',
  'material',
  'measure',
  'care',
  'included',
  'origin',
  'variation',
];

const LEAD_ROLES = new Set<PieceRole>(['feature', 'material', 'measure', 'care']);
const LEAD_MAX_LENGTH = 60;

/** Opening frames tried per product before its text is left short of the band. */
const OPENER_TRIES = 4;

/** How much a description may trade closeness to the target for one more fact. */
const DISTANCE_COST = 0.1;

function planFor(kind: ProductKind, audience: PromptSettingsValues['targetAudience']) {
  const plan = [...(KIND_PLANS[kind] ?? DEFAULT_PLAN)];
  const moveToFront = (role: PieceRole) => {
    const at = plan.indexOf(role);
    if (at > 0) plan.splice(0, 0, ...plan.splice(at, 1));
  };
  if (audience === 'tech-savvy' || audience === 'b2b') moveToFront('measure');
  if (audience === 'parents') moveToFront('care');
  return plan;
}

/** Rotates a list so the seed picks where it starts: every product its own order. */
function rotate<T>(list: readonly T[], seed: number): T[] {
  if (list.length === 0) return [];
  const start = seed % list.length;
  return [...list.slice(start), ...list.slice(0, start)];
}

/** The list in an order of the seed's own (Fisher–Yates over a small PRNG). */
function shuffle<T>(list: readonly T[], seed: number): T[] {
  const out = [...list];
  let state = seed || 1;
  for (let i = out.length - 1; i > 0; i -= 1) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    const j = (state >>> 0) % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function joinList(entries: string[], and: (next: string) => string): string {
  if (entries.length < 2) return entries.join('');
  const last = entries[entries.length - 1];
  return `${entries.slice(0, -1).join(', ')} ${and(last)} ${last}`;
}

function capFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A piece as its own sentence: as written, capitalised, with a full stop. */
function asSentence(piece: Piece): string {
  return `${capFirst(piece.text)}.`;
}

const SELF_LED = /^(?:made|hand|includes?|including|comes|contains|set of|pack of|pair of)\b/i;
const CAPACITY = /^\d+(?:[.,]\d+)?\s?(?:ml|cl|l|litres?|liters?|oz|fl\.? ?oz|cups?)\b/i;

/** A piece inside a sentence; German keeps the seller's capitals (its nouns have them). */
function within(language: Language, text: string): string {
  return language === 'German' ? text : inSentence(text);
}

function materialWords(language: Language, piece: Piece): string {
  return within(language, piece.text.replace(/^made\s+(?:of|from)\s+/i, ''));
}

interface Setup {
  facts: ProductFacts;
  /** The length band is a few characters wide (targets under 100 all mean exactly 100). */
  narrow: boolean;
  context: PhraseContext;
  phrases: BuiltinPhrases;
  /** Pieces the context's fields are taken from (a frame that uses one consumes it). */
  sources: {
    leads: Piece[];
    material: Piece | null;
    measure: Piece | null;
    capacity: Piece | null;
    origin: Piece | null;
  };
}

function setUp(item: GenerationItem, settings: PromptSettingsValues): Setup {
  const language: Language = settings.language;
  const facts = readFacts(item, settings.industry);
  const phrases = BUILTIN_PHRASES[language];
  const concept = facts.concept;
  let noun: NounRef | null = null;
  if (concept) {
    const entry = concept.forms[language];
    noun = { entry, plural: facts.many || entry.unitPlural };
  }
  // The opening states what the kind's plan puts first (apparel its material, gadgets features).
  const plan = planFor(facts.kind, settings.targetAudience);
  const leads = facts.pieces
    .filter(
      (piece) =>
        LEAD_ROLES.has(piece.role) &&
        piece.shape !== 'statement' &&
        piece.text.length <= LEAD_MAX_LENGTH,
    )
    .map((piece, index) => ({ piece, index, rank: plan.indexOf(piece.role) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ piece }) => piece)
    .slice(0, 3);
  const material =
    facts.pieces.find((piece) => piece.role === 'material' && piece.text.length <= 50) ?? null;
  const measure =
    facts.pieces.find(
      (piece) => piece.role === 'measure' && /^\d/.test(piece.text) && piece.text.length <= 30,
    ) ?? null;
  const capacity = measure && CAPACITY.test(measure.text) ? measure : null;
  const origin = facts.origin
    ? (facts.pieces.find(
        (piece) => piece.role === 'origin' && piece.text.includes(facts.origin ?? ''),
      ) ?? null)
    : null;
  const context: PhraseContext = {
    language,
    name: facts.name,
    plural: language === 'English' ? facts.namePlural : (noun?.plural ?? facts.namePlural),
    noun,
    kind: facts.kind,
    conceptId: concept?.id ?? null,
    leads: leads.map((piece) => within(language, piece.text)),
    // 'with 600 ml glass carafe' reads; 'with 350 ml' and 'with dishwasher safe' do not.
    leadPhrases: leads.map((piece) => piece.shape === 'phrase' && piece.role !== 'measure'),
    material: material ? materialWords(language, material) : null,
    origin: facts.origin,
    measure: measure ? measure.text : null,
    capacity: capacity ? capacity.text : null,
    style: settings.writingStyle,
    tone: settings.tone,
    audience: settings.targetAudience,
  };
  const { min, max } = targetRange(settings.characterCount);
  return {
    facts,
    narrow: max - min < 10,
    context,
    phrases,
    sources: { leads, material, measure, capacity, origin },
  };
}

function applicable(frame: OpenerFrame, c: PhraseContext): boolean {
  const needs = frame.needs;
  if (!needs) return true;
  const leads = needs.leads ?? 0;
  if (c.leads.length < leads) return false;
  if (needs.leads === 0 && c.leads.length > 0) return false;
  if (needs.phrase && c.leadPhrases.slice(0, Math.max(1, leads)).some((phrase) => !phrase))
    return false;
  if (needs.noun && !c.noun) return false;
  if (needs.material && !c.material) return false;
  if (needs.origin && !c.origin) return false;
  if (needs.measure && !c.measure) return false;
  if (needs.capacity && !c.capacity) return false;
  if (needs.kinds && !needs.kinds.includes(c.kind)) return false;
  if (needs.concepts && !(c.conceptId && needs.concepts.includes(c.conceptId))) return false;
  return true;
}

/** The pieces an opener frame states, so the body does not state them again. */
function consumedBy(frame: OpenerFrame, setup: Setup): Set<Piece> {
  const used = new Set<Piece>();
  const needs = frame.needs ?? {};
  setup.sources.leads.slice(0, needs.leads ?? 0).forEach((piece) => used.add(piece));
  if (needs.material && setup.sources.material) used.add(setup.sources.material);
  if (needs.measure && setup.sources.measure) used.add(setup.sources.measure);
  if (needs.capacity && setup.sources.capacity) used.add(setup.sources.capacity);
  if (needs.origin && setup.sources.origin) used.add(setup.sources.origin);
  return used;
}

function listText(pieces: Piece[], and: (next: string) => string, language: Language): ListText {
  return {
    text: joinList(
      pieces.map((piece) => within(language, piece.text)),
      and,
    ),
    count: pieces.length,
    phrases: pieces.every((piece) => piece.shape === 'phrase'),
    selfLed: pieces.some((piece) => SELF_LED.test(piece.text)),
  };
}

/**
 * The lists a group may say: its first n entries for every n, or — when the band is too
 * narrow to land in otherwise — any of its entries (in order), for more lengths to choose from.
 */
function selections(pieces: Piece[], narrow: boolean): Piece[][] {
  if (!narrow || pieces.length > 5) {
    return pieces.map((_piece, index) => pieces.slice(0, pieces.length - index));
  }
  const out: Piece[][] = [];
  for (let mask = (1 << pieces.length) - 1; mask > 0; mask -= 1) {
    out.push(pieces.filter((_piece, index) => mask & (1 << index)));
  }
  return out;
}

// Roles whose frames already take a piece that says it itself ('Made in Portugal').
const STATEMENT_ROLES = new Set<GroupRole>(['origin', 'included', 'variation']);

/**
 * Prose over a group of pieces: a list sentence for every count of entries and every fitting
 * frame, or each piece as a sentence of its own (the longer way, for long targets). Pieces that
 * are statements ('Brews two to four cups') stand as sentences of their own.
 */
function groupParts(setup: Setup, role: GroupRole, pieces: Piece[], base: number): Part[] {
  const { context: c, phrases } = setup;
  const seed = setup.facts.seed + hashText(role);
  const parts: Part[] = [];
  const statements = STATEMENT_ROLES.has(role)
    ? []
    : pieces.filter((piece) => piece.shape === 'statement');
  const listed = pieces.filter((piece) => !statements.includes(piece));
  if (listed.length > 0) {
    const frames = rotate(phrases.groups[role], seed);
    const variants: Variant[] = [];
    for (const chosen of selections(listed, setup.narrow)) {
      const list = listText(chosen, phrases.and, c.language);
      frames.forEach((frame, index) => {
        const text = frame(c, list);
        if (text) variants.push({ text, weight: base + 12 * chosen.length - index });
      });
    }
    if (role === 'feature' || role === 'notes') {
      const expanded = listed
        .map((piece, index) => {
          const own = rotate(phrases.pieceSentence[piece.shape], seed + index);
          return own[0](
            c,
            piece.shape === 'statement' ? piece.text : within(c.language, piece.text),
          );
        })
        .join(' ');
      variants.push({ text: expanded, weight: base + 12 * listed.length - 3 });
    }
    if (variants.length > 0) parts.push({ slot: 'intro', variants, mandatory: false });
  }
  statements.forEach((piece, index) =>
    parts.push({
      slot: 'intro',
      variants: [{ text: asSentence(piece), weight: base - 2 - index }],
      mandatory: false,
    }),
  );
  return parts;
}

function bulletPart(setup: Setup, piece: Piece, base: number): Part {
  const label = setup.phrases.bulletLabels[piece.role];
  const plain = `- ${capFirst(piece.text)}`;
  const variants: Variant[] = [{ text: plain, weight: base }];
  // 'Size: sizes S to L' says it twice: a piece that starts with its label goes alone.
  const labelled =
    label && foldText(piece.text).startsWith(foldText(label(setup.context)).slice(0, 4));
  if (label && !labelled && !SELF_LED.test(piece.text)) {
    variants.unshift({
      text: `- ${label(setup.context)}: ${within(setup.context.language, piece.text)}`,
      weight: base + 1,
    });
  }
  return { slot: 'bullet', variants, mandatory: false };
}

/** The parts after the opener, in the order they are written. */
function bodyParts(setup: Setup, settings: PromptSettingsValues, consumed: Set<Piece>): Part[] {
  const { facts, context: c, phrases } = setup;
  const count = settings.characterCount;
  const bullets = wantsBulletDashes(count);
  const plan = planFor(facts.kind, settings.targetAudience);
  const remaining = facts.pieces.filter((piece) => !consumed.has(piece));
  const parts: Part[] = [];

  const sentences = remaining.filter((piece) => piece.role === 'sentence');
  const notes = remaining.filter(
    (piece) => piece.from === 'notes' && (piece.role === 'feature' || piece.role === 'tags'),
  );
  const tags = remaining.filter((piece) => piece.role === 'tags' && !notes.includes(piece));
  const grouped = remaining.filter(
    (piece) => piece.role !== 'sentence' && !notes.includes(piece) && piece.role !== 'tags',
  );
  const byRole = (role: PieceRole) => grouped.filter((piece) => piece.role === role);

  if (bullets) {
    const intro = rotate(phrases.bulletIntro, facts.seed);
    const ordered = [
      ...plan.flatMap(byRole),
      ...grouped.filter((piece) => !plan.includes(piece.role)),
      ...notes,
      ...tags,
    ];
    if (ordered.length > 0) {
      parts.push({
        slot: 'intro',
        variants: intro.map((frame, index) => ({ text: frame(c), weight: 4 - index })),
        mandatory: false,
      });
    }
    ordered.forEach((piece, index) => parts.push(bulletPart(setup, piece, 60 - index)));
    sentences.forEach((piece, index) =>
      parts.push({
        slot: 'outro',
        variants: [{ text: asSentence(piece), weight: 30 - index }],
        mandatory: false,
      }),
    );
  } else {
    plan.forEach((role, position) => {
      const pieces = byRole(role);
      if (pieces.length === 0) return;
      parts.push(...groupParts(setup, role as GroupRole, pieces, 70 - 5 * position));
    });
    const unplanned = grouped.filter((piece) => !plan.includes(piece.role));
    const extra = [...unplanned, ...tags];
    if (extra.length > 0) parts.push(...groupParts(setup, 'feature', extra, 20));
    sentences.forEach((piece, index) =>
      parts.push({
        slot: 'intro',
        variants: [{ text: asSentence(piece), weight: 30 - index }],
        mandatory: false,
      }),
    );
    if (notes.length > 0) parts.push(...groupParts(setup, 'notes', notes, 25));
  }

  const price = PRICE_STYLES.includes(settings.writingStyle)
    ? formatPrice(facts.price, settings.storeCurrency, settings.language)
    : null;
  if (price) {
    parts.push({
      slot: 'outro',
      variants: phrases.price(c, price).map((text, index) => ({ text, weight: 20 - index })),
      mandatory: false,
    });
  }
  if (settings.writingStyle === 'technical' && facts.sku) {
    parts.push({
      slot: 'outro',
      variants: phrases.sku(c, facts.sku).map((text, index) => ({ text, weight: 10 - index })),
      mandatory: false,
    });
  }
  if (wantsCallToAction(count)) {
    const ctas = rotate(phrases.cta[settings.tone], facts.seed);
    parts.push({
      slot: 'outro',
      variants: ctas.map((frame, index) => ({ text: frame(c), weight: -index })),
      mandatory: true,
    });
  }
  return parts;
}

interface Choice {
  picks: (number | null)[];
  length: number;
  score: number;
}

/**
 * Picks one variant (or none, for optional parts) per part so the whole lands in the length
 * band, preferring more facts and, among those, the length closest to the target. Lengths
 * add up exactly: every part after the first costs its text plus one separator.
 */
function choose(parts: Part[], min: number, max: number, target: number): Choice | null {
  // Cell i stands for a text of length i - 1 (cell 0: nothing written yet).
  const size = max + 2;
  let scores = new Float64Array(size).fill(-Infinity);
  scores[0] = 0;
  const picks: Int16Array[] = [];
  const froms: Int32Array[] = [];
  for (const part of parts) {
    const next = new Float64Array(size).fill(-Infinity);
    const pick = new Int16Array(size).fill(-1);
    const from = new Int32Array(size);
    const lengths = part.variants.map((variant) => variant.text.length);
    const weights = part.variants.map((variant) => variant.weight);
    for (let cell = 0; cell < size; cell += 1) {
      const score = scores[cell];
      if (score === -Infinity) continue;
      if (!part.mandatory && score > next[cell]) {
        next[cell] = score;
        pick[cell] = -1;
        from[cell] = cell;
      }
      // Every part after the first costs its text and one separator.
      const start = cell === 0 ? 1 : cell + 1;
      for (let v = 0; v < lengths.length; v += 1) {
        const to = start + lengths[v];
        if (to >= size) continue;
        const candidate = score + weights[v];
        if (candidate > next[to]) {
          next[to] = candidate;
          pick[to] = v;
          from[to] = cell;
        }
      }
    }
    picks.push(pick);
    froms.push(from);
    scores = next;
  }
  let best = -1;
  let bestValue = -Infinity;
  for (let cell = min + 1; cell < size; cell += 1) {
    if (scores[cell] === -Infinity) continue;
    const value = scores[cell] - DISTANCE_COST * Math.abs(cell - 1 - target);
    if (value > bestValue) {
      best = cell;
      bestValue = value;
    }
  }
  if (best < 0) {
    // Short of the band: the longest text the fields give.
    for (let cell = size - 1; cell > 0 && best < 0; cell -= 1) {
      if (scores[cell] !== -Infinity) best = cell;
    }
  }
  if (best < 0) return null;
  const chosen: (number | null)[] = new Array<number | null>(parts.length).fill(null);
  let cell = best;
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    const pick = picks[i][cell];
    chosen[i] = pick < 0 ? null : pick;
    cell = froms[i][cell];
  }
  return { picks: chosen, length: best - 1, score: scores[best] };
}

function render(parts: Part[], picks: (number | null)[]): string {
  let out = '';
  let previous: Slot | null = null;
  parts.forEach((part, index) => {
    const pick = picks[index];
    if (pick === null) return;
    const text = part.variants[pick].text;
    if (previous === null) out = text;
    else out += part.slot === 'bullet' || previous === 'bullet' ? `\n${text}` : ` ${text}`;
    previous = part.slot;
  });
  return out;
}

function openerText(frame: OpenerFrame, c: PhraseContext, settings: PromptSettingsValues): string {
  const text = frame.write(c);
  if (settings.tone === 'exciting' && settings.writingStyle !== 'minimalist' && text.endsWith('.'))
    return `${text.slice(0, -1)}${settings.language === 'French' ? ' !' : '!'}`;
  return text;
}

/**
 * The offline `builtin` provider (DESIGN "Provider chain"): a description composed from the
 * item's own fields only.
 *
 * - The product's noun and kind come from its name, details and industry; the kind chooses the
 *   sentence plan (which facts lead), the noun gives articles and verbs their agreement in the
 *   output language.
 * - The opening sentence is one of many frames, picked per product (a hash of name and SKU),
 *   so a catalogue does not open every description the same way.
 * - Every other sentence states the seller's own pieces (details, notes) or names the product;
 *   nothing is said that could describe any product.
 * - The price appears only with the store currency, and only in styles that state prices.
 * - Above 200 characters a call to action naming the product closes; above 300 the facts are
 *   '- ' bullet lines.
 * - Length: the parts are chosen so the text lands in the band of SPEC §9 (90–110 %), closest
 *   to the target; when the fields hold too few facts the text is shorter and `shortfall`
 *   says so: it never pads with claims the item does not make.
 * - Deterministic: the same item and settings always give the same text.
 */
export function composeBuiltinDescription(
  item: GenerationItem,
  settings: PromptSettingsValues,
): BuiltinComposition {
  const setup = setUp(item, settings);
  const count = settings.characterCount;
  const { min, max } = targetRange(count);
  const openers = shuffle(
    setup.phrases.openers.filter((frame) => applicable(frame, setup.context)),
    setup.facts.seed,
  );
  let fallback: { text: string; openerId: string; length: number } | null = null;
  // The product's own frame first; when it cannot reach the band, the next few of its order
  // (a few, not all: the longest frames would otherwise open every thin product).
  // Narrow bands need more frames' lengths to land in.
  const tries = setup.narrow ? OPENER_TRIES * 2 : OPENER_TRIES;
  for (const frame of openers.slice(0, tries)) {
    const opener = openerText(frame, setup.context, settings);
    const parts: Part[] = [
      { slot: 'intro', variants: [{ text: opener, weight: 0 }], mandatory: true },
      ...bodyParts(setup, settings, consumedBy(frame, setup)),
    ];
    const choice = choose(parts, min, max, count);
    if (!choice) continue;
    const text = cleanDescription(render(parts, choice.picks));
    if (choice.length >= min)
      return { text: fitToLength(text, count), openerId: frame.id, shortfall: null };
    // Short of the band: the product's own opening frame is kept unless another one reaches it.
    fallback ??= { text, openerId: frame.id, length: choice.length };
  }
  if (!fallback) {
    // Even the shortest opening is longer than the band allows (a very long name): cut it.
    const frame = openers[0];
    const text = fitToLength(cleanDescription(openerText(frame, setup.context, settings)), count);
    return { text, openerId: frame.id, shortfall: null };
  }
  const text = fitToLength(fallback.text, count);
  return {
    text,
    openerId: fallback.openerId,
    shortfall: text.length < min ? { target: count, reachable: text.length } : null,
  };
}

/** The builtin provider's text (see composeBuiltinDescription). */
export function writeBuiltinDescription(
  item: GenerationItem,
  settings: PromptSettingsValues,
): string {
  return composeBuiltinDescription(item, settings).text;
}
