import { CHANNEL_FIELD_GROUPS, toggleChannelField } from './options';

describe('choosing marketplace fields', () => {
  it('offers each field once, by marketplace', () => {
    const values = CHANNEL_FIELD_GROUPS.flatMap((group) => group.fields.map((f) => f.value));
    expect(new Set(values).size).toBe(values.length);
    expect(values.sort()).toEqual(
      [
        'BULLET_POINTS',
        'MARKETPLACE_TITLE',
        'SEARCH_TERMS',
        'SEO_DESCRIPTION',
        'SEO_TITLE',
        'TAGS',
      ].sort(),
    );
  });

  it('turns one field on or off and keeps the list in the order the settings show', () => {
    expect(toggleChannelField(['TAGS'], 'SEO_TITLE', true)).toEqual(['SEO_TITLE', 'TAGS']);
    expect(toggleChannelField(['SEO_TITLE', 'TAGS'], 'SEO_TITLE', false)).toEqual(['TAGS']);
    expect(toggleChannelField(['TAGS'], 'TAGS', true)).toEqual(['TAGS']);
    expect(toggleChannelField([], 'TAGS', false)).toEqual([]);
  });
});
