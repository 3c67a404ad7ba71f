import { parseKeywordAnswer } from './keyword-answer';

describe('parseKeywordAnswer', () => {
  it('reads the JSON shape the prompt asks for, keeping the figures the AI gave', () => {
    const answer = parseKeywordAnswer(
      JSON.stringify({
        keywords: [
          {
            keyword: 'ceramic mug',
            searchVolume: 12000,
            competition: 'High',
            trend: 'rising',
            relevanceScore: 92,
          },
          { keyword: 'stoneware mug', searchVolume: null, competition: 'medium' },
        ],
        suggestions: [
          { keyword: 'handmade ceramic coffee mug', relevance: 80, difficulty: 'easy' },
        ],
      }),
      'home',
    );
    expect(answer.parsed).toBe(true);
    expect(answer.keywords).toEqual([
      {
        keyword: 'ceramic mug',
        searchVolume: 12000,
        competition: 'high',
        trend: 'rising',
        relevanceScore: 92,
        category: 'home',
      },
      {
        keyword: 'stoneware mug',
        searchVolume: null,
        competition: 'medium',
        trend: null,
        relevanceScore: null,
        category: 'home',
      },
    ]);
    expect(answer.suggestions).toEqual([
      {
        keyword: 'handmade ceramic coffee mug',
        relevance: 80,
        difficulty: 'easy',
        source: 'ai_generated',
      },
    ]);
  });

  it('finds JSON inside a fenced block with prose around it', () => {
    const answer = parseKeywordAnswer(
      'Here you go:\n```json\n{"keywords":[{"keyword":"linen apron","searchVolume":"4,400","relevanceScore":"77"}]}\n```\nHope it helps!',
      'home',
    );
    expect(answer.parsed).toBe(true);
    expect(answer.keywords[0]).toMatchObject({
      keyword: 'linen apron',
      searchVolume: 4400,
      relevanceScore: 77,
    });
  });

  it('turns figures it cannot trust into null and clamps scores to 0–100', () => {
    const answer = parseKeywordAnswer(
      '{"keywords":[{"keyword":"x mug","searchVolume":"lots","competition":"extreme","trend":"up","relevanceScore":140},{"keyword":"y mug","searchVolume":-5,"relevanceScore":-3}]}',
      'general',
    );
    expect(answer.keywords).toEqual([
      {
        keyword: 'x mug',
        searchVolume: null,
        competition: null,
        trend: null,
        relevanceScore: 100,
        category: 'general',
      },
      {
        keyword: 'y mug',
        searchVolume: null,
        competition: null,
        trend: null,
        relevanceScore: 0,
        category: 'general',
      },
    ]);
  });

  it('skips entries without a usable keyword', () => {
    const answer = parseKeywordAnswer(
      '{"keywords":[{"keyword":""},{"searchVolume":5},{"keyword":"12345"},"travel mug"],"suggestions":[null,"gift for coffee lovers"]}',
      'general',
    );
    expect(answer.keywords.map((keyword) => keyword.keyword)).toEqual(['travel mug']);
    expect(answer.suggestions.map((suggestion) => suggestion.keyword)).toEqual([
      'gift for coffee lovers',
    ]);
  });

  it('extracts keywords from an answer that is not JSON, leaving every figure null', () => {
    const answer = parseKeywordAnswer(
      [
        'Sure! The best keywords for this product are:',
        '1. Ceramic coffee mug - about 40,000 searches',
        '2. "stoneware mug": very popular',
        '- handmade mug (rising)',
        'Other keywords: gift mug, dishwasher safe mug',
      ].join('\n'),
      'home',
    );
    expect(answer.parsed).toBe(false);
    expect(answer.suggestions).toEqual([]);
    expect(answer.keywords.map((keyword) => keyword.keyword)).toEqual([
      'Ceramic coffee mug',
      'stoneware mug',
      'handmade mug',
      'gift mug',
      'dishwasher safe mug',
      'stoneware mug',
    ]);
    for (const keyword of answer.keywords) {
      expect(keyword).toMatchObject({
        searchVolume: null,
        competition: null,
        trend: null,
        relevanceScore: null,
        category: 'home',
      });
    }
  });

  it('answers nothing for text with no keyword-like phrases', () => {
    expect(parseKeywordAnswer('I cannot help with that.', 'general')).toEqual({
      keywords: [],
      suggestions: [],
      parsed: false,
    });
  });
});
