import {
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

/**
 * The names of the fields an operation asks for under the resolver's field, following `path`
 * (`['nodes']`: the fields of each node of a connection), through inline and named fragments.
 * Fields under @skip/@include count as asked for: reading a column too many is harmless.
 */
export function selectedFields(
  info: GraphQLResolveInfo,
  path: readonly string[] = [],
): Set<string> {
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((node) =>
    node.selectionSet ? [node.selectionSet] : [],
  );
  for (const name of path) {
    sets = sets.flatMap((set) =>
      fieldsOf(set, info.fragments).flatMap((field) =>
        field.name.value === name && field.selectionSet ? [field.selectionSet] : [],
      ),
    );
  }
  return new Set(sets.flatMap((set) => fieldsOf(set, info.fragments).map((f) => f.name.value)));
}

function fieldsOf(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): FieldNode[] {
  return set.selections.flatMap((selection): FieldNode[] => {
    switch (selection.kind) {
      case Kind.FIELD:
        return [selection];
      case Kind.INLINE_FRAGMENT:
        return fieldsOf(selection.selectionSet, fragments, seen);
      case Kind.FRAGMENT_SPREAD: {
        const name = selection.name.value;
        const fragment = fragments[name];
        if (!fragment || seen.has(name)) return [];
        seen.add(name);
        return fieldsOf(fragment.selectionSet, fragments, seen);
      }
    }
  });
}

/**
 * `compute(info)` remembered per field of a parsed document: the selection under a field is the
 * same every time that document runs (Apollo hands out the same parsed document for the same
 * query text), so it is worked out once instead of on every request. A field merged from
 * several nodes (asked for twice) is computed each time.
 */
export function perSelection<T>(compute: (info: GraphQLResolveInfo) => T) {
  const known = new WeakMap<FieldNode, T>();
  return (info: GraphQLResolveInfo): T => {
    if (info.fieldNodes.length !== 1) return compute(info);
    const node = info.fieldNodes[0];
    let found = known.get(node);
    if (found === undefined) {
      found = compute(info);
      known.set(node, found);
    }
    return found;
  };
}
