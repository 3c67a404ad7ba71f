import type { GenerationHistoryQuery } from '../../../__generated__/graphql';
import { appendHistoryPage } from './useHistoryList';

type Record = GenerationHistoryQuery['generationHistory']['nodes'][number];

function page(ids: string[], endCursor: string | null): GenerationHistoryQuery {
  return {
    __typename: 'Query',
    generationHistory: {
      __typename: 'GenerationRecordConnection',
      nodes: ids.map((id) => ({ __typename: 'GenerationRecord', id }) as Record),
      pageInfo: { __typename: 'HistoryPageInfo', endCursor, hasNextPage: endCursor !== null },
      totalCount: 5,
    },
  };
}

describe('history pages', () => {
  it('appends a later page after the records shown, without listing one twice', () => {
    const merged = appendHistoryPage(
      page(['r1', 'r2', 'r3'], 'c3'),
      page(['r3', 'r4', 'r5'], null),
    );
    expect(merged.generationHistory.nodes.map((node) => node.id)).toEqual([
      'r1',
      'r2',
      'r3',
      'r4',
      'r5',
    ]);
    // The later page's cursor and counts carry on.
    expect(merged.generationHistory.pageInfo).toEqual({
      __typename: 'HistoryPageInfo',
      endCursor: null,
      hasNextPage: false,
    });
  });
});
