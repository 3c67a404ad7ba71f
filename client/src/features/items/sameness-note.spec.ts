import { samenessNote } from './sameness-note';

describe("a row's sameness note", () => {
  it('says nothing without a flag', () => {
    expect(samenessNote(null)).toBeNull();
  });

  it('counts the other products and names the first few, with the shared words', () => {
    const note = samenessNote({
      __typename: 'ItemSameness',
      sharesWordsWith: ['Oak Board', 'Ash Board'],
      sharesWordsWithCount: 4,
      sharedRun: 'crafted for everyday use, this piece brings',
      sameOpeningAs: ['Oak Board'],
      sameOpeningCount: 1,
    });
    expect(note?.label).toBe('Reads like 4 other products');
    expect(note?.detail).toBe(
      'Shares “crafted for everyday use, this piece brings” with Oak Board, Ash Board and 2 more. ' +
        'Opens like Oak Board. Rewrite it before search engines see duplicate content.',
    );
  });
});
