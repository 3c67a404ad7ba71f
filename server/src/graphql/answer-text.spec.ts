import { answerText } from './answer-text';

describe('answerText', () => {
  it('is the answer as compact JSON', () => {
    const result = {
      data: { items: { nodes: [{ id: '1', name: 'Mug' }] }, itemStats: { total: 1 } },
      errors: [{ message: 'Item not found', path: ['item'] }],
    };
    const expected = JSON.stringify(result);
    expect(answerText(result)).toBe(expected);
  });

  it('lets the data go once written: each top-level field is null', () => {
    const nodes = [{ id: '1', name: 'Mug' }];
    const result = { data: { items: { nodes }, viewer: null } };
    answerText(result);
    expect(result).toEqual({ data: { items: null, viewer: null } });
    // The rows themselves are untouched (they are the resolver's).
    expect(nodes).toEqual([{ id: '1', name: 'Mug' }]);
  });

  it('answers results without data', () => {
    expect(answerText({ errors: [{ message: 'Syntax Error' }] })).toBe(
      '{"errors":[{"message":"Syntax Error"}]}',
    );
    expect(answerText({ data: null, errors: [{ message: 'x' }] })).toBe(
      '{"data":null,"errors":[{"message":"x"}]}',
    );
  });
});
