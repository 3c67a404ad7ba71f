import { EMPTY_CHANNEL_FIELDS } from '../../../../../core/src/shared/channel-fields';
import { createCache } from '../../../apollo/cache';
import type { Item } from '../item-fields';
import { appendItem, applyItemChange, insertItemAfter, removeItem } from './item-cache';
import { ItemsQuery } from './items.graphql';

function item(id: string): Item {
  return {
    __typename: 'Item',
    id,
    name: `Product ${id}`,
    sku: '',
    details: '',
    price: '',
    notes: '',
    description: '',
    status: 'IDLE',
    statusMessage: null,
    provider: null,
    claimWarnings: [],
    lengthNote: null,
    ...EMPTY_CHANNEL_FIELDS,
    sameness: null,
    reviewState: null,
    reviewInstruction: null,
    versionCount: 0,
    choosingVersion: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** The item as normalised in the cache, if it is there. */
function stored(cache: ReturnType<typeof createCache>, id: string): unknown {
  return cache.extract()[cache.identify({ __typename: 'Item', id }) ?? ''];
}

/** A cache holding the item list as the table reads it. */
function cacheWith(ids: string[]) {
  const cache = createCache();
  cache.writeQuery({
    query: ItemsQuery,
    variables: { first: 500 },
    data: {
      __typename: 'Query',
      items: {
        __typename: 'ItemConnection',
        nodes: ids.map(item),
        pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
        totalCount: ids.length,
      },
    },
  });
  const list = () => {
    const data = cache.readQuery({ query: ItemsQuery, variables: { first: 500 } });
    return { ids: data?.items.nodes.map((node) => node.id), total: data?.items.totalCount };
  };
  return { cache, list };
}

describe('item list cache updates', () => {
  it('appends an item once, however often it is reported', () => {
    const { cache, list } = cacheWith(['a', 'b']);
    appendItem(cache, item('c'));
    appendItem(cache, item('c'));
    expect(list()).toEqual({ ids: ['a', 'b', 'c'], total: 3 });
  });

  it('puts a copy right after its original, first with no original, and moves one present', () => {
    const { cache, list } = cacheWith(['a', 'b', 'c']);
    insertItemAfter(cache, item('a2'), 'a');
    expect(list()).toEqual({ ids: ['a', 'a2', 'b', 'c'], total: 4 });
    insertItemAfter(cache, item('z'), null);
    expect(list()).toEqual({ ids: ['z', 'a', 'a2', 'b', 'c'], total: 5 });
    insertItemAfter(cache, item('z'), 'c');
    expect(list()).toEqual({ ids: ['a', 'a2', 'b', 'c', 'z'], total: 5 });
    insertItemAfter(cache, item('y'), 'gone');
    expect(list()).toEqual({ ids: ['a', 'a2', 'b', 'c', 'z', 'y'], total: 6 });
  });

  it('removes an item from the list and the cache, and a missing one changes nothing', () => {
    const { cache, list } = cacheWith(['a', 'b']);
    removeItem(cache, 'a');
    expect(list()).toEqual({ ids: ['b'], total: 1 });
    expect(stored(cache, 'a')).toBeUndefined();
    removeItem(cache, 'nope');
    expect(list()).toEqual({ ids: ['b'], total: 1 });
  });

  it('applies itemChanged events: added, updated, deleted', () => {
    const { cache, list } = cacheWith(['a']);
    applyItemChange(cache, {
      __typename: 'ItemChange',
      kind: 'ADDED',
      itemId: 'b',
      item: item('b'),
    });
    applyItemChange(cache, {
      __typename: 'ItemChange',
      kind: 'UPDATED',
      itemId: 'a',
      item: { ...item('a'), description: 'Written' },
    });
    expect(list()).toEqual({ ids: ['a', 'b'], total: 2 });
    expect(stored(cache, 'a')).toMatchObject({ description: 'Written' });
    applyItemChange(cache, { __typename: 'ItemChange', kind: 'DELETED', itemId: 'a', item: null });
    expect(list()).toEqual({ ids: ['b'], total: 1 });
  });
});
