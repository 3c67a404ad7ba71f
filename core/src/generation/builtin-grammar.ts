import type { Language } from '../shared/prompt-options';
import type { NounEntry } from './builtin-lexicon';

/**
 * Agreement for the builtin writer: articles, demonstratives and possessives chosen by the
 * noun's gender and number, verbs by number. The product's own name never takes an article
 * outside English, so a seller's English name inside a German sentence cannot get a wrong one.
 */

export type Determiner = 'def' | 'dem' | 'poss' | 'indef';
export type GrammaticalCase = 'nom' | 'acc';

/** A noun in one language, in the number the product takes there. */
export interface NounRef {
  entry: NounEntry;
  plural: boolean;
}

export function nounText(ref: NounRef): string {
  return ref.plural ? ref.entry.pl : ref.entry.sg;
}

const VOWEL_START = /^[aeiouhàâäéèêëíîïóôöúûüœæ]/i;

/** English a/an by the sound of the next word (spelling with the usual exceptions). */
export function englishArticle(word: string): 'a' | 'an' {
  const lower = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(lower)) return 'an';
  if (/^(?:uni|use|usa|usu|ure|uro|eu|one|once|ewe)/.test(lower)) return 'a';
  if (/^[aeiou]/.test(lower)) return 'an';
  // Letters read one by one (an LED, an SD card, an X-ray).
  if (/^[FHLMNRSX](?:[A-Z0-9-]|$)/.test(word) && word.length <= 4 && word === word.toUpperCase())
    return 'an';
  return 'a';
}

function italianNeedsLo(word: string): boolean {
  return /^(?:s[bcdfghjklmnpqrstvwxz]|z|gn|ps|pn|x|y)/i.test(word);
}

/**
 * A noun phrase: 'the mug', 'diesen Becher', 'cette tasse', 'los calcetines', 'lo zaino',
 * 'as meias', 'dit kussen'.
 */
export function nounPhrase(
  language: Language,
  ref: NounRef,
  determiner: Determiner,
  grammaticalCase: GrammaticalCase = 'nom',
): string {
  const noun = nounText(ref);
  const { gender } = ref.entry;
  const pl = ref.plural;
  const pick = (m: string, f: string, n: string, plural: string): string =>
    pl ? plural : gender === 'f' ? f : gender === 'n' || gender === 'het' ? n : m;
  const join = (article: string) =>
    article === '' ? noun : article.endsWith("'") ? `${article}${noun}` : `${article} ${noun}`;
  switch (language) {
    case 'English': {
      const article =
        determiner === 'def'
          ? 'the'
          : determiner === 'dem'
            ? pl
              ? 'these'
              : 'this'
            : determiner === 'poss'
              ? 'your'
              : pl
                ? ''
                : englishArticle(noun);
      return join(article);
    }
    case 'German': {
      const acc = grammaticalCase === 'acc';
      const table: Record<Determiner, string> = {
        def: pick(acc ? 'den' : 'der', 'die', 'das', 'die'),
        dem: pick(acc ? 'diesen' : 'dieser', 'diese', 'dieses', 'diese'),
        poss: pick(acc ? 'Ihren' : 'Ihr', 'Ihre', 'Ihr', 'Ihre'),
        indef: pick(acc ? 'einen' : 'ein', 'eine', 'ein', ''),
      };
      return join(table[determiner]);
    }
    case 'French': {
      const vowel = VOWEL_START.test(noun);
      const table: Record<Determiner, string> = {
        def: pl ? 'les' : vowel ? "l'" : gender === 'f' ? 'la' : 'le',
        dem: pl ? 'ces' : gender === 'f' ? 'cette' : vowel ? 'cet' : 'ce',
        poss: pl ? 'vos' : 'votre',
        indef: pl ? 'des' : gender === 'f' ? 'une' : 'un',
      };
      return join(table[determiner]);
    }
    case 'Spanish': {
      const table: Record<Determiner, string> = {
        def: pick('el', 'la', 'el', pl && gender === 'f' ? 'las' : 'los'),
        dem: pick('este', 'esta', 'este', pl && gender === 'f' ? 'estas' : 'estos'),
        poss: pl ? 'tus' : 'tu',
        indef: pick('un', 'una', 'un', pl && gender === 'f' ? 'unas' : 'unos'),
      };
      return join(table[determiner]);
    }
    case 'Italian': {
      const vowel = /^[aeiouàèéìòù]/i.test(noun);
      const lo = italianNeedsLo(noun);
      const feminine = gender === 'f';
      const def = pl
        ? feminine
          ? 'le'
          : vowel || lo
            ? 'gli'
            : 'i'
        : feminine
          ? vowel
            ? "l'"
            : 'la'
          : vowel
            ? "l'"
            : lo
              ? 'lo'
              : 'il';
      const table: Record<Determiner, string> = {
        def,
        dem: pl ? (feminine ? 'queste' : 'questi') : feminine ? 'questa' : 'questo',
        poss: pl ? (feminine ? 'le tue' : 'i tuoi') : feminine ? 'la tua' : 'il tuo',
        indef: pl ? '' : feminine ? (vowel ? "un'" : 'una') : lo ? 'uno' : 'un',
      };
      return join(table[determiner]);
    }
    case 'Portuguese': {
      const feminine = gender === 'f';
      const table: Record<Determiner, string> = {
        def: pl ? (feminine ? 'as' : 'os') : feminine ? 'a' : 'o',
        dem: pl ? (feminine ? 'estas' : 'estes') : feminine ? 'esta' : 'este',
        poss: pl ? (feminine ? 'as suas' : 'os seus') : feminine ? 'a sua' : 'o seu',
        indef: pl ? (feminine ? 'umas' : 'uns') : feminine ? 'uma' : 'um',
      };
      return join(table[determiner]);
    }
    case 'Dutch': {
      const het = gender === 'het' && !pl;
      const table: Record<Determiner, string> = {
        def: het ? 'het' : 'de',
        dem: het ? 'dit' : 'deze',
        poss: 'je',
        indef: pl ? '' : 'een',
      };
      return join(table[determiner]);
    }
  }
}

/** The first letter in upper case ('diese Socken' → 'Diese Socken'). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Masculine/feminine, singular/plural form of an adjective or participle. */
export function agree(
  ref: NounRef | null,
  forms: { m: string; f: string; mpl: string; fpl: string },
): string {
  const feminine = ref?.entry.gender === 'f';
  if (ref?.plural) return feminine ? forms.fpl : forms.mpl;
  return feminine ? forms.f : forms.m;
}

/**
 * The determiners a noun of this gender and number may follow in a language; the tests check
 * every written noun against them.
 */
export function allowedDeterminers(language: Language, ref: NounRef): string[] {
  const all: string[] = [];
  for (const determiner of ['def', 'dem', 'poss', 'indef'] as Determiner[]) {
    for (const grammaticalCase of ['nom', 'acc'] as GrammaticalCase[]) {
      const phrase = nounPhrase(language, ref, determiner, grammaticalCase);
      const noun = nounText(ref);
      const article = phrase.slice(0, phrase.length - noun.length).trim();
      if (article) all.push(article);
    }
  }
  return [...new Set(all)];
}
