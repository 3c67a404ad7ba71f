import { DEFAULT_PROMPT_SETTINGS, LANGUAGES } from '../shared/prompt-options';
import {
  CHANNEL_FIELDS,
  CHANNEL_LIMITS,
  EMPTY_CHANNEL_FIELDS,
  ETSY_TAG_PATTERN,
  utf8Length,
  type ChannelFields,
} from '../shared/channel-fields';
import { composeBuiltinDescription } from '../generation/builtin-writer';
import { BUILTIN_CORPUS } from '../generation/test-support/builtin-corpus';
import { composeBuiltinChannelFields } from '../generation/builtin-channel-fields';
import { unsupportedChannelClaims } from '../generation/claim-check';
import {
  channelFieldProblems,
  cutAtSentence,
  cutAtWord,
  fieldsWithinLimits,
  repairChannelFields,
} from './channel-checks';

const fields = (overrides: Partial<ChannelFields>): ChannelFields => ({
  ...EMPTY_CHANNEL_FIELDS,
  ...overrides,
});

describe('channel field limits', () => {
  it('finds nothing wrong with fields inside every limit', () => {
    expect(
      channelFieldProblems(
        fields({
          seoTitle: 'Merino Hiking Socks | Cushioned sole',
          seoDescription: 'Merino wool blend hiking socks with a cushioned sole.',
          bulletPoints: ['One.', 'Two.', 'Three.', 'Four.', 'Five.'],
          searchTerms: 'trail trekking cushioned',
          tags: ['hiking socks', 'merino wool', 'gift for hikers'],
          marketplaceTitle: 'Merino Hiking Socks',
        }),
        'Merino Hiking Socks',
      ),
    ).toEqual([]);
  });

  it('names each field that breaks its limit, with the figure and the limit', () => {
    const messages = channelFieldProblems(
      fields({
        seoTitle: 'x'.repeat(71),
        seoDescription: 'y'.repeat(321),
        bulletPoints: ['One', 'b'.repeat(256)],
        searchTerms: `${'é'.repeat(125)} socks`,
        tags: [
          ...Array.from({ length: 14 }, (_, index) => `tag ${index}`),
          'a very long tag indeed!',
        ],
        marketplaceTitle: 'z'.repeat(141),
      }),
      'Merino Hiking Socks',
    ).map((problem) => `${problem.field}: ${problem.message}`);
    expect(messages).toEqual([
      'seoTitle: The SEO title is 71 characters; the limit is 70',
      'seoDescription: The SEO description is 321 characters; the limit is 320',
      'marketplaceTitle: The listing title is 141 characters; the limit is 140',
      'bulletPoints: There are 2 bullet points; Amazon takes 5',
      'bulletPoints: Bullet point 2 is 256 characters; the limit is 255',
      'searchTerms: The search terms are 256 bytes; Amazon takes under 250',
      'searchTerms: The search terms repeat words of the title: socks',
      'tags: There are 15 tags; Etsy takes 13',
      'tags: The tag "a very long tag indeed!" is 23 characters; the limit is 20',
    ]);
    expect(
      channelFieldProblems(fields({ tags: ['café & bar'] }), 'Mug').map(
        (problem) => problem.message,
      ),
    ).toEqual(['The tag "café & bar" may hold only letters, numbers and spaces']);
  });

  it('cuts at a word boundary without a dangling comma or "and"', () => {
    expect(cutAtWord('Soft, warm and light merino socks', 21)).toBe('Soft, warm and light');
    expect(cutAtWord('Soft, warm and light merino socks', 14)).toBe('Soft, warm');
    expect(cutAtWord('Supercalifragilistic', 5)).toBe('Super');
    expect(cutAtWord('  short  text ', 40)).toBe('short text');
  });

  it('cuts at a sentence end when one falls in the second half, else at a word', () => {
    expect(cutAtSentence('First sentence here. Second one is longer than that.', 30)).toBe(
      'First sentence here.',
    );
    expect(cutAtSentence('Short. Then a long run of words without an end', 30)).toBe(
      'Short. Then a long run of',
    );
  });

  it('repairs what a cut can repair and says what it changed; nothing leaves out of bounds', () => {
    const { fields: repaired, repairs } = repairChannelFields(
      fields({
        seoTitle: `Merino Hiking Socks ${'with more words '.repeat(6)}`,
        bulletPoints: ['- One.', '• Two.', '3) Three.', 'Four.', 'Five.', 'Six.', '- One.'],
        searchTerms: 'merino trail trail trekking socks hiking walking',
        tags: [
          'hiking, walking',
          'Gifts & presents',
          'hiking',
          'an extremely long tag for etsy',
          '4.5 g',
        ],
        marketplaceTitle: 'Merino Hiking Socks',
      }),
      'Merino Hiking Socks',
    );
    expect(repaired.seoTitle?.length).toBeLessThanOrEqual(CHANNEL_LIMITS.seoTitle.maxChars);
    expect(repaired.seoTitle).toMatch(/^Merino Hiking Socks with more words/);
    expect(repaired.bulletPoints).toEqual(['One.', 'Two.', 'Three.', 'Four.', 'Five.']);
    expect(
      repairChannelFields(fields({ bulletPoints: ['4.5 g tube'] }), 'Balm').fields.bulletPoints,
    ).toEqual(['4.5 g tube']);
    expect(repaired.searchTerms).toBe('trail trekking walking');
    expect(repaired.tags).toEqual(['hiking', 'walking', 'Gifts presents', 'an extremely long']);
    expect(channelFieldProblems(repaired, 'Merino Hiking Socks')).toEqual([]);
    expect(repairs.map((repair) => repair.field)).toEqual(
      expect.arrayContaining(['seoTitle', 'bulletPoints', 'searchTerms', 'tags']),
    );
  });

  it('ships a provider’s fields within every limit: repaired, never padded', () => {
    const title = 'Oak Cutting Board with Juice Groove and Rubber Feet';
    const shipped = fieldsWithinLimits(
      fields({
        seoTitle: `${title} – solid oak, oiled finish, hand wash only, made to last for years`,
        seoDescription: 'A solid oak board. '.repeat(30),
        bulletPoints: ['- Solid oak.', '• Juice groove.', 'Solid oak.'],
        searchTerms: `${'oak board chopping kitchen '.repeat(12)}butcher block serving platter`,
        tags: Array.from({ length: 20 }, (_, n) => `tag ${String.fromCharCode(97 + n)}`).concat(
          'oak, board!',
        ),
        marketplaceTitle: title,
      }),
      'Oak Cutting Board',
    );
    expect(channelFieldProblems(shipped, title).map((problem) => problem.field)).toEqual([
      'bulletPoints', // two bullets, not five: said, not padded
    ]);
    expect(shipped.seoTitle?.length).toBeLessThanOrEqual(CHANNEL_LIMITS.seoTitle.maxChars);
    expect(shipped.bulletPoints).toEqual(['Solid oak.', 'Juice groove.']);
    expect(shipped.searchTerms).toBe('chopping kitchen butcher block serving platter');
    expect(shipped.tags).toHaveLength(CHANNEL_LIMITS.tags.maxCount);
    for (const tag of shipped.tags) expect(tag).toMatch(ETSY_TAG_PATTERN);
  });

  it('keeps search terms under 250 bytes counting multi-byte letters', () => {
    const words = Array.from({ length: 80 }, (_, index) => `größe${index}`);
    const { fields: repaired } = repairChannelFields(
      fields({ searchTerms: words.join(' ') }),
      'Mug',
    );
    expect(utf8Length(repaired.searchTerms ?? '')).toBeLessThanOrEqual(249);
    expect(utf8Length(`${repaired.searchTerms} ${words[0]}`)).toBeGreaterThan(
      utf8Length(repaired.searchTerms ?? ''),
    );
  });

  it('flags a field that claims what the item does not say', () => {
    const item = {
      name: 'Hiking Socks',
      sku: 'S1',
      details: 'Merino wool blend | Cushioned sole',
      price: '',
      notes: '',
    };
    expect(
      unsupportedChannelClaims(
        fields({
          seoTitle: 'Hiking Socks | Merino wool',
          bulletPoints: ['Made of organic cotton.', 'Cushioned sole.'],
        }),
        item,
      ),
    ).toEqual([{ field: 'bulletPoints', claims: ['organic cotton'] }]);
  });
});

describe('the built-in writer’s channel fields (offline)', () => {
  it('fills every chosen field within its limits, from the item’s own facts, for the whole corpus', () => {
    const problems: unknown[] = [];
    // Each product in two or three of the languages, turn by turn (the fields come from the
    // item's facts; only the SEO description follows the language's text).
    for (const [turn, language] of LANGUAGES.entries()) {
      for (const item of BUILTIN_CORPUS.filter((_, index) => index % 3 === turn % 3)) {
        const settings = { ...DEFAULT_PROMPT_SETTINGS, language, characterCount: 300 };
        const { text } = composeBuiltinDescription(item, settings);
        const written = composeBuiltinChannelFields(item, settings, text, CHANNEL_FIELDS);
        const outOfBounds = channelFieldProblems(written, written.marketplaceTitle ?? item.name)
          // Fewer than five pieces give fewer than five bullets: said, not padded.
          .filter((problem) => !/bullet points; Amazon takes 5/.test(problem.message));
        const claims = unsupportedChannelClaims(written, item);
        if (outOfBounds.length > 0 || claims.length > 0) {
          problems.push({ name: item.name, language, outOfBounds, claims });
        }
        if (written.tags.some((tag) => !ETSY_TAG_PATTERN.test(tag))) {
          problems.push({ name: item.name, tags: written.tags });
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes the fields a rich item supports, and only the chosen ones', () => {
    const item = BUILTIN_CORPUS.find((entry) => entry.name === 'Ceramic Pour-Over Coffee Set');
    if (!item) throw new Error('corpus item missing');
    const settings = { ...DEFAULT_PROMPT_SETTINGS, characterCount: 300 };
    const { text } = composeBuiltinDescription(item, settings);
    const all = composeBuiltinChannelFields(item, settings, text, CHANNEL_FIELDS);
    expect(all.seoTitle).toMatch(/^Ceramic Pour-Over Coffee Set/);
    expect(all.seoTitle?.length).toBeLessThanOrEqual(CHANNEL_LIMITS.seoTitle.aimChars);
    expect(all.seoDescription?.length).toBeLessThanOrEqual(
      CHANNEL_LIMITS.seoDescription.aimMaxChars,
    );
    expect(text.startsWith(all.seoDescription ?? '-')).toBe(true);
    expect(all.bulletPoints).toHaveLength(5);
    expect(all.bulletPoints[0]).toBe('Hand-thrown stoneware dripper.');
    expect(all.marketplaceTitle).toMatch(/^Ceramic Pour-Over Coffee Set – Hand-thrown stoneware/);
    expect(all.tags.length).toBeGreaterThan(0);
    expect(all.searchTerms?.split(' ')).not.toContain('ceramic');

    const shopifyOnly = composeBuiltinChannelFields(item, settings, text, [
      'seoTitle',
      'seoDescription',
    ]);
    expect(shopifyOnly).toEqual({
      ...EMPTY_CHANNEL_FIELDS,
      seoTitle: all.seoTitle,
      seoDescription: all.seoDescription,
    });
  });

  it('takes an imported row’s own tags first', () => {
    const item = BUILTIN_CORPUS.find((entry) => entry.name === 'Macrame Wall Hanging');
    if (!item) throw new Error('corpus item missing');
    const settings = { ...DEFAULT_PROMPT_SETTINGS, characterCount: 250 };
    const { text } = composeBuiltinDescription(item, settings);
    const written = composeBuiltinChannelFields(item, settings, text, ['tags']);
    expect(written.tags.slice(0, 3)).toEqual(['boho', 'wall decor', 'macrame']);
  });
});
