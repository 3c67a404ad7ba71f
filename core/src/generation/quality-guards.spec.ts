import { LANGUAGES, type Language } from '../shared/prompt-options';
import { checkAnswer, detectLanguage, languageScores } from './quality-guards';

const SENTENCES: Record<Language, string> = {
  English:
    'This handmade ceramic mug keeps your coffee warm for longer and is a joy to hold every morning of the week.',
  Spanish:
    'Esta taza de cerámica hecha a mano mantiene tu café caliente por más tiempo y es un placer para cada mañana de la semana.',
  French:
    'Cette tasse en céramique faite à la main garde votre café chaud plus longtemps et rend chaque matin de la semaine plus agréable.',
  German:
    'Diese handgemachte Keramiktasse hält deinen Kaffee länger warm und ist an jedem Morgen der Woche eine Freude für die ganze Familie.',
  Italian:
    'Questa tazza in ceramica fatta a mano mantiene il tuo caffè caldo più a lungo ed è un piacere per ogni mattina della settimana.',
  Portuguese:
    'Esta caneca de cerâmica feita à mão mantém o seu café quente por mais tempo e é um prazer para todas as manhãs da semana.',
  Dutch:
    'Deze handgemaakte keramische mok houdt je koffie langer warm en is elke ochtend van de week een plezier voor het hele gezin.',
};

const en = { language: 'English' as const };

describe('checkAnswer', () => {
  it('accepts a plain description', () => {
    expect(checkAnswer(SENTENCES.English, en)).toEqual({ ok: true });
  });

  it.each(['', '   ', '\n\n', '...', '""'])('refuses %j as empty', (text) => {
    expect(checkAnswer(text, en)).toEqual({ ok: false, reason: 'empty' });
  });

  it.each([
    'I cannot write a description for this product.',
    "I can't help with that.",
    'I’m sorry, but I need more information about the product.',
    "I'm sorry, I am unable to do that.",
    'As an AI, I do not have access to product details.',
    'As a language model I cannot browse the web.',
    'As a large language model, I have no opinion on mugs.',
    'I am unable to generate this text.',
    // Anywhere in a short answer:
    'Thanks for the details. Unfortunately I cannot describe a product without a name.',
  ])('refuses the refusal %j', (text) => {
    expect(checkAnswer(text, en)).toEqual({ ok: false, reason: 'refusal' });
  });

  it('accepts "I cannot" deep inside a long answer', () => {
    const text = `${SENTENCES.English} ${'It pours cleanly and stacks neatly on the shelf. '.repeat(4)}Customers say: I cannot start my day without it.`;
    expect(text.split(' ').length).toBeGreaterThanOrEqual(40);
    expect(checkAnswer(text, en)).toEqual({ ok: true });
  });

  it.each([
    'Introducing [product name], the mug for every morning.',
    'Made by [Brand] with care for your kitchen.',
    'Made by {brand} with care.',
    'The {{product}} keeps coffee warm.',
    'Order <insert product name> today.',
    'Lorem ipsum dolor sit amet, a mug for you.',
  ])('refuses the placeholder in %j', (text) => {
    expect(checkAnswer(text, en)).toEqual({ ok: false, reason: 'placeholder' });
  });

  it('accepts brackets that hold a number, not a placeholder', () => {
    expect(checkAnswer('Set of mugs [2 pieces] for your kitchen.', en)).toEqual({ ok: true });
  });

  it.each(LANGUAGES.map((language) => [language]))('accepts %s text asked in %s', (language) => {
    expect(checkAnswer(SENTENCES[language], { language })).toEqual({ ok: true });
  });

  it.each(LANGUAGES.filter((l) => l !== 'English').map((language) => [language]))(
    'flags %s text when English was asked',
    (language) => {
      expect(checkAnswer(SENTENCES[language], en)).toEqual({
        ok: false,
        reason: 'wrong-language',
      });
    },
  );

  it.each(LANGUAGES.filter((l) => l !== 'English').map((language) => [language]))(
    'flags English text when %s was asked',
    (language) => {
      expect(checkAnswer(SENTENCES.English, { language })).toEqual({
        ok: false,
        reason: 'wrong-language',
      });
    },
  );

  it('does not judge the language of short texts (under 12 words)', () => {
    const short = 'Taza de cerámica hecha a mano para el café de mañana.'; // 11 words
    expect(short.split(' ')).toHaveLength(11);
    expect(checkAnswer(short, en)).toEqual({ ok: true });
  });

  it('keeps English product names inside a Spanish description', () => {
    const text =
      'Descubre el Ceramic Pour-Over Coffee Set: Hand-thrown stoneware, Reusable steel filter y mucho más para tu cocina.';
    expect(checkAnswer(text, { language: 'Spanish' })).toEqual({ ok: true });
  });
});

describe('detectLanguage', () => {
  it.each(LANGUAGES.map((language) => [language]))('recognises %s', (language) => {
    expect(detectLanguage(SENTENCES[language])).toBe(language);
  });

  it('does not judge fewer than 12 words', () => {
    expect(detectLanguage('The mug is for you and the coffee is for the morning.')).toBe('English');
    expect(detectLanguage('The mug is for you and the coffee.')).toBeNull();
  });

  it('counts stop words per language', () => {
    expect(languageScores('the mug and the cup').English).toBe(3);
  });
});
