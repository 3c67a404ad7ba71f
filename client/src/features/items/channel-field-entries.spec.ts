import { EMPTY_CHANNEL_FIELDS } from '../../../../core/src/shared/channel-fields';
import { channelFieldEntries } from './channel-field-entries';

const NONE = EMPTY_CHANNEL_FIELDS;

describe('the marketplace fields a row shows', () => {
  it('shows nothing for an item without any', () => {
    expect(channelFieldEntries(NONE)).toEqual([]);
  });

  it('lists the fields that hold something, in settings order, each measured against its limit', () => {
    const entries = channelFieldEntries({
      ...NONE,
      marketplaceTitle: 'Oak Board',
      tags: ['kitchen', 'gift'],
      seoTitle: 'Oak Cutting Board',
      searchTerms: 'oak groove café',
    });
    expect(entries.map((entry) => [entry.field, entry.measure])).toEqual([
      ['seoTitle', '17/70 characters'],
      ['searchTerms', '16/249 bytes'],
      ['tags', '2/13 tags'],
      ['marketplaceTitle', '9/140 characters'],
    ]);
    expect(entries.find((entry) => entry.field === 'tags')?.list).toEqual(['kitchen', 'gift']);
  });
});
