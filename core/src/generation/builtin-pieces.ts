import { englishArticle } from './builtin-grammar';
import { foldText } from './builtin-lexicon';
import { MATERIALS } from './claim-check';

/**
 * What one of the seller's pieces ('Merino wool blend', '45 x 45 cm', 'Padded handle') is, so
 * the builtin writer labels it only with a label that is true ('Dimensions:' before a number
 * with a unit, 'Material:' before a material) and glues it into a sentence with a verb and an
 * article that fit ('is made of merino wool', 'has a padded handle', 'is dishwasher safe').
 */

export type PieceRole =
  | 'feature'
  | 'material'
  | 'finish'
  | 'measure'
  | 'size'
  | 'care'
  | 'origin'
  | 'age'
  | 'pack'
  | 'included'
  | 'colour'
  | 'scent'
  | 'variation'
  | 'tags'
  | 'sentence';

/**
 * How a piece reads: a noun phrase ('600 ml glass carafe'), a description ('dishwasher
 * safe'), or a statement of its own ('Brews two to four cups').
 */
export type PieceShape = 'phrase' | 'adjective' | 'statement';

/**
 * How an English noun phrase takes an article after 'has' or 'with': one thing ('a padded
 * handle'), several ('mitred corners'), a mass ('reflective stitching', 'Bluetooth 5.3'), or
 * unknown (a list, a proper name, a phrase in another language): such a piece only goes after
 * a label or in a list.
 */
export type PieceCount = 'one' | 'many' | 'mass' | 'unknown';

/** What a measurement measures ('Capacity: 350 ml', 'Weight: 200 g', 'Dimensions: 45 x 45 cm'). */
export type MeasureKind = 'capacity' | 'weight' | 'dimensions' | 'other';

export interface PieceClass {
  role: PieceRole;
  shape: PieceShape;
  count: PieceCount;
  /** Set for role 'measure'. */
  measure: MeasureKind | null;
}

// Materials in the seven languages (the claim check's English list plus more, and common
// translations), and what beauty and food products are made of.
const ENGLISH_MATERIALS = [
  ...MATERIALS,
  'merino',
  'lambswool',
  'canvas',
  'plywood',
  'felt',
  'jute',
  'seagrass',
  'rattan',
  'wicker',
  'alpaca',
  'mohair',
  'resin',
  'clay',
  'paper',
  'cardboard',
  'soy wax',
  'beeswax',
  'wax',
  'pewter',
  'enamel',
  'pearl',
  'pearls',
  'quartz',
  'amethyst',
  'wood',
  'ash',
  'beech',
  'birch',
  'pine',
  'maple',
  'mango wood',
  'acacia',
  'veneer',
  'terracotta',
  'concrete',
  'stone',
  'slate',
  'webbing',
  'crepe',
  'mesh',
  'fleece',
  'twill',
  'jersey',
  'tweed',
  'satin',
  'chiffon',
  'corduroy',
  'viscose',
  'rayon',
  'lyocell',
  'tencel',
  'modal',
  'acetate',
  'vinyl',
  'latex',
  'foam',
  'down',
  'palm leaf',
  'butter',
  'oil',
  'extract',
  'acid',
  'glycerin',
].map(foldText);

// Non-English materials: a Romance name puts them first ('Argento 925', 'Ceramica smaltata'), a
// German compound ends with one ('Schurwolle').
const FOREIGN_MATERIALS = [
  'cotone',
  'coton',
  'algodon',
  'baumwolle',
  'katoen',
  'algodao',
  'lana',
  'laine',
  'wolle',
  'wol',
  'seta',
  'soie',
  'seide',
  'zijde',
  'seda',
  'argento',
  'argent',
  'plata',
  'silber',
  'zilver',
  'prata',
  'oro',
  'goud',
  'ouro',
  'legno',
  'bois',
  'madera',
  'holz',
  'hout',
  'madeira',
  'cuir',
  'leder',
  'leer',
  'couro',
  'cuoio',
  'pelle',
  'vetro',
  'verre',
  'vidrio',
  'glas',
  'vidro',
  'ceramica',
  'ceramique',
  'keramik',
  'keramiek',
  'lino',
  'leinen',
  'linnen',
  'linho',
  'acciaio',
  'acier',
  'acero',
  'stahl',
  'staal',
  'aco',
  'cire',
].map(foldText);

const MATERIAL_WORDS = new Set([...ENGLISH_MATERIALS, ...FOREIGN_MATERIALS]);
const FOREIGN_MATERIAL_WORDS = new Set(FOREIGN_MATERIALS);

// Nouns that take no article ('It has reflective stitching', 'with GaN technology').
const MASS_NOUNS = new Set(
  (
    'sound insulation technology delivery life playtime fill paint protection storage support ' +
    'comfort warmth control film ink heat power audio bass noise lighting ventilation grip ' +
    'cushioning padding trim fruit cacao cocoa tea coffee chocolate honey sugar salt flour ' +
    'milk cream sauce water air software hardware equipment stitching embroidery fabric'
  ).split(' '),
);

// Words in -ing that are things, not masses ('a split ring').
const COUNTABLE_ING = new Set(
  'ring string spring wing ceiling building drawing painting setting opening earring fitting sling'.split(
    ' ',
  ),
);

const IRREGULAR_PLURALS = new Set('feet teeth children people men women mice geese'.split(' '));
const SINGULAR_IN_S = new Set('lens canvas gas bus atlas bias series species chassis'.split(' '));

const NUMBER_WORDS =
  'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|dozen|several|multiple|many';
// A phrase that starts with how many there are ('two side pockets', 'about 40 cups').
const COUNTED = new RegExp(`^(?:${NUMBER_WORDS}|\\d+|around|about|over|up to)\\b`, 'i');

const NUMBER = String.raw`\d+(?:[.,]\d+)?`;
const CAPACITY_UNIT = String.raw`(?:ml|cl|dl|l|litres?|liters?|fl\.?\s?oz|gal(?:lons?)?)`;
const WEIGHT_UNIT = String.raw`(?:mg|g|gr|kg|lbs?|oz|pounds?)`;
const LENGTH_UNIT = String.raw`(?:mm|cm|m|km|in|inch(?:es)?|"|ft|feet|foot|yd)`;
const UNIT = `(?:${CAPACITY_UNIT}|${WEIGHT_UNIT}|${LENGTH_UNIT})`;
const QUANTITY = String.raw`${NUMBER}(?:\s?${UNIT}(?![\p{L}]))?`;

// The words a measurement may start with ('Seat height 46 cm', 'Lunghezza 4 cm').
const MEASURE_LABELS =
  'seat height|height|width|length|depth|diameter|weight|capacity|volume|' +
  'lunghezza|larghezza|altezza|diametro|peso|capacita|lange|breite|hohe|durchmesser|gewicht|' +
  'inhalt|longueur|largeur|hauteur|poids|contenance|largo|ancho|alto|capacidad|comprimento|' +
  'largura|altura|capacidade|lengte|breedte|hoogte|inhoud';

/** One measurement and nothing else: '30 x 40 cm', '1.8 m long', 'Seat height 46 cm'. */
const PURE_MEASURE = new RegExp(
  String.raw`^(?:(?:${MEASURE_LABELS})\s*:?\s*)?(?:(?:adjustable|approx\.?|approximately|about|around|up to|max\.?|ca\.?)\s+)?` +
    String.raw`${QUANTITY}(?:\s?(?:x|×|by)\s?${QUANTITY})*(?:\s?(?:-|–|to|bis|à|a|tot)\s?${QUANTITY})?` +
    String.raw`(?:\s+(?:long|wide|high|tall|thick|deep|diameter|in diameter|across|each|lang|breit|hoch))?$`,
  'iu',
);
const HAS_UNIT = new RegExp(String.raw`\d\s?${UNIT}(?![\p{L}])`, 'iu');

// A size by word or range ('Large', 'One size', 'XS to XXL', 'Sizes 36 to 46', 'A5').
const SIZE =
  /^(?:(?:(?:extra[\s-])?(?:small|medium|large)|one size(?: fits (?:all|most))?|x{0,3}[sml]|x{1,3}l|[2-5]xl|petite|plus size)(?:(?:\s+to\s+|\s*[-–/]\s*)\S+)?|(?:sizes?|größen?|grossen?|tailles?|tallas?|taglie|taglia|tamanhos?|maten|maat)\b.*|[ab][0-7]|us letter)$/iu;

const CARE =
  /(?:\b(?:wash(?:able)?|hand[- ]?wash|machine[- ]?wash(?:able)?|dishwasher(?:[- ]safe)?|dry[- ]?clean(?:able)?|spot[- ]clean|wipe(?:[- ]clean)?|tumble[- ]dry|do not (?:iron|bleach|tumble)|iron (?:on|at|inside)|cool iron)\b|waschbar|handwäsche|spülmaschine|spulmaschine|lavable|lave-vaisselle|lavavajillas|lavadora|lavabile|lavastoviglie|lavatrice|lava-louça|lava-loiça|máquina de lavar|wasbaar|vaatwas|handwas)/iu;

// The verb in lower case (callers lower the first letter), the place capitalised.
export const ORIGIN =
  /\b(?:made|crafted|handmade|hand-made|handcrafted|hand-crafted|designed|printed|produced|sewn|knitted|woven|assembled|grown|roasted|poured|hand-poured|harvested|brewed|bottled|packed|fatto a mano|hecho a mano|fait main|feito à mão)\s+(?:by hand\s+)?(?:in|en)\s+([A-Z][\p{L}'’.-]*(?:\s+[A-Z][\p{L}'’.-]*){0,3})/u;

const HANDMADE =
  /^(?:handmade|hand-made|handcrafted|hand made|fait main|fatto a mano|hecho a mano|handgemacht|handgemaakt|feito à mão|feito a mão)$/i;

const PACK =
  /^(?:(?:sold|comes|supplied|packed|delivered) as\s+)?(?:(?:an?\s+)?(?:set|pack|pair|box|bundle|trio|duo|lot|kit) of\b|(?:a\s+)?(?:pair|single|set|trio|duo)$)|^(?:lot de|juego de|set de|set di|conjunto de|set van|packung mit|paar)\b/i;

// What the product comes in: '250 g jar', '30 ml glass dropper bottle', '100 g tin'.
const CONTAINER = new RegExp(
  String.raw`^${NUMBER}\s?${UNIT}(?![\p{L}])[\p{L}\s-]*\b(?:jar|tin|tube|bottle|box|bag|pouch|pot|can|carton|sachet|flask|tub|bar)$`,
  'iu',
);

// What is included, said first ('Includes a stand') or last ('Carry case included', 'Not
// included' too, 'Batteries sold separately').
const INCLUDED_START =
  /^(?:includes?\b|including\b|comes with\b|contains\b|in the box\b|(?:inklusive|inkl\.|inclus|incluye|incluso|inclui|inclusief)\b)/iu;
const INCLUDED_ENDINGS = [
  'included',
  'sold separately',
  'inbegriffen',
  'inclus',
  'incluido',
  'incluidos',
  'incluso',
  'incluído',
  'inbegrepen',
];
const INCLUDED_END = new RegExp(String.raw`\b(?:${INCLUDED_ENDINGS.join('|')})$`, 'iu');
// An ending is searched for in the text's last characters only (one more than the longest
// ending, for the word boundary before it), not from every place of a long piece.
const INCLUDED_REACH = Math.max(...INCLUDED_ENDINGS.map((ending) => ending.length)) + 1;

function saysIncluded(text: string): boolean {
  return INCLUDED_START.test(text) || INCLUDED_END.test(text.slice(-INCLUDED_REACH));
}

const AGE =
  /^(?:(?:for|suitable for|recommended for)\s+)?(?:ages?|aged)\s+\d|^(?:suitable|safe|recommended)\s+(?:for|from)\s+(?:ages?\b|birth\b|newborns?\b|babies\b|toddlers\b|\d)|^\d+\s?(?:\+|plus)?\s?(?:years?|yrs|months?)(?:\s?(?:and up|and over|\+|plus))?$|^(?:ab|dès|à partir de|desde|a partir de|dai|vanaf)\s+\d+\s*(?:jahren|ans|años|anni|anos|jaar)/iu;

const VARIATION =
  /^(?:variations?|colou?rs?|sizes?|options?|styles?|scents?|flavou?rs?|finish(?:es)?)\s*:/i;

const TAGS =
  /^(?:tags?|keywords?|tag|parole chiave|schlagworte|mots-clés|etiquetas|etiketten)\s*:/i;

const COLOUR_WORDS =
  'black|white|red|blue|green|yellow|orange|purple|pink|brown|grey|gray|beige|cream|ivory|navy|' +
  'teal|gold|silver|charcoal|olive|mustard|burgundy|sage|terracotta|natural|multicolou?r|light|' +
  'dark|pale|deep|bright|sand|stone|oat|oatmeal|rust|ochre|moss|sky|ink|slate|mint|coral|blush|' +
  'lilac|taupe|camel|khaki|indigo|emerald|ruby|sapphire|forest|bottle|dusty|rose|nude|tan|' +
  'chocolate|caramel|plum|wine|mauve|aqua|turquoise|lime|peach|apricot|copper|bronze|smoke';
const COLOUR_ONLY = new RegExp(`^(?:(?:${COLOUR_WORDS})[\\s/&,-]*(?:and\\s+|or\\s+)?)+$`, 'i');

// Scents and flavours: 'Lavender and cedarwood', 'Notes of fig, cedar and vetiver'.
const SCENT_WORDS = new Set(
  (
    'lavender cedarwood cedar vetiver fig jasmine lemon lime peppermint spearmint mint vanilla ' +
    'rose sandalwood bergamot orange grapefruit eucalyptus citrus amber musk oud patchouli pine ' +
    'mango habanero chilli chili jalapeno strawberry raspberry cherry apple cinnamon ginger ' +
    'neroli tuberose iris violet geranium rosemary sage thyme basil tobacco leather smoke ' +
    'coconut salted caramel honeysuckle blackcurrant cassis peony lily gardenia frankincense ' +
    'myrrh clove cardamom saffron pepper black pink tea white green wild fresh sweet warm ' +
    'figue lavande vanille rose citron'
  ).split(' '),
);
const SCENT_LEAD =
  /^(?:notes? of|scent(?:ed)?(?: of| with)?|fragrance|parfum|duft|profumo|aroma|geur)\b/i;

// A piece that says something of its own: a verb, or a participle with where or how.
const VERB_START =
  /^(?:brews|holds|fits|keeps|works|charges|lasts|features|contains|arrives|offers|supports|connects|pairs|folds|stacks|measures|weighs|makes|ships|seats|takes|uses|packs|includes|comes|provides|protects|absorbs|dries|grows|blooms|serves|sleeps|cooks|heats|cools|stays|goes|turns|plays|lights|glows|each|every|it|they|this|these|from|by|without|suitable|ideal|perfect|great|designed for|made (?:in|by|with|for|from|of|to)|crafted (?:in|by|from|with)|hand-?made|handcrafted|hand wash|no)\b/i;
const PARTICIPLE_PREPOSITION =
  /^[\p{L}-]+ed\s+(?:in|by|from|with|for|to|on|at|using|under|over)\b/iu;

const ADJECTIVE_END =
  /(?:safe|proof|resistant|repellent|friendly|free|washable|adjustable|compatible|ready|foldable|portable|reusable|rechargeable|waterproof|breathable|durable|lightweight|handmade|vegan|organic|stackable|recyclable|biodegradable|compostable|unscented|hypoallergenic|reversible|refillable|removable|shrunk|tested|certified|approved)$/i;

const PREDICATIVE =
  /^(?:(?:valid|available|suitable|ideal|ready|safe)\s+(?:for|from|to|in|on)\b|(?:quick|fast)[- ]drying$|blank inside$|single[- ](?:estate|origin)$|one of a kind$|hardcover$|hardback$|paperback$|softcover$)/i;

const FINISH_END =
  /\b(?:finish|glaze|glazed|plated|coating|coated|lacquered|varnished|patina|paint)$/i;

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function isTagList(text: string): boolean {
  // Three entries or more: two commas at least.
  const comma = text.indexOf(',');
  if (comma < 0 || !text.includes(',', comma + 1)) return false;
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.length < 3 || /[.!?]/.test(text)) return false;
  return entries.every(
    (entry) => entry !== '' && entry.length <= 30 && entry.split(/\s+/).length <= 4,
  );
}

/**
 * The part of a piece its grammar depends on: before 'with', 'for', 'that', ':' ('Cushioned
 * sole for long days'); with `lists`, before 'and'/'or' too ('Shea butter and olive oil').
 */
function headPart(text: string, lists = false): string {
  const end = text.search(lists ? HEAD_STOP_LISTS : HEAD_STOP);
  return end < 0 ? text : text.slice(0, end);
}
const HEAD_WORDS =
  'with|for|on|in|without|that|which|from|to|of|by|at|per|mit|für|avec|pour|con|para|com|met|voor';
const HEAD_STOP = new RegExp(String.raw`\s*:\s*|\s+(?:${HEAD_WORDS})\s+`, 'i');
const HEAD_STOP_LISTS = new RegExp(String.raw`\s*:\s*|\s+(?:${HEAD_WORDS}|and|or)\s+`, 'i');

/** The piece names a material: it ends with one ('Hand-painted glass', 'Merino wool blend'). */
export function namesMaterial(text: string): boolean {
  const folded = foldText(text)
    .replace(/\b\d+\s?%\s?/g, '')
    .replace(/ (?:blend|mix|mixture)$/, '')
    .trim();
  if (folded === '') return false;
  // Its last one, two or three words (they are one space apart), cut off the folded text.
  let start = folded.length;
  for (let take = 1; take <= 3 && start > 0; take += 1) {
    start = folded.lastIndexOf(' ', start - 1);
    if (MATERIAL_WORDS.has(folded.slice(start + 1))) return true;
  }
  const words = folded.split(' ');
  // Romance names put the material first ('Argento 925', 'Ceramica smaltata'); German
  // compounds end with it ('Schurwolle').
  const first = words[0];
  if (FOREIGN_MATERIAL_WORDS.has(first) && words.length <= 3) return true;
  return (
    words.length === 1 &&
    FOREIGN_MATERIALS.some(
      (word) => word.length >= 4 && first.length > word.length && first.endsWith(word),
    )
  );
}

function isScent(text: string): boolean {
  if (SCENT_LEAD.test(text)) return true;
  const words = foldText(text)
    .split(' ')
    .filter((word) => !['and', 'or', 'with', 'et', 'und', 'y', 'e', 'en'].includes(word));
  return words.length > 0 && words.length <= 6 && words.every((word) => SCENT_WORDS.has(word));
}

function isColourList(text: string): boolean {
  if (!text.includes(',')) return false;
  const entries = text.split(/\s*,\s*/);
  if (entries.length < 2) return false;
  const colours = entries.filter((entry) => COLOUR_ONLY.test(entry));
  return colours.length * 3 >= entries.length * 2;
}

// A number with a unit of each kind ('350 ml', '200 g', '45 cm').
const withUnit = (unit: string) => new RegExp(String.raw`\d\s?${unit}(?![\p{L}])`, 'iu');
const HAS_CAPACITY = withUnit(CAPACITY_UNIT);
const HAS_WEIGHT = withUnit(WEIGHT_UNIT);
const HAS_LENGTH = withUnit(LENGTH_UNIT);

/** What a measurement measures, by its units. */
export function measureKindOf(text: string): MeasureKind {
  if (HAS_CAPACITY.test(text)) return 'capacity';
  if (HAS_WEIGHT.test(text)) return 'weight';
  if (HAS_LENGTH.test(text) || /\d\s?(?:x|×)\s?\d/.test(text)) return 'dimensions';
  return 'other';
}

/** Only measurements, one or a list ('500 ml, 750 ml and 1 l'). */
export function isPureMeasure(text: string): boolean {
  if (!HAS_UNIT.test(text)) return false;
  return text
    .split(/\s*,\s*|\s+(?:and|und|et|y|e|en)\s+/i)
    .every((entry) => PURE_MEASURE.test(entry.trim()));
}

function shapeOf(text: string): PieceShape {
  if (VERB_START.test(text) || PARTICIPLE_PREPOSITION.test(text)) {
    // 'Illustrated by local artists' describes the product; 'Made in small batches' too.
    return /^[\p{L}-]+ed\s+by\b/iu.test(text) ? 'adjective' : 'statement';
  }
  if (/ (?:is|are|has|have|will|can|keeps|makes|lets)\b /i.test(` ${text} `)) return 'statement';
  if (/\bavailable\b/i.test(text)) return 'statement';
  if (PREDICATIVE.test(text)) return 'adjective';
  const head = headPart(text).split(/\s+/);
  const last = head[head.length - 1] ?? '';
  if (ADJECTIVE_END.test(last) && head.length <= 4) return 'adjective';
  // A participle alone, or last: 'Pre-shrunk', 'Fully lined', 'Nylon braided', 'Hand-woven'.
  if (
    /(?:ed|shrunk|woven|sewn|spun|blown|knit)$/i.test(last) &&
    head.length <= 3 &&
    !/(?:[^e]eed|bed|shed|red)$/i.test(last)
  )
    return 'adjective';
  // One word (no space to split at): 'Handcrafted', 'Organic'.
  if (!/\s/.test(text) && /(?:ed|ic|ous|ive|al|able|ible|less|ful)$/i.test(text))
    return 'adjective';
  return 'phrase';
}

/** How an English noun phrase takes an article (see PieceCount). */
export function countOf(text: string): PieceCount {
  const head = headPart(text).trim();
  if (/[,&/]|\s(?:and|or)\s/i.test(head)) return 'unknown';
  const words = head.split(/\s+/);
  const last = words[words.length - 1] ?? '';
  const lower = last.toLowerCase();
  // A proper name inside ('Ethiopia Yirgacheffe'): no article can be chosen for it.
  if (words.slice(1).some((word) => /^\p{Lu}\p{Ll}+$/u.test(word))) return 'unknown';
  if (IRREGULAR_PLURALS.has(lower)) return 'many';
  // 'Bluetooth 5.3' is had; a code alone ('IPX4', 'UV400') is a rating, not a thing.
  if (/\d/.test(last) || /^\p{Lu}[\p{Lu}\d-]+$/u.test(last))
    return words.length > 1 ? 'mass' : 'unknown';
  if (COUNTED.test(head) && /s$/i.test(lower)) return 'many';
  if (/s$/.test(lower) && !/(?:ss|us|is|ous|ics)$/.test(lower) && !SINGULAR_IN_S.has(lower))
    return lower.length > 3 ? 'many' : 'one';
  if (MASS_NOUNS.has(lower) || MATERIAL_WORDS.has(lower)) return 'mass';
  if (/ing$/.test(lower) && lower.length >= 6 && !COUNTABLE_ING.has(lower)) return 'mass';
  if (!/^[\p{L}\d'’ .%-]+$/u.test(head)) return 'unknown';
  return 'one';
}

/**
 * The role, shape and count of one of the seller's pieces. Order matters: a piece is what its
 * most specific test says ('Carry case included' is what is included, not a feature).
 */
export function classifyPiece(text: string): PieceClass {
  const shape = shapeOf(text);
  const out = (role: PieceRole, as: PieceShape = shape): PieceClass => ({
    role,
    shape: as,
    count: as === 'phrase' ? countOf(text) : 'unknown',
    measure: role === 'measure' ? measureKindOf(text) : null,
  });
  if (text.length >= 90) return out('sentence', 'statement');
  if (TAGS.test(text)) return out('tags', 'phrase');
  if (VARIATION.test(text)) return out('variation', 'statement');
  if (SIZE.test(text)) return out('size', 'adjective');
  if (isColourList(text)) return out('colour', 'phrase');
  if (isTagList(text)) return out('tags', 'phrase');
  if (ORIGIN.test(lowerFirst(text)) || HANDMADE.test(text)) return out('origin', 'statement');
  if (PACK.test(text)) return out('pack', 'statement');
  if (CONTAINER.test(text)) return out('pack', 'phrase');
  if (saysIncluded(text)) return out('included', 'statement');
  if (AGE.test(text)) return out('age', 'statement');
  if (CARE.test(text)) return out('care');
  if (COLOUR_ONLY.test(text)) return out('colour', 'adjective');
  // 'Seat height 46 cm' says what it measures itself: it stands alone, under no label.
  if (isPureMeasure(text)) return out('measure', /^\d/.test(text) ? 'phrase' : 'statement');
  if (/^(?:made (?:of|from)|100\s?%)/i.test(text) && namesMaterial(text))
    return out('material', 'phrase');
  const head = headPart(text, true);
  // Paper is a material with its weight ('120 gsm paper'); '600 ml glass carafe' is a thing.
  const measured = HAS_UNIT.test(head) && !/\d\s?(?:gsm|%)/i.test(head);
  if (shape !== 'statement' && head.split(/\s+/).length <= 6 && !measured && namesMaterial(head))
    return out('material', 'phrase');
  if (shape === 'phrase' && isScent(text)) return out('scent', 'phrase');
  // A sentence of its own ('Each piece varies slightly in glaze') is no finish or material.
  if (shape === 'statement') return out('feature');
  if (FINISH_END.test(text)) return out('finish');
  return out('feature');
}

/**
 * The piece as the object of an English 'has' or 'with': 'a padded handle', 'an RGB
 * backlight', 'mitred corners', 'reflective stitching'; null when no article can be chosen.
 * The piece comes as it reads inside a sentence.
 */
export function englishObject(text: string, count: PieceCount): string | null {
  switch (count) {
    case 'one': {
      if (/^(?:an?|the|one|this|our|your|its)\s/i.test(text)) return text;
      const first = text.split(/\s+/)[0] ?? '';
      return `${numberArticle(first) ?? englishArticle(first)} ${text}`;
    }
    case 'many':
    case 'mass':
      return text;
    case 'unknown':
      return null;
  }
}

/** 'an 8 cm blade', 'an 11 hour battery', 'a 45 cm chain'. */
function numberArticle(word: string): 'a' | 'an' | null {
  if (!/^\d/.test(word)) return null;
  return /^(?:8|11|18)(?:\D|$)|^8\d/.test(word) ? 'an' : 'a';
}
