import type { Language, PromptSettingsValues, WritingStyle } from '../shared/prompt-options';
import {
  hashText,
  inSentence,
  readFacts,
  type Piece,
  type PieceRole,
  type ProductFacts,
} from './builtin-facts';
import type { NounRef } from './builtin-grammar';
import { foldJoined, type ProductKind } from './builtin-lexicon';
import { englishObject } from './builtin-pieces';
import { BUILTIN_PHRASES } from './builtin-phrases';
import { formatPrice, PRICE_STYLES } from './builtin-price';
import { cleanDescription, fitToLength } from './cleaner';
import type { GenerationItem } from './item';
import { targetRange, wantsBulletDashes, wantsCallToAction } from './length-rules';
import type { PhraseContext, UseHint } from './phrases/frame-context';
import { labelFor } from './phrases/frame-kit';
import type {
  BuiltinPhrases,
  ClosingFrame,
  GroupRole,
  ListText,
  OpenerFrame,
  OpenerNeeds,
} from './phrases/frame-kit';

/** What the builtin writer wrote, and what it could not do. */
export interface BuiltinComposition {
  text: string;
  /** The opening sentence frame used (the variety statistics count these). */
  openerId: string;
  /** The closing call to action, when the text has one: its frame and its sentence. */
  closing: { id: string; text: string } | null;
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
  /** The frame that wrote it, where the statistics count frames (closings). */
  id?: string;
}

interface Part {
  slot: Slot;
  variants: Variant[];
  mandatory: boolean;
  closing?: boolean;
  /** choose()'s digest of the variants, kept once made (a part serves every frame tried). */
  digest?: Digest;
}

/** A part's variants as choose() reads them: one per length, the shortest first. */
interface Digest {
  indexes: number[];
  lengths: number[];
  weights: number[];
}

/** The order the body states the roles in when the kind has no say. */
const BODY_ORDER: PieceRole[] = [
  'feature',
  'material',
  'finish',
  'scent',
  'colour',
  'measure',
  'size',
  'care',
  'age',
  'pack',
  'included',
  'origin',
  'variation',
];

/** Which facts a kind of product leads with (SPEC "sentence plans by product kind"). */
const KIND_HEADS: Partial<Record<ProductKind, PieceRole[]>> = {
  apparel: ['material', 'feature', 'colour', 'size', 'care', 'origin'],
  footwear: ['material', 'feature', 'size', 'colour', 'care', 'origin'],
  jewelry: ['material', 'finish', 'feature', 'measure', 'origin'],
  bags: ['material', 'feature', 'measure', 'colour', 'included'],
  kitchen: ['feature', 'measure', 'material', 'finish', 'care', 'pack'],
  electronics: ['feature', 'measure', 'included', 'material'],
  beauty: ['material', 'scent', 'feature', 'measure', 'origin'],
  home: ['material', 'scent', 'measure', 'feature', 'finish', 'origin'],
  textiles: ['material', 'measure', 'feature', 'colour', 'care', 'origin'],
  furniture: ['material', 'finish', 'measure', 'feature', 'included'],
  food: ['scent', 'feature', 'origin', 'measure', 'material'],
  garden: ['feature', 'measure', 'care', 'material'],
  toys: ['feature', 'material', 'age', 'measure'],
  baby: ['material', 'feature', 'size', 'age', 'care'],
  stationery: ['feature', 'size', 'material', 'measure'],
};

/** Pieces an opening sentence may lead with: things and what they are made of. */
const LEAD_ROLES = new Set<PieceRole>(['feature', 'material', 'finish', 'scent', 'colour']);
const LEAD_MAX_LENGTH = 60;
/** Pieces that may follow 'with' (no material: 'a mug with stoneware' says something else). */
const OBJECT_ROLES = new Set<PieceRole>(['feature', 'finish']);
const WITH = /\s(?:with|mit|avec|con|com|met)\s/i;

/** Opening frames tried per product before its text is left short of the band. */
const OPENER_TRIES = 4;

/** How much a description may trade closeness to the target for one more fact. */
const DISTANCE_COST = 0.1;

/** What the next closing in a product's order costs: sixty characters closer to the target. */
const CLOSING_STEP = 6;

/** Closings a text chooses among (in the product's order) to land in the band. */
const CLOSING_CHOICES = 10;

/** Places a closing of the style's kind moves ahead in a product's order of closings. */
const STYLE_LEAD = 4;

/** Styles that sell on facts close on one; the others close on what the product is for. */
const FACT_STYLES = new Set<WritingStyle>(['professional', 'technical', 'minimalist']);

function planFor(kind: ProductKind, audience: PromptSettingsValues['targetAudience']) {
  const head = KIND_HEADS[kind] ?? [];
  const plan = [...head, ...BODY_ORDER.filter((role) => !head.includes(role))];
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
    // A swap through a variable: the [a, b] = [b, a] form built an array per swap.
    const swapped = out[i];
    out[i] = out[j];
    out[j] = swapped;
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
// A measurement that reads as a description ('1.8 m long'): 'measures 1.8 m long' does not.
const ADJECTIVAL_MEASURE = /\s(?:long|wide|high|tall|thick|deep|diameter|across|each)$/i;

/** Who writes: the output language, and the language of the seller's words. */
interface Voice {
  language: Language;
  source: Language;
}

/**
 * A piece inside a sentence; German keeps the seller's capitals (its nouns have them), and so
 * do a German seller's words in another language.
 */
function within(voice: Voice, text: string): string {
  return voice.language === 'German' || voice.source === 'German' ? text : inSentence(text);
}

function materialWords(voice: Voice, piece: Piece): string {
  return within(voice, piece.text.replace(/^made\s+(?:of|from)\s+/i, ''));
}

/**
 * A piece as the object of 'with' or 'has' in the output language, or null. English chooses
 * the article (only for the seller's English words); the other languages take a noun phrase
 * without one after their 'with' ('con asa acolchada', 'mit Henkel'), except a German phrase
 * of the seller's own, whose adjective a German frame could not decline.
 */
function objectOf(voice: Voice, piece: Piece): string | null {
  const { language, source } = voice;
  if (!OBJECT_ROLES.has(piece.role) || piece.shape !== 'phrase') return null;
  // 'with a drainage hole with saucer': a piece with a 'with' of its own goes after a label.
  if (WITH.test(piece.text)) return null;
  if (language === 'English') {
    return source === 'English' ? englishObject(inSentence(piece.text), piece.count) : null;
  }
  if (source === 'English' && piece.count === 'unknown') return null;
  if (language === 'German' && source === 'German' && /\s/.test(piece.text)) return null;
  return within(voice, piece.text);
}

/** 'Sage, Sand, Charcoal' → 'sage, sand or charcoal' (a choice); one colour as it is. */
function colourText(voice: Voice, piece: Piece, or: (next: string) => string): string {
  const entries = piece.text.split(/\s*,\s*/).map((entry) => within(voice, entry));
  return entries.length > 1 ? joinList(entries, or) : entries[0];
}

const USE_WORDS: [UseHint, RegExp][] = [
  ['dog', /\b(?:dogs?|pupp(?:y|ies)|hunde?|chiens?|perros?|cani|cane|caes|honden?)\b/],
  ['cat', /\b(?:cats?|kittens?|katzen?|chats?|gatos?|gatti|gatto|katten?)\b/],
  ['hike', /\b(?:hik(?:e|es|ing)|trail|trekking|wander\w*|randonnee)\b/],
  ['outdoors', /\b(?:camping|outdoors?|tent|backpacking)\b/],
  ['workout', /\b(?:gym|fitness|workouts?|training|yoga|pilates|dumbbells?|kettlebells?)\b/],
  ['travel', /\b(?:travel|commute|commuting|reise|voyage|viaje|viaggio|viagem|reis)\b/],
];

const USE_CONCEPTS: [UseHint, string[]][] = [
  ['drink', ['mug', 'cup', 'teapot', 'glass', 'bottle', 'carafe', 'tea', 'coffee']],
  ['table', ['plate', 'bowl', 'napkin', 'tablecloth', 'coaster', 'glass', 'carafe', 'jam']],
  ['bath', ['towel', 'soap']],
  ['sofa', ['blanket', 'cushion', 'cushioncover']],
  ['write', ['notebook', 'pen', 'card', 'calendar']],
  ['cook', ['pan', 'knife', 'board']],
  ['walk', ['leash', 'collar']],
  ['sow', ['seeds']],
  ['gift', ['voucher']],
];

function usesOf(facts: ProductFacts, industry: string): Set<UseHint> {
  const text = foldJoined([facts.name, ...facts.pieces.map((piece) => piece.text), industry]);
  const uses = new Set<UseHint>();
  for (const [use, pattern] of USE_WORDS) if (pattern.test(text)) uses.add(use);
  const id = facts.concept?.id;
  for (const [use, ids] of USE_CONCEPTS) if (id && ids.includes(id)) uses.add(use);
  if (/\b(?:cookbook|recipes?)\b/.test(text)) uses.add('cook');
  return uses;
}

interface Setup {
  facts: ProductFacts;
  /** The length band is a few characters wide (targets under 100 all mean exactly 100). */
  narrow: boolean;
  context: PhraseContext;
  phrases: BuiltinPhrases;
  plan: PieceRole[];
  /** Pieces the context's fields are taken from (a frame that uses one consumes it). */
  sources: {
    leads: Piece[];
    material: Piece | null;
    measure: Piece | null;
    capacity: Piece | null;
    weight: Piece | null;
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
    // Things and materials lead before descriptions ('Meet the Honey: unfiltered' reads thin).
    .map((piece, index) => ({
      piece,
      index,
      rank: plan.indexOf(piece.role) + (piece.shape === 'adjective' ? plan.length : 0),
    }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ piece }) => piece)
    // Descriptions lead only where nothing else can ('stoneware and microwave safe' mixes).
    .filter((piece, _index, all) => piece.shape !== 'adjective' || all[0].shape === 'adjective')
    .slice(0, 3);
  const first = (test: (piece: Piece) => boolean) => facts.pieces.find(test) ?? null;
  const material = first((piece) => piece.role === 'material' && piece.text.length <= 50);
  // A single measurement of one kind, written as a number and a unit ('45 x 45 cm', '350 ml').
  const single = (kind: string) =>
    first(
      (piece) =>
        piece.role === 'measure' &&
        piece.measure === kind &&
        /^\d/.test(piece.text) &&
        !/,|\s(?:and|to)\s/.test(piece.text) &&
        !ADJECTIVAL_MEASURE.test(piece.text) &&
        piece.text.length <= 30,
    );
  const measure = single('dimensions');
  const capacity = single('capacity');
  const weight = single('weight');
  const size = first((piece) => piece.role === 'size');
  const colour = first((piece) => piece.role === 'colour');
  const scent = first(
    (piece) =>
      piece.role === 'scent' &&
      !/^(?:notes?|scent|fragrance|parfum|duft|profumo|aroma|geur)\b|\swith\s/i.test(piece.text),
  );
  // 'Set of three', 'Pair' (not 'Sold as a pair', not what it comes in: '250 g jar').
  const pack = first(
    (piece) => piece.role === 'pack' && piece.shape === 'statement' && !/^sold\b/i.test(piece.text),
  );
  const origin = facts.origin
    ? (facts.pieces.find(
        (piece) => piece.role === 'origin' && piece.text.includes(facts.origin ?? ''),
      ) ?? null)
    : null;
  const voice: Voice = { language, source: facts.source };
  // Short things the product has, for closings ('order the X with a padded handle').
  const things = plan
    .flatMap((role) => facts.pieces.filter((piece) => piece.role === role))
    .filter((piece) => piece.text.length <= 32)
    .map((piece) => ({
      text: within(voice, piece.text),
      object: objectOf(voice, piece),
    }))
    .filter((thing): thing is { text: string; object: string } => thing.object !== null)
    .slice(0, 2);
  const context: PhraseContext = {
    language,
    source: facts.source,
    name: facts.name,
    plural: language === 'English' ? facts.namePlural : (noun?.plural ?? facts.namePlural),
    noun,
    kind: facts.kind,
    conceptId: concept?.id ?? null,
    leads: leads.map((piece) => within(voice, piece.text)),
    leadObjects: leads.map((piece) => objectOf(voice, piece)),
    leadQualities: leads.map((piece) => piece.shape === 'adjective'),
    things,
    material: material ? materialWords(voice, material) : null,
    origin: facts.origin,
    measure: measure ? measure.text : null,
    capacity: capacity ? capacity.text : null,
    weight: weight ? weight.text : null,
    size: size ? within(voice, size.text) : null,
    colour: colour ? colourText(voice, colour, phrases.or) : null,
    scent:
      scent && (language === 'English' ? facts.source === 'English' : true)
        ? within(voice, scent.text)
        : null,
    pack:
      pack && language === 'English' && facts.source === 'English'
        ? englishObject(inSentence(pack.text), 'one')
        : null,
    uses: usesOf(facts, settings.industry),
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
    plan,
    sources: { leads, material, measure, capacity, weight, origin },
  };
}

/**
 * A language's opening frames, each with its needs in one shape (every field present): the
 * frames' own needs come in a dozen shapes, which makes reading them for 50+ frames per
 * description slow.
 */
const openerNeeds = new Map<BuiltinPhrases, Opener[]>();

interface Opener {
  frame: OpenerFrame;
  needs: OpenerNeeds | null;
}

function openersOf(phrases: BuiltinPhrases): Opener[] {
  let openers = openerNeeds.get(phrases);
  if (!openers) {
    openers = phrases.openers.map((frame) => ({ frame, needs: uniform(frame.needs) }));
    openerNeeds.set(phrases, openers);
  }
  return openers;
}

/** The same needs with every field present (undefined where the frame has none). */
function uniform(needs: OpenerNeeds | undefined): OpenerNeeds | null {
  if (!needs) return null;
  const { leads, phrase, thing, quality, noun, material, origin } = needs;
  const { measure, capacity, weight, kinds, concepts } = needs;
  return {
    leads,
    phrase,
    thing,
    quality,
    noun,
    material,
    origin,
    measure,
    capacity,
    weight,
    kinds,
    concepts,
  };
}

function applicable(needs: OpenerNeeds | null, c: PhraseContext): boolean {
  if (!needs) return true;
  const leads = needs.leads ?? 0;
  if (c.leads.length < leads) return false;
  if (needs.leads === 0 && c.leads.length > 0) return false;
  if (needs.phrase && c.leadObjects.slice(0, Math.max(1, leads)).some((object) => !object))
    return false;
  if (needs.thing && c.leadQualities[0] !== false) return false;
  if (needs.quality && !(c.leadQualities[0] && c.source === 'English')) return false;
  if (needs.noun && !c.noun) return false;
  if (needs.material && !c.material) return false;
  if (needs.origin && !c.origin) return false;
  if (needs.measure && !c.measure) return false;
  if (needs.capacity && !c.capacity) return false;
  if (needs.weight && !c.weight) return false;
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
  if (needs.weight && setup.sources.weight) used.add(setup.sources.weight);
  if (needs.origin && setup.sources.origin) used.add(setup.sources.origin);
  return used;
}

function listText(pieces: Piece[], setup: Setup): ListText {
  const voice = setup.context;
  const { language, source } = voice;
  const entries = pieces.map((piece) =>
    piece.role === 'colour'
      ? colourText(voice, piece, setup.phrases.or)
      : within(voice, piece.text),
  );
  const objects = pieces.map((piece) =>
    language === 'English' && source === 'English' && piece.shape === 'phrase'
      ? englishObject(inSentence(piece.text), piece.count)
      : null,
  );
  const kinds = new Set(pieces.map((piece) => piece.measure));
  return {
    text: joinList(entries, setup.phrases.and),
    count: pieces.length,
    phrases: pieces.every((piece) => piece.shape === 'phrase'),
    adjectives: pieces.every((piece) => piece.shape === 'adjective'),
    objects: objects.some((object) => object === null)
      ? null
      : joinList(
          objects.filter((object) => object !== null),
          setup.phrases.and,
        ),
    measure: kinds.size === 1 ? [...kinds][0] : null,
    entries,
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
const STATEMENT_ROLES = new Set<GroupRole>(['origin', 'included', 'variation', 'pack', 'age']);

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
      const list = listText(chosen, setup);
      frames.forEach((frame, index) => {
        const text = frame(c, list);
        if (text) variants.push({ text, weight: base + 12 * chosen.length - index });
      });
    }
    // Features may also go one sentence each (notes keep their audience's lead-in).
    if (role === 'feature') {
      const own = listed.map((piece, index) => {
        const text = within(c, piece.text);
        const object =
          c.language === 'English' && c.source === 'English'
            ? englishObject(inSentence(piece.text), piece.count)
            : null;
        const frames = rotate(phrases.pieceSentence[piece.shape], seed + index);
        for (const frame of frames) {
          const sentence = frame(c, { text, object });
          if (sentence) return sentence;
        }
        return null;
      });
      // Each piece its own sentence, unless two would open alike ('Also worth knowing: …').
      const openings = own.map((sentence) => sentence?.split(/:\s/)[0] ?? '');
      if (
        own.every((sentence) => sentence !== null) &&
        new Set(openings).size === openings.length
      ) {
        variants.push({ text: own.join(' '), weight: base + 12 * listed.length - 3 });
      }
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
  const plain = `- ${capFirst(piece.text)}`;
  const variants: Variant[] = [{ text: plain, weight: base }];
  const label =
    piece.shape === 'statement' || SELF_LED.test(piece.text)
      ? null
      : labelFor(setup.phrases.labels, setup.context, piece);
  if (label) {
    const text =
      piece.role === 'colour'
        ? colourText(setup.context, piece, setup.phrases.or)
        : within(setup.context, piece.text);
    const colon = setup.context.language === 'French' ? ' :' : ':';
    variants.unshift({ text: `- ${label}${colon} ${text}`, weight: base + 1 });
  }
  return { slot: 'bullet', variants, mandatory: false };
}

/** Moves a product's order of closings away from its order of opening frames. */
const CLOSING_SALT = hashText('closing');

/** The closing calls to action that fit this product, in its own order of preference. */
function closingPart(setup: Setup, settings: PromptSettingsValues): Part | null {
  const { context: c, phrases, facts } = setup;
  const preferred = FACT_STYLES.has(settings.writingStyle) ? 'fact' : 'use';
  // The style's kind of closing (a fact, or what the product is for) moves a few places ahead
  // in the product's own order. A closing is chosen for the product, not for its length: a
  // later one is taken only when the text cannot reach the band otherwise.
  const written: { frame: ClosingFrame; text: string; rank: number }[] = [];
  for (const frame of shuffle(phrases.closings, facts.seed + CLOSING_SALT)) {
    const text = frame.write(c);
    if (text === null) continue;
    written.push({
      frame,
      text,
      rank: written.length - (frame.focus === preferred ? STYLE_LEAD : 0),
    });
    // The first few are enough to reach the band, and keep the choice quick: once that many
    // rank ahead of any closing still to come, the rest are not written.
    if (rankedAhead(written, written.length - STYLE_LEAD) >= CLOSING_CHOICES) break;
  }
  if (written.length === 0) return null;
  const ordered = written.sort((a, b) => a.rank - b.rank).slice(0, CLOSING_CHOICES);
  return {
    slot: 'outro',
    variants: ordered.map(({ frame, text }, index) => ({
      text: toneMark(text, settings),
      weight: -CLOSING_STEP * index,
      id: frame.id,
    })),
    mandatory: true,
    closing: true,
  };
}

/**
 * How many closings sort before any closing written later, whose rank is at least `next`
 * (the sort keeps the written order among equal ranks).
 */
function rankedAhead(written: readonly { rank: number }[], next: number): number {
  let ahead = 0;
  for (const entry of written) if (entry.rank <= next) ahead += 1;
  return ahead;
}

/** The price, the SKU and the closing: the same whichever opening the text takes. */
function outroParts(setup: Setup, settings: PromptSettingsValues): Part[] {
  const { facts, context: c, phrases } = setup;
  const parts: Part[] = [];
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
  if (wantsCallToAction(settings.characterCount)) {
    const closing = closingPart(setup, settings);
    if (closing) parts.push(closing);
  }
  return parts;
}

/** What follows the opener; the same for every opening frame that states the same pieces. */
interface Body {
  /**
   * The sentences that may introduce the bullet lines, when there are bullet lines (an intro
   * the opening already says is left out for that opening: see introPart).
   */
  bulletIntros: string[];
  /** The parts after the intro, in the order they are written, the outro last. */
  parts: Part[];
}

/** The parts after the opener but for the bullet lines' intro, in the order they are written. */
function bodyParts(
  setup: Setup,
  settings: PromptSettingsValues,
  consumed: Set<Piece>,
  outro: Part[],
): Body {
  const { facts, context: c, phrases, plan } = setup;
  const count = settings.characterCount;
  const bullets = wantsBulletDashes(count);
  // Tag lists are search words for the listing, not sentences for the buyer.
  const remaining = facts.pieces.filter((piece) => !consumed.has(piece) && piece.role !== 'tags');
  const parts: Part[] = [];
  let bulletIntros: string[] = [];

  const sentences = remaining.filter((piece) => piece.role === 'sentence');
  const notes = remaining.filter((piece) => piece.from === 'notes' && piece.role === 'feature');
  const grouped = remaining.filter((piece) => piece.role !== 'sentence' && !notes.includes(piece));
  const byRole = (role: PieceRole) => grouped.filter((piece) => piece.role === role);

  if (bullets) {
    const ordered = [...plan.flatMap(byRole), ...notes];
    if (ordered.length > 0) {
      bulletIntros = rotate(phrases.bulletIntro, facts.seed).map((frame) => frame(c));
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
      const base = 70 - 4 * position;
      if (role === 'feature') {
        // Things and descriptions take different verbs ('has a padded handle', 'is vegan').
        const things = pieces.filter((piece) => piece.shape !== 'adjective');
        const qualities = pieces.filter((piece) => piece.shape === 'adjective');
        if (things.length > 0) parts.push(...groupParts(setup, 'feature', things, base));
        if (qualities.length > 0) parts.push(...groupParts(setup, 'quality', qualities, base - 1));
      } else {
        parts.push(...groupParts(setup, role as GroupRole, pieces, base));
      }
    });
    sentences.forEach((piece, index) =>
      parts.push({
        slot: 'intro',
        variants: [{ text: asSentence(piece), weight: 30 - index }],
        mandatory: false,
      }),
    );
    if (notes.length > 0) parts.push(...groupParts(setup, 'notes', notes, 25));
  }

  parts.push(...outro);
  return { bulletIntros, parts };
}

/** The bullet lines' intro after this opening, if any is left to say. */
function introPart(body: Body, opener: string): Part[] {
  // An intro the opening already said ('Lo que ofrece este champú:') is not said twice.
  const intro = body.bulletIntros.filter((text) => !opener.startsWith(text.slice(0, -1)));
  if (intro.length === 0) return [];
  return [
    {
      slot: 'intro',
      variants: intro.map((text, index) => ({ text, weight: 4 - index })),
      mandatory: false,
    },
  ];
}

/** Which of the product's pieces a frame states, as a key (frames that state the same share). */
function consumedKey(consumed: Set<Piece>, pieces: Piece[]): string {
  let key = '';
  pieces.forEach((piece, index) => {
    if (consumed.has(piece)) key += `${index},`;
  });
  return key;
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
  const table = tableFor(parts.length, size);
  let scores = table.scores;
  let next = table.next;
  scores.fill(-Infinity, 0, size);
  scores[0] = 0;
  // The longest text written so far: cells past it are unreachable.
  let reach = 0;
  parts.forEach((part, partIndex) => {
    next.fill(-Infinity, 0, size);
    // Row partIndex of the picks and of the cells they came from; a cell is read back only
    // when this part wrote it.
    const row = partIndex * size;
    const { picks, froms } = table;
    const { indexes, lengths, weights } = (part.digest ??= digestOf(part));
    let nextReach = part.mandatory ? 0 : reach;
    for (let cell = 0; cell <= reach; cell += 1) {
      const score = scores[cell];
      if (score === -Infinity) continue;
      if (!part.mandatory && score > next[cell]) {
        next[cell] = score;
        picks[row + cell] = -1;
        froms[row + cell] = cell;
      }
      // Every part after the first costs its text and one separator.
      const start = cell === 0 ? 1 : cell + 1;
      for (let v = 0; v < lengths.length; v += 1) {
        const to = start + lengths[v];
        if (to >= size) break;
        const candidate = score + weights[v];
        if (candidate > next[to]) {
          next[to] = candidate;
          picks[row + to] = indexes[v];
          froms[row + to] = cell;
          if (to > nextReach) nextReach = to;
        }
      }
    }
    [scores, next] = [next, scores];
    reach = nextReach;
  });
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
    // Short of the band: the best text the fields give (every fact, as close as it gets).
    for (let cell = 1; cell < size; cell += 1) {
      if (scores[cell] === -Infinity) continue;
      const value = scores[cell] - DISTANCE_COST * Math.abs(cell - 1 - target);
      if (value > bestValue) {
        best = cell;
        bestValue = value;
      }
    }
  }
  if (best < 0) return null;
  const chosen: (number | null)[] = new Array<number | null>(parts.length).fill(null);
  let cell = best;
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    const pick = table.picks[i * size + cell];
    chosen[i] = pick < 0 ? null : pick;
    cell = table.froms[i * size + cell];
  }
  return { picks: chosen, length: best - 1, score: scores[best] };
}

function digestOf(part: Part): Digest {
  // Only a variant's length and weight matter here: of equal lengths, the first best one.
  const byLength = new Map<number, number>();
  part.variants.forEach((variant, index) => {
    const length = variant.text.length;
    const kept = byLength.get(length);
    if (kept === undefined || variant.weight > part.variants[kept].weight)
      byLength.set(length, index);
  });
  // Shortest first, so a cell stops at the first variant that would pass the band's end
  // (the lengths differ, so the order picks nothing differently).
  const indexes = [...byLength.values()].sort(
    (a, b) => part.variants[a].text.length - part.variants[b].text.length,
  );
  return {
    indexes,
    lengths: indexes.map((index) => part.variants[index].text.length),
    weights: indexes.map((index) => part.variants[index].weight),
  };
}

/** choose()'s working table, kept between calls (a batch writes thousands in a row). */
interface ChoiceTable {
  scores: Float64Array;
  next: Float64Array;
  picks: Int16Array;
  froms: Int32Array;
}
let choiceTable: ChoiceTable | null = null;

function tableFor(rows: number, size: number): ChoiceTable {
  const table = choiceTable;
  if (table && table.scores.length >= size && table.picks.length >= rows * size) return table;
  const cells = Math.max(size, table?.scores.length ?? 0);
  const grown = {
    scores: new Float64Array(cells),
    next: new Float64Array(cells),
    picks: new Int16Array(Math.max(rows * size, table?.picks.length ?? 0)),
    froms: new Int32Array(Math.max(rows * size, table?.froms.length ?? 0)),
  };
  choiceTable = grown;
  return grown;
}

/** The longest text the parts can make (each at its longest variant), as choose() counts it. */
function longest(parts: Part[]): number {
  let length = -1;
  for (const part of parts) {
    let variantMax = 0;
    for (const variant of part.variants) variantMax = Math.max(variantMax, variant.text.length);
    length += variantMax + 1;
  }
  return length;
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

/** An exciting tone ends its opening and closing sentences with an exclamation mark. */
function toneMark(text: string, settings: PromptSettingsValues): string {
  if (settings.tone !== 'exciting' || settings.writingStyle === 'minimalist' || !text.endsWith('.'))
    return text;
  if (settings.language === 'French') return `${text.slice(0, -1)} !`;
  if (settings.language === 'Spanish') {
    // Spanish opens an exclamation too: '¡Descubre …!'.
    const start = text.search(/(?:^|(?<=[.!?]\s))[^.!?]*\.$/);
    return `${text.slice(0, start)}¡${text.slice(start, -1)}!`;
  }
  return `${text.slice(0, -1)}!`;
}

function openerText(frame: OpenerFrame, c: PhraseContext, settings: PromptSettingsValues): string {
  return toneMark(frame.write(c), settings);
}

/** The closing the choice picked, if any. */
function closingOf(parts: Part[], picks: (number | null)[]): BuiltinComposition['closing'] {
  const index = parts.findIndex((part) => part.closing);
  const pick = index >= 0 ? picks[index] : null;
  if (pick === null || pick === undefined) return null;
  const variant = parts[index].variants[pick];
  return { id: variant.id ?? '', text: variant.text };
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
  /** Another version of the same product (0: its own text): other frames, same facts. */
  variant = 0,
): BuiltinComposition {
  const setup = withVariant(setUp(item, settings), variant);
  const count = settings.characterCount;
  const { min, max } = targetRange(count);
  const openers = shuffle(
    openersOf(setup.phrases)
      .filter(({ needs }) => applicable(needs, setup.context))
      .map(({ frame }) => frame),
    setup.facts.seed,
  );
  let fallback: {
    text: string;
    openerId: string;
    closing: BuiltinComposition['closing'];
    length: number;
  } | null = null;
  // The product's own frame first; when it cannot reach the band, the next few of its order
  // (a few, not all: the longest frames would otherwise open every thin product).
  // Narrow bands need more frames' lengths to land in.
  const tries = setup.narrow ? OPENER_TRIES * 2 : OPENER_TRIES;
  const outro = outroParts(setup, settings);
  // Frames that state the same pieces are followed by the same body: it is built once.
  const bodies = new Map<string, Body>();
  for (const frame of openers.slice(0, tries)) {
    const opener = openerText(frame, setup.context, settings);
    const consumed = consumedBy(frame, setup);
    const key = consumedKey(consumed, setup.facts.pieces);
    let body = bodies.get(key);
    if (!body) {
      body = bodyParts(setup, settings, consumed, outro);
      bodies.set(key, body);
    }
    const parts: Part[] = [
      { slot: 'intro', variants: [{ text: opener, weight: 0 }], mandatory: true },
      ...introPart(body, opener),
      ...body.parts,
    ];
    // Once a short text is kept, a frame whose parts all at their longest still fall short
    // of the band can only give another short text, which would be dropped: no need to choose.
    if (fallback && longest(parts) < min) continue;
    const choice = choose(parts, min, max, count);
    if (!choice) continue;
    if (choice.length >= min) {
      const text = cleanDescription(render(parts, choice.picks));
      const closing = closingOf(parts, choice.picks);
      return { text: fitToLength(text, count), openerId: frame.id, closing, shortfall: null };
    }
    // Short of the band: the product's own opening frame is kept unless another one reaches it.
    fallback ??= {
      text: cleanDescription(render(parts, choice.picks)),
      openerId: frame.id,
      closing: closingOf(parts, choice.picks),
      length: choice.length,
    };
  }
  if (!fallback) {
    // Even the shortest opening is longer than the band allows (a very long name): cut it.
    const frame = openers[0];
    const text = fitToLength(cleanDescription(openerText(frame, setup.context, settings)), count);
    return { text, openerId: frame.id, closing: null, shortfall: null };
  }
  const text = fitToLength(fallback.text, count);
  return {
    text,
    openerId: fallback.openerId,
    closing: fallback.closing,
    shortfall: text.length < min ? { target: count, reachable: text.length } : null,
  };
}

/** The builtin provider's text (see composeBuiltinDescription). */
export function writeBuiltinDescription(
  item: GenerationItem,
  settings: PromptSettingsValues,
  variant = 0,
): string {
  return composeBuiltinDescription(item, settings, variant).text;
}

/**
 * Version `variant` of a product reads differently: its seed (which orders the opening
 * frames, the closings and the sentence frames) moves, the facts stay. Variant 0 is the
 * product's own text, unchanged.
 */
function withVariant(setup: Setup, variant: number): Setup {
  if (variant === 0) return setup;
  // A large odd step spreads the versions over the frame orders (Knuth's multiplicative hash).
  const seed = (setup.facts.seed + Math.imul(variant, 2654435761)) >>> 0;
  return { ...setup, facts: { ...setup.facts, seed } };
}
