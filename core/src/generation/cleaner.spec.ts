import { cleanDescription, collapsePunctuation, fitToLength } from './cleaner';

describe('cleanDescription', () => {
  it.each([
    ['# Cozy Mug\nA warm mug.', 'Cozy Mug A warm mug.'],
    ['### Heading ###\nText.', 'Heading Text.'],
    ['A **bold** and __strong__ mug.', 'A bold and strong mug.'],
    ['An *italic* mug with `code`.', 'An italic mug with code.'],
    ['See [our shop](https://example.com) today.', 'See our shop today.'],
    ['![a mug](https://x/y.png) Mug.', 'a mug Mug.'],
    ['```\nA mug.\n```', 'A mug.'],
    ['> Quoted mug.', 'Quoted mug.'],
    ['A mug.\n\n---\n\nSecond line.', 'A mug. Second line.'],
  ])('removes markdown from %j', (raw, expected) => {
    expect(cleanDescription(raw)).toBe(expected);
  });

  it('turns other list markers into plain lines and keeps dash bullets', () => {
    expect(cleanDescription('Intro.\n* one\n+ two\n1. three\n2) four\n• five')).toBe(
      'Intro. one two three four five',
    );
    expect(cleanDescription('Intro.\n\n-   one\n– two\n\n- three\nBuy now.')).toBe(
      'Intro.\n- one\n- two\n- three\nBuy now.',
    );
  });

  it.each([
    ['Here is a product description: A mug.', 'A mug.'],
    ['Here is a product description for the Cozy Mug:\n\nA mug.', 'A mug.'],
    ["Here's your description: A mug.", 'A mug.'],
    ['Here’s the text:\nA mug.', 'A mug.'],
    ['Sure! Here is a description: A mug.', 'A mug.'],
    ['Description: A mug.', 'A mug.'],
    ['Product Description: A mug.', 'A mug.'],
    ['**Product Description:** A mug.', 'A mug.'],
    ['description:A mug.', 'A mug.'],
    ['## Product Description\n\nA mug.', 'A mug.'],
    ['Description\nA mug.', 'A mug.'],
    ['Description of use: rinse.', 'Description of use: rinse.'],
  ])('removes the prefix of %j', (raw, expected) => {
    expect(cleanDescription(raw)).toBe(expected);
  });

  it('keeps a colon that is not a prefix', () => {
    expect(cleanDescription('Care: hand wash only.')).toBe('Care: hand wash only.');
  });

  it.each([
    ['"A mug."', 'A mug.'],
    ['“A mug.”', 'A mug.'],
    ["'A mug.'", 'A mug.'],
    ['Description: "A mug."', 'A mug.'],
  ])('removes surrounding quotes of %j', (raw, expected) => {
    expect(cleanDescription(raw)).toBe(expected);
  });

  it('keeps quotes that do not wrap the whole text', () => {
    expect(cleanDescription('"Soft" and "warm".')).toBe('"Soft" and "warm".');
  });

  it('collapses spaces and blank lines', () => {
    expect(cleanDescription('  A   warm\tmug ,  really .\n\n\n  Second   line. ')).toBe(
      'A warm mug, really. Second line.',
    );
  });

  it('collapses repeated punctuation', () => {
    expect(cleanDescription('Wow!!! Really?? Yes?! Wait.... Ok.. Done,, then;;')).toBe(
      'Wow! Really? Yes? Wait… Ok. Done, then;',
    );
  });

  // One line with a single thing to clean: the cleaner skips rules only when nothing in the
  // text could match them, so each of these must still be cleaned.
  it.each([
    ['Tea mug ###', 'Tea mug'],
    ['Tea __mug__ here', 'Tea mug here'],
    ['Tea `mug`', 'Tea mug'],
    ['  - Tea mug', '- Tea mug'],
    ['12) Tea mug', 'Tea mug'],
    ['Tea mug,, really', 'Tea mug, really'],
    ['Tea mug… really.', 'Tea mug… really.'],
    ['Tea mug.... really', 'Tea mug… really'],
    ['Tea\u00a0mug', 'Tea mug'],
    ['Tea\tmug', 'Tea mug'],
    ['Tea mug , really .', 'Tea mug, really.'],
    [' Tea mug', 'Tea mug'],
  ])('cleans the one thing in %j', (raw, expected) => {
    expect(cleanDescription(raw)).toBe(expected);
  });

  it('leaves clean text unchanged', () => {
    const clean = 'A warm mug for cold days.\n- Holds tea\n- Dishwasher safe\nOrder yours today.';
    expect(cleanDescription(clean)).toBe(clean);
    expect(cleanDescription(cleanDescription('**A**  mug!!'))).toBe('A mug!');
  });

  it('returns an empty string for empty input', () => {
    expect(cleanDescription('  \n\n ')).toBe('');
  });
});

describe('collapsePunctuation', () => {
  it.each([
    ['!!!', '!'],
    ['??', '?'],
    ['?!?!', '?'],
    ['...', '…'],
    ['....', '…'],
    ['……', '…'],
    ['..', '.'],
    [',,', ','],
    ['3.5 kg.', '3.5 kg.'],
  ])('%j → %j', (raw, expected) => {
    expect(collapsePunctuation(raw)).toBe(expected);
  });
});

describe('fitToLength', () => {
  // Target 100: range max 110, sentence ends must lie after 70, word cuts after 80.
  const count = 100;

  it('keeps text up to the target unchanged', () => {
    const text = 'a'.repeat(100);
    expect(fitToLength(text, count)).toBe(text);
  });

  it('keeps text over target but within 110 % unchanged', () => {
    const text = 'a'.repeat(110);
    expect(fitToLength(text, count)).toBe(text);
  });

  it('cuts at the last sentence end after 70 % of target', () => {
    const first = `${'a'.repeat(40)}. ${'b'.repeat(32)}.`; // ends at 75
    const text = `${first} ${'c'.repeat(20)}. ${'d'.repeat(40)}.`; // 139 chars
    expect(first).toHaveLength(75);
    expect(text).toHaveLength(139);
    const cut = fitToLength(text, count);
    expect(cut).toBe(`${first} ${'c'.repeat(20)}.`);
    expect(cut).toHaveLength(97);
  });

  it('takes the sentence end with ! or ? too', () => {
    const text = `${'a'.repeat(79)}! ${'b'.repeat(60)}`;
    expect(fitToLength(text, count)).toBe(`${'a'.repeat(79)}!`);
  });

  it('ignores sentence ends at or before 70 % and cuts at a word after 80 % with a period', () => {
    const text = `${'a'.repeat(69)}. ${'word '.repeat(20)}`.trim(); // sentence end at 70
    expect(text).toHaveLength(170);
    const cut = fitToLength(text, count);
    // An eighth word would end at 110 and its period make 111; seven words end at 105.
    expect(cut).toBe(`${'a'.repeat(69)}. ${'word '.repeat(6)}word.`);
    expect(cut).toHaveLength(106);
  });

  it('does not mistake a decimal point for a sentence end', () => {
    const text = `${'a'.repeat(85)} weighs 3.5 units and ${'b'.repeat(40)}`;
    expect(fitToLength(text, count)).toBe(`${'a'.repeat(85)} weighs 3.5 units and.`);
  });

  it('drops trailing commas before adding the period', () => {
    const text = `${'a'.repeat(90)}, ${'b'.repeat(5)}, ${'c'.repeat(40)}`;
    expect(fitToLength(text, count)).toBe(`${'a'.repeat(90)}, ${'b'.repeat(5)}.`);
  });

  it('hard cuts with an ellipsis when no word boundary lies after 80 %', () => {
    const text = `${'a'.repeat(70)} ${'b'.repeat(80)}`; // only space at 70
    const cut = fitToLength(text, count);
    expect(cut).toBe(`${'a'.repeat(70)} ${'b'.repeat(38)}…`);
    expect(cut).toHaveLength(110);
  });

  it('hard cuts a text with no spaces at exactly 110 % including the ellipsis', () => {
    const cut = fitToLength('x'.repeat(300), count);
    expect(cut).toHaveLength(110);
    expect(cut.endsWith('…')).toBe(true);
  });

  it.each([
    [150, 165],
    [250, 275],
    [500, 550],
  ])('never returns more than 110 %% of %d (%d)', (target, max) => {
    const long = 'The mug keeps tea warm. '.repeat(40);
    expect(fitToLength(long, target).length).toBeLessThanOrEqual(max);
    expect(fitToLength('y'.repeat(1000), target)).toHaveLength(max);
  });

  it('uses the 100-character floor for small targets', () => {
    const text = 'z'.repeat(100);
    expect(fitToLength(text, 50)).toBe(text);
  });
});
