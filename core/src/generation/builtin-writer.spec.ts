import {
  DEFAULT_PROMPT_SETTINGS,
  LANGUAGES,
  TARGET_AUDIENCES,
  TONES,
  WRITING_STYLES,
  type PromptSettingsValues,
} from '../prompt/options';
import { writeBuiltinDescription } from './builtin-writer';
import { BUILTIN_PHRASES } from './builtin-phrases';
import { findUnsupportedClaims } from './claim-check';
import { cleanDescription, fitToLength } from './cleaner';
import type { GenerationItem } from './item';
import { targetRange } from './length-rules';
import { checkAnswer } from './quality-guards';

const rich: GenerationItem = {
  name: 'Ceramic Pour-Over Coffee Set',
  sku: 'CPO-600',
  details:
    'Hand-thrown stoneware dripper | 600 ml glass carafe | Reusable stainless steel filter | Dishwasher safe | Brews two to four cups',
  price: '49.99',
  notes: 'Made in Portugal; Each piece varies slightly in glaze\nShips in recycled packaging',
};

const thin: GenerationItem = {
  name: 'Linen Napkin',
  sku: 'LN-1',
  details: 'Blue',
  price: '',
  notes: '',
};

function write(overrides: Partial<PromptSettingsValues>, item: GenerationItem = rich): string {
  return writeBuiltinDescription(item, { ...DEFAULT_PROMPT_SETTINGS, ...overrides });
}

const cases = WRITING_STYLES.flatMap((writingStyle) =>
  [150, 250, 350].flatMap((characterCount) =>
    (['English', 'Spanish'] as const).map((language) => ({
      writingStyle,
      characterCount,
      language,
    })),
  ),
);

describe('writeBuiltinDescription', () => {
  it.each(cases)(
    '$writingStyle, $characterCount characters, $language: in range, clean, guarded, no claims',
    (settings) => {
      const text = write(settings);
      const { min, max } = targetRange(settings.characterCount);
      expect(text.length).toBeGreaterThanOrEqual(min);
      expect(text.length).toBeLessThanOrEqual(max);
      expect(cleanDescription(text)).toBe(text);
      expect(fitToLength(text, settings.characterCount)).toBe(text);
      expect(checkAnswer(text, { language: settings.language })).toEqual({ ok: true });
      expect(findUnsupportedClaims(text, rich)).toEqual([]);
      expect(text).toContain('Ceramic Pour-Over Coffee Set');
    },
  );

  it.each(LANGUAGES.map((language) => [language]))(
    'writes the connecting phrases in %s and passes its language check',
    (language) => {
      for (const characterCount of [150, 250, 350]) {
        const text = write({ language, characterCount });
        expect(checkAnswer(text, { language })).toEqual({ ok: true });
        expect(findUnsupportedClaims(text, rich)).toEqual([]);
        expect(cleanDescription(text)).toBe(text);
        expect(text.length).toBeLessThanOrEqual(targetRange(characterCount).max);
      }
      const text = write({ language, characterCount: 250 });
      expect(text).toContain(BUILTIN_PHRASES[language].cta.persuasive);
    },
  );

  it('passes every guard in range for all languages, styles, tones and audiences', () => {
    for (const language of LANGUAGES) {
      for (const writingStyle of WRITING_STYLES) {
        for (const tone of TONES) {
          for (const targetAudience of TARGET_AUDIENCES) {
            for (const characterCount of [150, 250, 350]) {
              const settings = { language, writingStyle, tone, targetAudience, characterCount };
              const text = write({ ...settings, industry: 'home goods' });
              const { min, max } = targetRange(characterCount);
              const report = { ...settings, text };
              expect({ ...report, ok: text.length >= min && text.length <= max }).toEqual({
                ...report,
                ok: true,
              });
              expect(checkAnswer(text, { language })).toEqual({ ok: true });
              expect(findUnsupportedClaims(text, rich)).toEqual([]);
              expect(cleanDescription(text)).toBe(text);
            }
          }
        }
      }
    }
  });

  it('keeps the item text as given in every language', () => {
    expect(write({ language: 'German', characterCount: 350 })).toContain(
      '- Reusable stainless steel filter',
    );
  });

  it.each([
    [150, false, false],
    [200, false, false],
    [250, true, false],
    [300, true, false],
    [350, true, true],
    [500, true, true],
  ])('at %d characters: call to action %s, bullets %s', (characterCount, cta, bullets) => {
    const text = write({ characterCount, tone: 'persuasive' });
    expect(text.includes(BUILTIN_PHRASES.English.cta.persuasive)).toBe(cta);
    expect(/^- /m.test(text)).toBe(bullets);
  });

  it('builds bullet lines from details split on " | ", ";" and new lines', () => {
    const text = write({ characterCount: 500 });
    const bullets = text.split('\n').filter((line) => line.startsWith('- '));
    expect(bullets).toEqual([
      '- Hand-thrown stoneware dripper',
      '- 600 ml glass carafe',
      '- Reusable stainless steel filter',
      '- Dishwasher safe',
      '- Brews two to four cups',
      '- Made in Portugal',
      '- Each piece varies slightly in glaze',
      '- Ships in recycled packaging',
    ]);
    expect(text.split('\n').at(-1)).toMatch(/Order yours today/);
  });

  it('writes differently for each style', () => {
    const texts = WRITING_STYLES.map((writingStyle) => write({ writingStyle }));
    expect(new Set(texts).size).toBe(WRITING_STYLES.length);
    expect(write({ writingStyle: 'technical' })).toContain('Specifications: ');
    expect(write({ writingStyle: 'technical', characterCount: 500 })).toContain('SKU: CPO-600.');
    expect(write({ writingStyle: 'luxury' })).toContain('refined');
    expect(write({ writingStyle: 'minimalist', characterCount: 150 })).toMatch(
      /^Ceramic Pour-Over Coffee Set\. Hand-thrown stoneware dripper\. /,
    );
  });

  it('words the call to action after the tone', () => {
    const texts = TONES.map((tone) => write({ tone, characterCount: 250 }));
    expect(new Set(texts).size).toBe(TONES.length);
    expect(write({ tone: 'exciting', characterCount: 250 })).toMatch(/!/);
  });

  it('names the audience when there is room', () => {
    for (const targetAudience of TARGET_AUDIENCES) {
      expect(write({ targetAudience, characterCount: 350 })).toContain(
        BUILTIN_PHRASES.English.audience[targetAudience],
      );
    }
  });

  it('mentions the industry when set and there is room', () => {
    expect(write({ industry: 'specialty coffee', characterCount: 500 })).toContain(
      'A fit for the specialty coffee industry.',
    );
    expect(write({ industry: '', characterCount: 500 })).not.toContain('industry');
  });

  it('is deterministic', () => {
    for (const settings of cases) expect(write(settings)).toBe(write(settings));
  });

  it('stays short rather than padding a thin item with invented claims', () => {
    for (const characterCount of [250, 350, 500]) {
      const text = write({ characterCount }, thin);
      expect(text.length).toBeLessThan(targetRange(characterCount).min);
      expect(findUnsupportedClaims(text, thin)).toEqual([]);
      expect(text).not.toMatch(/\d/);
      expect(text).toContain('Linen Napkin');
      expect(text).toContain('Blue');
    }
  });

  it('keeps within 110 % of the target however long the item', () => {
    const long: GenerationItem = {
      ...rich,
      name: 'Extraordinarily Long Product Name '.repeat(8).trim(),
      details: 'word '.repeat(300),
    };
    for (const characterCount of [50, 150, 250, 350, 500]) {
      const text = write({ characterCount }, long);
      expect(text.length).toBeLessThanOrEqual(targetRange(characterCount).max);
      expect(cleanDescription(text)).toBe(text);
    }
  });

  it('tidies markdown and stray punctuation in the item text', () => {
    const text = write(
      { characterCount: 250 },
      {
        ...rich,
        name: '**Ceramic Pour-Over Coffee Set**!!',
        details: 'Dishwasher safe!!; `Hand-thrown`',
      },
    );
    expect(text).toContain('Ceramic Pour-Over Coffee Set brings');
    expect(text).toContain('Dishwasher safe and Hand-thrown');
    expect(cleanDescription(text)).toBe(text);
  });
});
