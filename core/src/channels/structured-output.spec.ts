import { CHANNEL_FIELDS } from '../shared/channel-fields';
import { DEFAULT_PROMPT_SETTINGS } from '../shared/prompt-options';
import { contentHash } from './content-hash';
import { findSameness } from './sameness';
import {
  ChannelAnswerError,
  channelAnswerSchema,
  channelAnswerTokens,
  geminiGenerationConfig,
  openAiResponseFormat,
  parseChannelAnswer,
} from './structured-output';

describe('structured output for channel fields', () => {
  it('asks for the description and exactly the chosen fields, all required', () => {
    const schema = channelAnswerSchema(['seoTitle', 'tags']);
    expect(Object.keys(schema.properties ?? {})).toEqual(['description', 'seoTitle', 'tags']);
    expect(schema.required).toEqual(['description', 'seoTitle', 'tags']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties?.tags).toMatchObject({ type: 'array', maxItems: 13 });
  });

  it('gives OpenAI a strict json_schema response format without the keywords strict mode refuses', () => {
    const format = openAiResponseFormat(CHANNEL_FIELDS);
    expect(format.type).toBe('json_schema');
    expect(format.json_schema.strict).toBe(true);
    expect(format.json_schema.name).toBe('product_copy');
    const text = JSON.stringify(format);
    expect(text).not.toMatch(/minItems|maxItems/);
    expect(format.json_schema.schema.required).toEqual(['description', ...CHANNEL_FIELDS]);
  });

  it('gives Gemini a JSON response schema in its own dialect (upper-case types, ordering)', () => {
    const config = geminiGenerationConfig(['bulletPoints', 'seoDescription']);
    expect(config.responseMimeType).toBe('application/json');
    expect(config.responseSchema).toEqual({
      type: 'OBJECT',
      properties: {
        description: { type: 'STRING', description: 'The product description' },
        bulletPoints: {
          type: 'ARRAY',
          description: 'Exactly 5 key product features, each one sentence',
          items: { type: 'STRING' },
          minItems: '5',
          maxItems: '5',
        },
        seoDescription: { type: 'STRING', description: 'Meta description, 150–160 characters' },
      },
      required: ['description', 'bulletPoints', 'seoDescription'],
      propertyOrdering: ['description', 'bulletPoints', 'seoDescription'],
    });
  });

  it('reads an answer into the description and the chosen fields; others stay empty', () => {
    const answer = parseChannelAnswer(
      '```json\n{"description":" Warm socks. ","seoTitle":"Socks","tags":["wool"," ","hike"],"searchTerms":"ignored"}\n```',
      ['seoTitle', 'tags'],
    );
    expect(answer).toEqual({
      description: 'Warm socks.',
      fields: {
        seoTitle: 'Socks',
        seoDescription: null,
        bulletPoints: [],
        searchTerms: null,
        tags: ['wool', 'hike'],
        marketplaceTitle: null,
      },
    });
  });

  it('sizes the answer’s extra token allowance from the chosen fields at their limits', () => {
    expect(channelAnswerTokens([])).toBe(0);
    // 70 characters at three a token, and the key.
    expect(channelAnswerTokens(['seoTitle'])).toBe(24 + 10);
    // Five bullets of 255 characters (and their quotes) dominate the whole.
    expect(channelAnswerTokens(['bulletPoints'])).toBe(Math.ceil((5 * 258) / 3) + 10);
    expect(channelAnswerTokens(CHANNEL_FIELDS)).toBeGreaterThan(800);
  });

  it('refuses an answer that is not JSON, has no description or a field of the wrong shape', () => {
    expect(() => parseChannelAnswer('Warm socks.', [])).toThrow(ChannelAnswerError);
    expect(() => parseChannelAnswer('{"seoTitle":"x"}', ['seoTitle'])).toThrow(
      'The answer has no description',
    );
    expect(() => parseChannelAnswer('{"description":"d","tags":"a, b"}', ['tags'])).toThrow(
      "The answer's tags is not a list of texts",
    );
    expect(() => parseChannelAnswer('{"description":"d"}', ['seoTitle'])).toThrow(
      "The answer's seoTitle is not text",
    );
  });
});

describe('the catalogue sameness check', () => {
  const shared = 'crafted from soft merino wool that keeps your feet warm on every trail';
  it('flags items sharing eight or more words in a row, and names the run and the others', () => {
    const flags = findSameness([
      { itemId: 'a', text: `These socks are ${shared}.` },
      { itemId: 'b', text: `Our hat is ${shared} and more.` },
      { itemId: 'c', text: 'A linen apron with deep pockets and an adjustable neck strap.' },
    ]);
    expect(flags.map((flag) => flag.itemId)).toEqual(['a', 'b']);
    expect(flags[0].sharesWordsWith).toEqual(['b']);
    expect(flags[0].sharedRun).toBe(`${shared}.`);
    expect(flags[1].sharedRun).toBe(shared);
  });

  it('does not flag seven shared words, nor a run a description repeats inside itself', () => {
    const seven = 'soft merino wool that keeps you warm';
    expect(
      findSameness([
        { itemId: 'a', text: `One ${seven} here.` },
        { itemId: 'b', text: `Two ${seven} there.` },
        { itemId: 'c', text: `${shared}. Again: ${shared}.` },
      ]),
    ).toEqual([]);
  });

  it('flags the same opening words, whatever the case and punctuation', () => {
    const flags = findSameness([
      { itemId: 'a', text: 'Meet the new favourite, for your mornings.' },
      { itemId: 'b', text: 'MEET the new favourite for your evenings!' },
      { itemId: 'c', text: 'Meet the old friend you loved.' },
    ]);
    expect(flags).toEqual([
      {
        itemId: 'a',
        sharesWordsWith: [],
        sharesWordsWithCount: 0,
        sharedRun: null,
        sameOpeningAs: ['b'],
        sameOpeningCount: 1,
      },
      {
        itemId: 'b',
        sharesWordsWith: [],
        sharesWordsWithCount: 0,
        sharedRun: null,
        sameOpeningAs: ['a'],
        sameOpeningCount: 1,
      },
    ]);
  });

  it('checks 10,000 descriptions in one pass, naming a few of the items a stock sentence is in', () => {
    const items = Array.from({ length: 10_000 }, (_, index) => ({
      itemId: String(index),
      // Every run of eight words holds the item's own number: nothing shared…
      text: `Item ${index} a ${index} b ${index} c ${index} d ${index}.`,
    }));
    expect(findSameness(items)).toEqual([]);
    // …until a third of them end with the same stock sentence.
    const stock = 'A great pick for your home and everyday life, whatever the day brings.';
    const copied = items.map((item, index) =>
      index % 3 === 0 ? { ...item, text: `${item.text} ${stock}` } : item,
    );
    const flags = findSameness(copied);
    expect(flags).toHaveLength(3334);
    expect(flags[0]).toMatchObject({ sharesWordsWithCount: 3333, sharedRun: stock });
    expect(flags[0].sharesWordsWith).toHaveLength(5);
  });
});

describe('the content hash (skip unchanged)', () => {
  const item = { name: 'Mug', sku: 'M1', details: 'Stoneware | 350 ml', price: '19', notes: '' };
  it('is the same for the same fields, settings and chosen fields, whatever their order', () => {
    expect(contentHash(item, DEFAULT_PROMPT_SETTINGS, ['tags', 'seoTitle'])).toBe(
      contentHash({ ...item, name: ' Mug ' }, { ...DEFAULT_PROMPT_SETTINGS }, ['seoTitle', 'tags']),
    );
  });

  it('changes with any field, any setting that changes the text, or the chosen fields', () => {
    const base = contentHash(item, DEFAULT_PROMPT_SETTINGS);
    const changed = [
      contentHash({ ...item, details: 'Stoneware | 300 ml' }, DEFAULT_PROMPT_SETTINGS),
      contentHash(item, { ...DEFAULT_PROMPT_SETTINGS, tone: 'friendly' }),
      contentHash(item, { ...DEFAULT_PROMPT_SETTINGS, storeCurrency: 'EUR' }),
      contentHash(item, DEFAULT_PROMPT_SETTINGS, ['tags']),
    ];
    expect(new Set([base, ...changed]).size).toBe(5);
  });
});
