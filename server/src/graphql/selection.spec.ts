import { Kind, parse, type FragmentDefinitionNode, type GraphQLResolveInfo } from 'graphql';
import { perSelection, selectedFields } from './selection';

// The parts of the resolver's info that selectedFields reads, for the first root field.
function infoOf(document: string): GraphQLResolveInfo {
  const parsed = parse(document);
  const fragments: Record<string, FragmentDefinitionNode> = {};
  let operation = null;
  for (const definition of parsed.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
    if (definition.kind === Kind.OPERATION_DEFINITION) operation = definition;
  }
  const root = operation?.selectionSet.selections[0];
  if (root?.kind !== Kind.FIELD) throw new Error('no root field');
  return { fieldNodes: [root], fragments } as unknown as GraphQLResolveInfo;
}

describe('selectedFields', () => {
  it('names the fields under the resolver, by name not alias', () => {
    const info = infoOf('{ items(first: 2) { rows: nodes { id } count: totalCount } }');
    expect([...selectedFields(info)]).toEqual(['nodes', 'totalCount']);
  });

  it('follows a path through named and inline fragments', () => {
    const info = infoOf(`
      query { items { nodes { id ...A ... on Item { price } } pageInfo { endCursor } } }
      fragment A on Item { name ...B }
      fragment B on Item { sku name }
    `);
    expect(selectedFields(info, ['nodes'])).toEqual(new Set(['id', 'name', 'sku', 'price']));
    expect(selectedFields(info, ['pageInfo'])).toEqual(new Set(['endCursor']));
  });

  it('joins the selections of a field asked for twice', () => {
    const info = infoOf('{ items { nodes { id } more: nodes { notes } } }');
    expect(selectedFields(info, ['nodes'])).toEqual(new Set(['id', 'notes']));
  });

  it('is empty for a path the operation does not ask for', () => {
    expect(selectedFields(infoOf('{ items { totalCount } }'), ['nodes']).size).toBe(0);
  });
});

describe('perSelection', () => {
  it('computes once per field of a document, and again for another document', () => {
    let runs = 0;
    const names = perSelection((info) => {
      runs += 1;
      return [...selectedFields(info, ['nodes'])];
    });
    const one = infoOf('{ items { nodes { id name } } }');
    expect(names(one)).toEqual(['id', 'name']);
    expect(names({ ...one })).toEqual(['id', 'name']);
    expect(runs).toBe(1);
    expect(names(infoOf('{ items { nodes { sku } } }'))).toEqual(['sku']);
    expect(runs).toBe(2);
  });
});
