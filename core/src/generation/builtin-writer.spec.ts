import { isDeepStrictEqual } from 'node:util';
import {
  DEFAULT_PROMPT_SETTINGS,
  LANGUAGES,
  TONES,
  WRITING_STYLES,
  type Language,
  type PromptSettingsValues,
} from '../shared/prompt-options';
import { inSentence, readFacts, tidyPiece } from './builtin-facts';
import { allowedDeterminers, nounText, type NounRef } from './builtin-grammar';
import { BUILTIN_PHRASES, type PhraseContext } from './builtin-phrases';
import { composeBuiltinDescription, writeBuiltinDescription } from './builtin-writer';
import { findUnsupportedClaims } from './claim-check';
import { cleanDescription, fitToLength } from './cleaner';
import { quotedTexts, splitPieces, type GenerationItem } from './item';
import { targetRange } from './length-rules';
import { checkAnswer } from './quality-guards';
import { BUILTIN_CORPUS, RICH_ITEMS } from './test-support/builtin-corpus';

function settingsFor(overrides: Partial<PromptSettingsValues>): PromptSettingsValues {
  return { ...DEFAULT_PROMPT_SETTINGS, storeCurrency: 'EUR', ...overrides };
}

function compose(item: GenerationItem, overrides: Partial<PromptSettingsValues> = {}) {
  return composeBuiltinDescription(item, settingsFor(overrides));
}

interface Written {
  item: GenerationItem;
  settings: PromptSettingsValues;
  text: string;
}

const written = new Map<Language, Written[]>();

/**
 * Every corpus product in every style at three lengths (prose, call to action, bullet lines),
 * each with another tone, written once per language and shared by the checks below.
 */
function catalogue(language: Language): Written[] {
  const cached = written.get(language);
  if (cached) return cached;
  const out: Written[] = [];
  WRITING_STYLES.forEach((writingStyle, styleIndex) => {
    for (const characterCount of [120, 250, 450]) {
      BUILTIN_CORPUS.forEach((item, index) => {
        const settings = settingsFor({
          language,
          writingStyle,
          characterCount,
          tone: TONES[(index + styleIndex) % TONES.length],
        });
        out.push({ item, settings, text: composeBuiltinDescription(item, settings).text });
      });
    }
  });
  written.set(language, out);
  return out;
}

/** The product's noun in a language, as the writer uses it. */
function nounOf(item: GenerationItem, language: Language): NounRef | null {
  const facts = readFacts(item, '');
  if (!facts.concept) return null;
  const entry = facts.concept.forms[language];
  return { entry, plural: facts.many || entry.unitPlural };
}

/** Sentences and lines: bullet lines and the lines that lead into them count too. */
function sentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.replace(/^- /, '').split(/(?<=[.!?])\s+(?=[^\s])/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The words a sentence may use to be about this product: its own fields and its noun. */
function productWords(item: GenerationItem, language: Language): Set<string> {
  const own = [item.name, item.sku, item.details, item.notes, item.price]
    .flatMap(words)
    .filter((word) => word.length >= 3 || /\d/.test(word));
  const noun = nounOf(item, language);
  const nouns = noun ? words(`${noun.entry.sg} ${noun.entry.pl}`) : [];
  return new Set([...own, ...nouns]);
}

// Only for the language check below: English words a frame in another language must not use.
const ENGLISH_ONLY = ['the', 'with', 'your', 'these', 'today', 'order', 'and'];

// Verb pairs the frames conjugate by number, per language (singular, plural).
const VERBS: Record<Exclude<Language, 'English'>, [string, string][]> = {
  German: [
    ['ist', 'sind'],
    ['bietet', 'bieten'],
    ['vereint', 'vereinen'],
    ['verbindet', 'verbinden'],
    ['misst', 'messen'],
    ['fasst', 'fassen'],
  ],
  French: [
    ['est', 'sont'],
    ['offre', 'offrent'],
    ['réunit', 'réunissent'],
    ['associe', 'associent'],
    ['mesure', 'mesurent'],
    ['contient', 'contiennent'],
  ],
  Spanish: [
    ['es', 'son'],
    ['ofrece', 'ofrecen'],
    ['reúne', 'reúnen'],
    ['combina', 'combinan'],
    ['mide', 'miden'],
    ['tiene', 'tienen'],
  ],
  Italian: [
    ['è', 'sono'],
    ['offre', 'offrono'],
    ['unisce', 'uniscono'],
    ['abbina', 'abbinano'],
    ['misura', 'misurano'],
    ['contiene', 'contengono'],
  ],
  Portuguese: [
    ['é', 'são'],
    ['oferece', 'oferecem'],
    ['reúne', 'reúnem'],
    ['combina', 'combinam'],
    ['mede', 'medem'],
  ],
  Dutch: [
    ['is', 'zijn'],
    ['biedt', 'bieden'],
    ['combineert', 'combineren'],
    ['verbindt', 'verbinden'],
    ['meet', 'meten'],
    ['heeft', 'hebben'],
  ],
};

const DETERMINERS: Record<Exclude<Language, 'English'>, string[]> = {
  German: 'der die das den dem des dieser diese dieses diesen ein eine einen ihr ihre ihren'.split(
    ' ',
  ),
  French: "le la l' les ce cet cette ces votre vos un une des".split(' '),
  Spanish: 'el la los las este esta estos estas tu tus un una unos unas'.split(' '),
  Italian: "il lo l' la i gli le questo questa questi queste tuo tua tuoi tue un uno una un'".split(
    ' ',
  ),
  Portuguese: 'o a os as este esta estes estas seu sua seus suas um uma uns umas'.split(' '),
  Dutch: 'de het deze dit een je jouw'.split(' '),
};

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Agreement problems in one description (empty when it reads right). */
function agreementProblems(item: GenerationItem, language: Language, text: string): string[] {
  const problems: string[] = [];
  const facts = readFacts(item, '');
  const name = escape(facts.name);
  if (language === 'English') {
    const [wrong, right] = facts.namePlural
      ? [
          'is|has|brings|comes|offers|features|combines|measures|holds|gives',
          'are|have|bring|come|offer|feature|combine|measure|hold|give',
        ]
      : [
          'are|have|bring|come|offer|feature|combine|measure|hold|give',
          'is|has|brings|comes|offers|features|combines|measures|holds|gives',
        ];
    const bad = new RegExp(`\\b${name},? (?:also )?(?:${wrong})\\b`);
    if (bad.test(text)) problems.push(`verb after "${facts.name}" (wants ${right})`);
    const frame = stripOwn(item, text);
    if (/\ba (?:[aeio]|u(?!ni|se|s))\p{L}/iu.test(frame)) problems.push('"a" before a vowel');
    if (/\ban (?![aeiouh])\p{L}/iu.test(frame)) problems.push('"an" before a consonant');
    return problems;
  }
  const noun = nounOf(item, language);
  if (noun) {
    const form = nounText(noun);
    const allowed = allowedDeterminers(language, noun).map((d) =>
      d.toLowerCase().split(' ').at(-1),
    );
    // Only what the frames wrote: the seller's own text ('Eau de Parfum') is theirs.
    const frames = stripOwn(item, text);
    const before = new RegExp(`(\\S+)\\s+${escape(form)}(?![\\p{L}])`, 'giu');
    for (const match of frames.matchAll(before)) {
      const determiner = match[1].toLowerCase().replace(/^[¿¡(]/, '');
      if (DETERMINERS[language].includes(determiner) && !allowed.includes(determiner)) {
        problems.push(`"${match[1]} ${form}"`);
      }
    }
    // "l'" and "un'" sit right before the noun.
    const elided = new RegExp(`(\\p{L}+')${escape(form)}(?![\\p{L}])`, 'giu');
    for (const match of frames.matchAll(elided)) {
      if (!allowed.includes(match[1].toLowerCase())) problems.push(`"${match[1]}${form}"`);
    }
    const plural = noun.plural;
    for (const [singular, pluralVerb] of VERBS[language]) {
      const wrong = plural ? singular : pluralVerb;
      const subject = new RegExp(
        `(?:\\b${name}|${escape(nounText(noun))}) ${escape(wrong)}(?![\\p{L}])`,
        'iu',
      );
      if (subject.test(text)) problems.push(`"${wrong}" after a ${plural ? 'plural' : 'singular'}`);
    }
  }
  return problems;
}

/** The text without the item's own words: what the frames wrote. */
function stripOwn(item: GenerationItem, text: string): string {
  const own = [
    ...quotedTexts(item).map(tidyPiece),
    ...splitPieces(item.details),
    ...splitPieces(item.notes),
  ]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  let out = text;
  for (const piece of own) {
    const pattern = new RegExp(escape(piece), 'gi');
    out = out.replace(pattern, ' ');
  }
  return out;
}

describe('the builtin writer over a catalogue of varied products', () => {
  it('has at least 100 products of every kind in its corpus', () => {
    expect(BUILTIN_CORPUS.length).toBeGreaterThanOrEqual(100);
    const kinds = new Set(BUILTIN_CORPUS.map((item) => readFacts(item, '').kind));
    expect(kinds.size).toBeGreaterThanOrEqual(15);
  });

  it.each(LANGUAGES.flatMap((language) => WRITING_STYLES.map((style) => [language, style])))(
    '%s, %s: no opening frame opens more than 10 % of the products, at any length',
    (language, writingStyle) => {
      // A short text (one opening frame family) and a long one (another).
      for (const characterCount of [50, 400]) {
        const uses = new Map<string, number>();
        for (const item of BUILTIN_CORPUS) {
          const { openerId } = compose(item, {
            language: language as Language,
            writingStyle: writingStyle as PromptSettingsValues['writingStyle'],
            characterCount,
          });
          uses.set(openerId, (uses.get(openerId) ?? 0) + 1);
        }
        const [top, count] = [...uses].sort((a, b) => b[1] - a[1])[0];
        expect({ characterCount, top, share: count / BUILTIN_CORPUS.length <= 0.1 }).toEqual({
          characterCount,
          top,
          share: true,
        });
      }
    },
  );

  it.each(LANGUAGES.map((language) => [language]))(
    '%s: every target from 50 to 500 lands in the band or says how short the fields fall',
    (language) => {
      // Collected and compared once: an expect per text would cost more than the writing.
      const wrong: unknown[] = [];
      for (let characterCount = 50; characterCount <= 500; characterCount += 10) {
        const { min, max } = targetRange(characterCount);
        // Every target on a third of the corpus, turn by turn: each product meets every
        // third target (about fifteen lengths), and the test stays quick.
        const turn = (characterCount / 10) % 3;
        for (const item of BUILTIN_CORPUS.filter((_, index) => index % 3 === turn)) {
          const { text, shortfall } = compose(item, {
            language: language,
            characterCount,
          });
          const expected =
            text.length >= min ? null : { target: characterCount, reachable: text.length };
          if (text.length > max || !isDeepStrictEqual(shortfall, expected)) {
            wrong.push({ name: item.name, characterCount, length: text.length, max, shortfall });
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(LANGUAGES.map((language) => [language]))(
    '%s: products with enough facts land in the band from 150 to 500 characters in every style',
    (language) => {
      const short: unknown[] = [];
      for (const writingStyle of WRITING_STYLES) {
        for (let characterCount = 150; characterCount <= 500; characterCount += 10) {
          for (const item of RICH_ITEMS) {
            const result = compose(item, {
              language: language,
              writingStyle,
              characterCount,
            });
            if (result.shortfall !== null) {
              short.push({ writingStyle, characterCount, shortfall: result.shortfall });
            }
          }
        }
      }
      expect(short).toEqual([]);
    },
  );

  it.each(LANGUAGES.map((language) => [language]))(
    '%s: every sentence is about this product (names it or states one of its facts)',
    (language) => {
      const unrelated: string[] = [];
      for (const { item, text } of catalogue(language)) {
        const own = productWords(item, language);
        for (const sentence of sentences(text)) {
          if (!words(sentence).some((word) => own.has(word))) unrelated.push(sentence);
        }
      }
      expect(unrelated).toEqual([]);
    },
  );

  it.each(LANGUAGES.map((language) => [language]))(
    '%s: articles, demonstratives and verbs agree with the product',
    (language) => {
      const wrong: unknown[] = [];
      for (const { item, text } of catalogue(language)) {
        const problems = agreementProblems(item, language, text);
        if (problems.length > 0) wrong.push({ text, problems });
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(LANGUAGES.map((language) => [language]))(
    '%s: sentences start with a capital, frames speak the language, guards and claim check pass',
    (language) => {
      const lang = language;
      const wrong: unknown[] = [];
      for (const { item, settings, text } of catalogue(lang)) {
        for (const sentence of sentences(text)) {
          const starts =
            /^[\p{Lu}\d¿¡"“]/u.test(sentence) || sentence.startsWith(tidyPiece(item.name));
          if (!starts) wrong.push({ sentence, starts });
        }
        if (lang !== 'English') {
          const english = words(stripOwn(item, text)).filter((word) => ENGLISH_ONLY.includes(word));
          if (english.length > 0) wrong.push({ text, english });
        }
        const answer = checkAnswer(text, { language: lang, quoted: quotedTexts(item) });
        if (!answer.ok) wrong.push({ text, answer });
        const claims = findUnsupportedClaims(text, item);
        if (claims.length > 0) wrong.push({ text, claims });
        if (cleanDescription(text) !== text) wrong.push({ text, cleaned: cleanDescription(text) });
        const fitted = fitToLength(text, settings.characterCount);
        if (fitted !== text) wrong.push({ text, fitted });
        // Nothing is said twice.
        const said = sentences(text);
        if (new Set(said).size !== said.length) wrong.push({ text, repeated: true });
      }
      expect(wrong).toEqual([]);
    },
  );
});

// Written here, apart from the phrases: the labels each language's frames may put before a
// piece, and what a piece after each must be for the label to be true.
const LABELS: Record<
  Language,
  Record<
    | 'measure'
    | 'capacity'
    | 'weight'
    | 'material'
    | 'size'
    | 'format'
    | 'colour'
    | 'care'
    | 'finish',
    string[]
  >
> = {
  English: {
    measure: ['Dimensions', 'Measurements'],
    capacity: ['Capacity'],
    weight: ['Weight'],
    material: ['Material', 'Materials', 'Ingredients'],
    size: ['Size'],
    format: ['Format'],
    colour: ['Colour', 'Colours'],
    care: ['Care', 'Looking after it', 'Looking after them'],
    finish: ['Finish'],
  },
  German: {
    measure: ['Maße', 'Abmessungen'],
    capacity: ['Fassungsvermögen'],
    weight: ['Gewicht'],
    material: ['Material', 'Materialien', 'Inhaltsstoffe', 'Zutaten'],
    size: ['Größe'],
    format: ['Format'],
    colour: ['Farbe', 'Farben'],
    care: ['Pflege', 'Pflegehinweis'],
    finish: ['Oberfläche'],
  },
  French: {
    measure: ['Dimensions', 'Mesures'],
    capacity: ['Contenance'],
    weight: ['Poids'],
    material: ['Matière', 'Matières', 'Ingrédients'],
    size: ['Taille'],
    format: ['Format'],
    colour: ['Couleur', 'Coloris'],
    care: ['Entretien', "Conseils d'entretien"],
    finish: ['Finition'],
  },
  Spanish: {
    measure: ['Dimensiones', 'Medidas'],
    capacity: ['Capacidad'],
    weight: ['Peso'],
    material: ['Material', 'Materiales', 'Ingredientes'],
    size: ['Talla', 'Tamaño'],
    format: ['Formato'],
    colour: ['Color', 'Colores'],
    care: ['Cuidado'],
    finish: ['Acabado'],
  },
  Italian: {
    measure: ['Dimensioni', 'Misure'],
    capacity: ['Capacità'],
    weight: ['Peso'],
    material: ['Materiale', 'Materiali', 'Ingredienti'],
    size: ['Taglia', 'Misura'],
    format: ['Formato'],
    colour: ['Colore', 'Colori'],
    care: ['Cura', 'Manutenzione'],
    finish: ['Finitura'],
  },
  Portuguese: {
    measure: ['Dimensões', 'Medidas'],
    capacity: ['Capacidade'],
    weight: ['Peso'],
    material: ['Material', 'Materiais', 'Ingredientes'],
    size: ['Tamanho'],
    format: ['Formato'],
    colour: ['Cor', 'Cores'],
    care: ['Cuidados', 'Como cuidar'],
    finish: ['Acabamento'],
  },
  Dutch: {
    measure: ['Afmetingen', 'Maten'],
    capacity: ['Inhoud'],
    weight: ['Gewicht'],
    material: ['Materiaal', 'Materialen', 'Ingrediënten'],
    size: ['Maat', 'Grootte'],
    format: ['Formaat'],
    colour: ['Kleur', 'Kleuren'],
    care: ['Onderhoud', 'Verzorging'],
    finish: ['Afwerking'],
  },
};

const TRUE_OF: Record<keyof (typeof LABELS)['English'], (entry: string) => boolean> = {
  measure: (entry) =>
    /\d\s?(?:mm|cm|m|km|in|inch(?:es)?|"|ft)(?![\p{L}])/iu.test(entry) ||
    /\d\s?[x×]\s?\d/.test(entry),
  capacity: (entry) => /\d\s?(?:ml|cl|l|fl oz)(?![\p{L}])/iu.test(entry),
  weight: (entry) => /\d\s?(?:g|kg|oz|lbs?)(?![\p{L}])/iu.test(entry),
  material: (entry) =>
    /(?<![\p{L}])(?:[\p{L}-]*(?:wool|cotton|linen|silk|leather|steel|silver|gold|glass|ceramic|stoneware|porcelain|oak|ash|wood|bamboo|brass|jute|seagrass|canvas|velvet|polyester|elastane|cashmere|nylon|webbing|vinyl|silicone|cork|crystal|enamel|paper|plywood|veneer|felt|crepe|mesh|viscose|butter|oil|acid|lambswool|merino|palm leaf)|schurwolle|katoen|algodón|cerâmica|ceramica|argento|cire)(?![\p{L}])/iu.test(
      entry,
    ),
  size: (entry) =>
    /^(?:(?:extra )?(?:small|medium|large)|one size|x{0,3}[sml]|x{1,3}l|\d.*)$/i.test(entry),
  format: (entry) => /^[ab][0-7]$/i.test(entry),
  colour: (entry) =>
    /^(?:(?:emerald|sage|sand|charcoal|blue|green|white|black|red|grey|natural|pink)\s?)+$/i.test(
      entry,
    ),
  care: (entry) => /wash|clean|dishwasher|lavabile|waschbar|wasbaar/i.test(entry),
  finish: (entry) => /finish|glaze|plated|paint|patina|lacquer|varnish/i.test(entry),
};

/** 'Dimensions of the Dog Leash: 1.8 m long' → label, entries; null when no label leads it. */
function labelled(sentence: string, labels: string[]): string[] | null {
  for (const label of labels) {
    const match = new RegExp(
      `^${escape(label)}(?: (?:of|von|de|d'|di|van|da|do) [^:]+?)?\\s?:\\s(.+?)\\.?$`,
      'u',
    ).exec(sentence);
    if (match) {
      return match[1].split(/,\s|\s(?:and|und|et|y|e|en|ou|oder|o|of|or)\s/);
    }
  }
  return null;
}

/** A context with nothing of a product but its name: no closing may write for it. */
function bareContext(
  language: Language,
  style: PromptSettingsValues['writingStyle'],
  tone: PromptSettingsValues['tone'],
): PhraseContext {
  return {
    language,
    source: language,
    name: 'Sample Product',
    plural: false,
    noun: null,
    kind: 'general',
    conceptId: null,
    leads: [],
    leadObjects: [],
    leadQualities: [],
    things: [],
    material: null,
    origin: null,
    measure: null,
    capacity: null,
    weight: null,
    size: null,
    colour: null,
    scent: null,
    pack: null,
    uses: new Set(),
    style,
    tone,
    audience: 'b2c',
  };
}

describe('the builtin writer’s closings and the glue around the seller’s pieces', () => {
  it.each(LANGUAGES.flatMap((language) => WRITING_STYLES.map((style) => [language, style])))(
    '%s, %s: no closing frame closes more than 10 % of the products',
    (language, writingStyle) => {
      for (const characterCount of [250, 450]) {
        const uses = new Map<string, number>();
        for (const item of BUILTIN_CORPUS) {
          const { closing } = compose(item, {
            language: language as Language,
            writingStyle: writingStyle as PromptSettingsValues['writingStyle'],
            characterCount,
          });
          if (closing) uses.set(closing.id, (uses.get(closing.id) ?? 0) + 1);
        }
        // Nearly every product is closed (only the bare 'Sample Product' has nothing to say).
        const closed = [...uses.values()].reduce((sum, count) => sum + count, 0);
        expect(closed).toBeGreaterThanOrEqual(BUILTIN_CORPUS.length - 2);
        const [top, count] = [...uses].sort((a, b) => b[1] - a[1])[0];
        expect({ characterCount, top, share: count / BUILTIN_CORPUS.length <= 0.1 }).toEqual({
          characterCount,
          top,
          share: true,
        });
      }
    },
  );

  it.each(LANGUAGES.map((language) => [language]))(
    '%s: no closing frame writes for a product that has nothing but a name (none closes just anything)',
    (language) => {
      for (const style of WRITING_STYLES) {
        for (const tone of TONES) {
          const c = bareContext(language, style, tone);
          const written = BUILTIN_PHRASES[language].closings
            .map((frame) => ({ id: frame.id, text: frame.write(c) }))
            .filter((entry) => entry.text !== null);
          expect(written).toEqual([]);
        }
      }
    },
  );

  it.each(LANGUAGES.map((language) => [language]))(
    '%s: the closing ends the text and names the product or its noun',
    (language) => {
      for (const item of BUILTIN_CORPUS) {
        const { text, closing } = compose(item, { language, characterCount: 300 });
        if (!closing) continue;
        expect(text.endsWith(closing.text)).toBe(true);
        const noun = nounOf(item, language);
        const names = [tidyPiece(item.name), ...(noun ? [noun.entry.sg, noun.entry.pl] : [])];
        const named = names.some((name) => closing.text.toLowerCase().includes(name.toLowerCase()));
        expect({ closing: closing.text, named }).toEqual({ closing: closing.text, named: true });
      }
    },
  );

  it.each(LANGUAGES.map((language) => [language]))(
    '%s: a label only leads what it names (a measurement label a number with a unit, a material label a material…)',
    (language) => {
      const labels = LABELS[language];
      let checked = 0;
      const wrong: unknown[] = [];
      for (const { text } of catalogue(language)) {
        for (const sentence of sentences(text)) {
          for (const [kind, words] of Object.entries(labels) as [
            keyof typeof TRUE_OF,
            string[],
          ][]) {
            const entries = labelled(sentence, words);
            if (!entries) continue;
            checked += 1;
            for (const entry of entries) {
              if (!TRUE_OF[kind](entry)) wrong.push({ sentence, kind, entry });
            }
          }
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(500);
    },
  );

  it.each(LANGUAGES.map((language) => [language]))(
    '%s: no two sentences of a text open with the same lead-in (“Also worth knowing:” twice)',
    (language) => {
      const wrong: unknown[] = [];
      for (const { text } of catalogue(language)) {
        const leadIns = sentences(text)
          .map((sentence) => /^([^:]{3,40})\s?:(?:\s|$)/u.exec(sentence)?.[1])
          .filter((leadIn): leadIn is string => leadIn !== undefined);
        const repeated = leadIns.filter((leadIn, index) => leadIns.indexOf(leadIn) !== index);
        if (repeated.length > 0) wrong.push({ text, repeated });
      }
      expect(wrong).toEqual([]);
    },
  );

  it('English: an article before a seller’s piece fits its sound and number, and none goes before a mass or a plural', () => {
    let articles = 0;
    const wrong: unknown[] = [];
    for (const { item, text } of catalogue('English')) {
      for (const raw of [...splitPieces(item.details), ...splitPieces(item.notes)]) {
        const piece = inSentence(tidyPiece(raw));
        for (const match of text.matchAll(
          new RegExp(`\\b(a|an) ${escape(piece)}(?![\\p{L}])`, 'giu'),
        )) {
          articles += 1;
          const vowel =
            /^(?:[aeio]|u(?!ni|se|s[aeiou])|8|11\b|18\b)/i.test(piece) ||
            /^[FHLMNRSX][A-Z0-9]/.test(piece);
          const article = match[1].toLowerCase();
          if (article !== (vowel ? 'an' : 'a')) wrong.push({ piece, article });
          const plural = /[^su]s$/.test(piece) || /\b(?:feet|teeth)$/.test(piece);
          if (plural) wrong.push({ piece, plural });
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(articles).toBeGreaterThan(200);
  });

  it('English: “has” and “with” take things, not materials or descriptions, and a thing takes its article', () => {
    // Materials and descriptions from the corpus, and things that are one of a kind.
    const materials = [
      'beech wood',
      'lambswool',
      'stoneware',
      'solid oak',
      'nylon webbing',
      'organic cotton',
      'merino wool',
      'turkish cotton',
    ];
    const descriptions = [
      'reversible',
      'quick drying',
      'spot clean only',
      'wall or table',
      'vegan',
      'dishwasher safe',
      'pre-shrunk',
      'nickel free',
      'unfiltered',
      'hand-knitted',
      'hypoallergenic',
    ];
    const things = [
      'padded handle',
      'cotton wick',
      'hidden zip',
      'brass frame',
      'juice groove',
      'ribbed cuff',
      'relaxed fit',
      'snap closure',
      'slim profile',
      'leak-proof lid',
      'adjustable clasp',
      'rubber outsole',
      'cushioned sole',
      'built-in microphone',
      'oiled finish',
      'natural rubber base',
      'removable steel infuser',
    ];
    const glue = '(?<!made )\\b(?:has|have|with|offers?|features?)\\s+';
    const gluedTo = [...materials, ...descriptions].map((piece) => ({
      piece,
      pattern: new RegExp(`${glue}(?:an? )?${escape(piece)}(?![\\p{L}])`),
    }));
    const bareAfter = things.map((piece) => ({
      piece,
      pattern: new RegExp(`${glue}${escape(piece)}(?![\\p{L}])`),
    }));
    const wrong: unknown[] = [];
    for (const { text } of catalogue('English')) {
      const lower = text.toLowerCase();
      for (const { piece, pattern } of gluedTo) {
        if (pattern.test(lower)) wrong.push({ text, piece, glued: true });
      }
      for (const { piece, pattern } of bareAfter) {
        if (pattern.test(lower)) wrong.push({ text, piece, bare: true });
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('writeBuiltinDescription', () => {
  const socks = BUILTIN_CORPUS[0];
  const mug = BUILTIN_CORPUS.find((item) => item.name === 'Handmade Ceramic Mug') as GenerationItem;

  it('is the composed text, and the same for the same item and settings', () => {
    const settings = settingsFor({ characterCount: 250 });
    expect(writeBuiltinDescription(socks, settings)).toBe(
      composeBuiltinDescription(socks, settings).text,
    );
    expect(writeBuiltinDescription(socks, settings)).toBe(writeBuiltinDescription(socks, settings));
  });

  it('states the price only with a store currency, in the language’s money format', () => {
    const withEuro = compose(mug, { characterCount: 250, storeCurrency: 'EUR' }).text;
    expect(withEuro).toContain('€19.00');
    const german = compose(mug, { characterCount: 250, language: 'German', storeCurrency: 'EUR' });
    expect(german.text).toContain('19,00 €');
    for (const storeCurrency of [null, undefined]) {
      const text = compose(mug, { characterCount: 250, storeCurrency }).text;
      expect(text).not.toMatch(/19[.,]00|\bPrice\b/);
    }
  });

  it('leaves the price out in styles that do not state one, and when it names another currency', () => {
    for (const writingStyle of ['luxury', 'creative'] as const) {
      expect(compose(mug, { writingStyle, characterCount: 300 }).text).not.toMatch(/19[.,]00/);
    }
    const dollars = { ...mug, price: '$19' };
    expect(compose(dollars, { characterCount: 300, storeCurrency: 'EUR' }).text).not.toMatch(
      /19[.,]00/,
    );
    expect(compose(dollars, { characterCount: 300, storeCurrency: 'USD' }).text).toContain(
      '$19.00',
    );
  });

  it('names the SKU only in the technical style', () => {
    expect(compose(socks, { writingStyle: 'technical', characterCount: 300 }).text).toContain(
      'SOCK-01',
    );
    for (const writingStyle of WRITING_STYLES.filter((style) => style !== 'technical')) {
      expect(compose(socks, { writingStyle, characterCount: 300 }).text).not.toContain('SOCK-01');
    }
  });

  it.each([
    [150, false, false],
    [200, false, false],
    [210, true, false],
    [300, true, false],
    [310, true, true],
    [500, true, true],
  ])('at %d characters: call to action %s, bullet lines %s', (characterCount, cta, bullets) => {
    const item = RICH_ITEMS[0];
    const { text, closing } = compose(item, { characterCount, tone: 'persuasive' });
    expect(closing !== null && text.endsWith(closing.text)).toBe(cta);
    expect(/^- /m.test(text)).toBe(bullets);
  });

  it('keeps the seller’s pieces as written in bullet lines, German capitals included', () => {
    const item = RICH_ITEMS[0];
    const pieces = [...splitPieces(item.details), ...splitPieces(item.notes)];
    const text = compose(item, { language: 'German', characterCount: 500 }).text;
    const bullets = text.split('\n').filter((line) => line.startsWith('- '));
    expect(bullets.length).toBeGreaterThanOrEqual(3);
    for (const line of bullets) {
      const piece = line.replace(/^- (?:(?:Material|Maße|Pflege|Lieferumfang): )?/, '');
      expect(pieces).toContain(piece);
    }
  });

  it('uses the product’s noun with the right gender and number in each language', () => {
    const cases: [GenerationItem, Language, string][] = [
      [socks, 'German', 'diese Socken'],
      [socks, 'French', 'ces chaussettes'],
      [socks, 'Spanish', 'estos calcetines'],
      [socks, 'Italian', 'questi calzini'],
      [socks, 'Portuguese', 'estas meias'],
      [socks, 'Dutch', 'deze sokken'],
    ];
    for (const [item, language, phrase] of cases) {
      const texts = WRITING_STYLES.flatMap((writingStyle) =>
        [150, 250, 350, 450].map(
          (characterCount) => compose(item, { language, writingStyle, characterCount }).text,
        ),
      );
      expect(texts.some((text) => text.toLowerCase().includes(phrase.toLowerCase()))).toBe(true);
    }
  });

  it('reads a plural name as plural and a set as one thing', () => {
    expect(readFacts(socks, '').namePlural).toBe(true);
    expect(readFacts({ ...socks, name: 'Set of 4 Linen Napkins' }, '').namePlural).toBe(false);
    expect(readFacts({ ...socks, name: 'Linen Napkins (Set of 4)' }, '').many).toBe(true);
    expect(readFacts({ ...socks, name: 'Ceramic Pour-Over Coffee Set' }, '').namePlural).toBe(
      false,
    );
    expect(readFacts({ ...socks, name: 'Orecchini pendenti in argento' }, '').concept?.id).toBe(
      'earrings',
    );
    expect(readFacts({ ...socks, name: 'Wollsocken' }, '').concept?.id).toBe('socks');
  });

  it('reads the noun of a compound name, not of its last word alone', () => {
    const concept = (name: string) => readFacts({ ...socks, name }, '').concept?.id ?? null;
    expect(concept('Velvet Cushion Cover')).toBe('cushioncover');
    expect(concept('Kussenhoes')).toBe('cushioncover');
    expect(concept('Silicone Phone Case')).toBe('case');
    expect(concept('Vintage Brass Candlesticks')).toBe('candleholder');
    expect(concept('Wool Overcoat')).toBe('coat');
    expect(concept('Night Light')).toBe('lamp');
    // A Dutch name ending in -s is not an English plural.
    expect(readFacts({ ...socks, name: 'Kussenhoes' }, '').namePlural).toBe(false);
  });

  it('plans sentences by the kind of product', () => {
    const kinds = (names: string[]) => names.map((name) => readFacts({ ...socks, name }, '').kind);
    expect(kinds(['Merino Hiking Socks', 'Handmade Ceramic Mug', 'Bluetooth Speaker'])).toEqual([
      'apparel',
      'kitchen',
      'electronics',
    ]);
    // Apparel leads with its material, electronics with its features.
    const sweater = compose(
      { name: 'Wool Sweater', sku: 'S', details: 'Ribbed cuffs | Lambswool', price: '', notes: '' },
      { characterCount: 150 },
    ).text;
    expect(sweater.indexOf('lambswool')).toBeLessThan(sweater.indexOf('ribbed cuffs'));
  });

  it('stays short rather than padding a thin item, and says how short', () => {
    const thin: GenerationItem = {
      name: 'Linen Napkin',
      sku: 'LN-1',
      details: 'Blue',
      price: '',
      notes: '',
    };
    for (const characterCount of [250, 350, 500]) {
      const { text, shortfall } = compose(thin, { characterCount });
      expect(shortfall).toEqual({ target: characterCount, reachable: text.length });
      expect(text.length).toBeLessThan(targetRange(characterCount).min);
      expect(findUnsupportedClaims(text, thin)).toEqual([]);
      expect(text).toContain('Linen Napkin');
      expect(text.toLowerCase()).toContain('blue');
    }
  });

  it('keeps within 110 % of the target however long the item', () => {
    const long: GenerationItem = {
      ...socks,
      name: 'Extraordinarily Long Product Name '.repeat(8).trim(),
      details: 'word '.repeat(300),
    };
    for (const characterCount of [50, 150, 250, 350, 500]) {
      const text = compose(long, { characterCount }).text;
      expect(text.length).toBeLessThanOrEqual(targetRange(characterCount).max);
      expect(cleanDescription(text)).toBe(text);
    }
  });
});

describe('versions of one product (Write 3 versions)', () => {
  it('version 0 is the product’s own text; later versions read differently with the same facts and length rules', () => {
    for (const item of RICH_ITEMS.slice(0, 10)) {
      const settings = settingsFor({ characterCount: 250 });
      const { min, max } = targetRange(250);
      const own = composeBuiltinDescription(item, settings).text;
      expect(composeBuiltinDescription(item, settings, 0).text).toBe(own);
      const versions = [own, ...[1, 2].map((v) => composeBuiltinDescription(item, settings, v))];
      const texts = versions.map((version) =>
        typeof version === 'string' ? version : version.text,
      );
      expect(new Set(texts).size).toBe(3);
      for (const text of texts) {
        expect(text.length).toBeLessThanOrEqual(max);
        expect(findUnsupportedClaims(text, item)).toEqual([]);
      }
      // Each version is deterministic too.
      expect(composeBuiltinDescription(item, settings, 2).text).toBe(texts[2]);
      expect(texts.filter((text) => text.length >= min).length).toBeGreaterThan(0);
    }
  });
});
