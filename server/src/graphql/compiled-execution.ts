import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  execute,
  getVariableValues,
  GraphQLError,
  OperationTypeNode,
  valueFromASTUntyped,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type VariableDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** A document is compiled when it runs for the second time (see CompiledExecution). */
const COMPILE_AT_USE = 2;
/**
 * Documents whose compiled code is kept, the most recently run (compiled code is far larger
 * than the document, and Apollo's document cache counts only the documents).
 */
const MAX_COMPILED_DOCUMENTS = 500;

interface DocumentPlans {
  uses: number;
  /** Compiled operations by operation name ('' for the only one); null: runs in graphql-js. */
  compiled: Map<string, CompiledQuery | null>;
}

/**
 * Runs queries and mutations over HTTP through graphql-jit: each operation is compiled once
 * into a function that reads plain fields straight off their objects, instead of graphql-js
 * walking the document for every field of every row (an `items(first: 100)` page is 800
 * fields). Apollo still parses, validates (armor's limits, the token limit) and prices every
 * operation first, and runs its plugins; only execution is replaced.
 *
 * A document is compiled on its second run (the first runs in graphql-js), so a caller who
 * sends a new document each time costs no compilation. Compiled operations are kept per
 * parsed document (Apollo hands out the same document object for the same query text from its
 * document cache), for the 500 documents run most recently. Variables are checked by
 * graphql-js first, so a bad variable is answered exactly as before. Subscriptions over HTTP
 * (refused) stay with graphql-js; those over the WebSocket never come here.
 *
 * Apollo Server accepts a custom executor only as a "gateway": this is one, with the app's
 * own schema.
 */
export class CompiledExecution implements GatewayInterface {
  private readonly plans = new WeakMap<DocumentNode, DocumentPlans>();
  // The documents that hold compiled code, least recently run first.
  private readonly withCode = new Map<DocumentNode, DocumentPlans>();

  constructor(private readonly schema: GraphQLSchema) {}

  /** Operations compiled so far (tests). */
  compiledCount = 0;

  onSchemaLoadOrUpdate(
    callback: (schemaContext: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void,
  ): () => void {
    callback({ apiSchema: this.schema, coreSupergraphSdl: '' });
    return () => undefined;
  }

  load(): Promise<{ executor: GatewayExecutor }> {
    return Promise.resolve({ executor: (context) => this.execute(context) });
  }

  stop(): Promise<void> {
    return Promise.resolve();
  }

  private async execute(
    context: Parameters<GatewayExecutor>[0],
  ): Promise<ExecutionResult<Record<string, unknown>>> {
    const { document, operation, request } = context;
    const variables = request.variables ?? {};
    const runInGraphqlJs = () =>
      execute({
        schema: this.schema,
        document,
        contextValue: context.context,
        variableValues: variables,
        operationName: request.operationName,
      }) as Promise<ExecutionResult<Record<string, unknown>>>;
    if (operation.operation === OperationTypeNode.SUBSCRIPTION) return runInGraphqlJs();
    const coerced = getVariableValues(this.schema, operation.variableDefinitions ?? [], variables, {
      maxErrors: 50,
    });
    if (coerced.errors) return { errors: coerced.errors };
    const compiled = this.compiled(document, request.operationName ?? '');
    if (!compiled) return runInGraphqlJs();
    const result = (await compiled.query(
      undefined,
      context.context,
      withDefaults(operation.variableDefinitions, variables),
    )) as ExecutionResult<Record<string, unknown>>;
    return result.errors ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
  }

  private compiled(document: DocumentNode, operationName: string): CompiledQuery | null {
    let plans = this.plans.get(document);
    if (!plans) {
      plans = { uses: 0, compiled: new Map() };
      this.plans.set(document, plans);
    }
    const found = plans.compiled.get(operationName);
    if (found !== undefined) {
      if (found) this.touch(document, plans);
      return found;
    }
    plans.uses += 1;
    if (plans.uses < COMPILE_AT_USE) return null;
    const result = compileQuery(this.schema, document, operationName || undefined);
    // Anything it cannot compile runs in graphql-js, which answers it as it always has.
    const compiled = isCompiledQuery(result) ? result : null;
    plans.compiled.set(operationName, compiled);
    if (compiled) {
      this.compiledCount += 1;
      this.touch(document, plans);
    }

    return compiled;
  }

  // Marks a document with compiled code as the most recently run; past the limit, the least
  // recently run one lets its code go (it compiles again if it comes back and runs twice).
  private touch(document: DocumentNode, plans: DocumentPlans): void {
    this.withCode.delete(document);
    this.withCode.set(document, plans);
    if (this.withCode.size <= MAX_COMPILED_DOCUMENTS) return;
    const [oldest, dropped] = this.withCode.entries().next().value as [DocumentNode, DocumentPlans];
    this.withCode.delete(oldest);
    dropped.compiled.clear();
    dropped.uses = 0;
  }

  /** Documents holding compiled code now (tests). */
  get documentsWithCode(): number {
    return this.withCode.size;
  }
}

/**
 * graphql-jit's errors are GraphQLErrors with read-only fields and no `extensions` object
 * unless their cause had one; Apollo (and everything after it) expects graphql-js's own, as
 * execute makes them: the same message, locations, path, cause and extensions.
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const converted = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
  (converted as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return converted;
}

/**
 * The variables with the operation's defaults filled in where one was not given, as
 * graphql-js does (graphql-jit refuses a missing `Boolean! = false`). Defaults go in as their
 * literals, so they are coerced like any given value.
 */
function withDefaults(
  definitions: readonly VariableDefinitionNode[] | undefined,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  let filled = variables;
  for (const definition of definitions ?? []) {
    const name = definition.variable.name.value;
    if (!definition.defaultValue || Object.hasOwn(variables, name)) continue;
    if (filled === variables) filled = { ...variables };
    filled[name] = valueFromASTUntyped(definition.defaultValue);
  }
  return filled;
}
