import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  OperationTypeNode,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import type { RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the HTTP guard: a GraphQL request whose document holds only queries. */
    graphqlQueryOnly?: boolean;
  }
}

/** The limits every operation must fit, over HTTP and WebSocket alike. */
export interface GraphQLLimits {
  maxDepth: number;
  maxAliases: number;
  maxTokens: number;
  maxDirectives: number;
  /** Most cost units one operation may have (see pageSizeEstimator). */
  maxCost: number;
  /** Production hides the schema: no introspection, no "Did you mean …?" suggestions. */
  hideSchema: boolean;
}

/**
 * The cost model: a field that takes a page size (`first`, `limit`) costs that many times
 * its children, every other field costs 1 plus its children. So
 * `items(first: 200) { nodes { id name } }` costs 1 + 200 × (1 + 2) = 601, and a thousand
 * aliases of it cost what a thousand such pages would cost the database.
 */
export const pageSizeEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  const size: unknown = args.first ?? args.limit;
  if (typeof size !== 'number') return undefined;
  return 1 + Math.max(size, 1) * Math.max(childComplexity, 1);
};

const ESTIMATORS = [pageSizeEstimator, simpleEstimator({ defaultComplexity: 1 })];

/** The cost of an operation, or null when its variables do not fit it (execution says so). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number | null {
  try {
    return getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      operationName,
      estimators: ESTIMATORS,
    });
  } catch {
    return null;
  }
}

export function costError(limits: GraphQLLimits, cost: number): GraphQLError {
  return new GraphQLError(`Query cost limit of ${limits.maxCost} exceeded, found ${cost}.`, {
    extensions: {
      code: 'GRAPHQL_VALIDATION_FAILED',
      maxCost: limits.maxCost,
      cost,
      http: { status: 400 },
    },
  });
}

/**
 * graphql-armor's depth, alias and directive limits (and its suggestion mask in production)
 * for Apollo Server, graphql-js's own token limit in the parser (armor's token plugin answers
 * 500 on Apollo Server 5; the parser's option is what armor recommends for graphql-js), and
 * the page-size cost model. Batched HTTP requests stay off (Apollo's default).
 */
export function apolloLimits(limits: GraphQLLimits): {
  plugins: ApolloServerPlugin[];
  validationRules: ValidationRule[];
  parseOptions: { maxTokens: number };
} {
  const armor = new ApolloArmor(armorConfig(limits)).protect();
  const costs = new CostCache();
  const costPlugin: ApolloServerPlugin = {
    requestDidStart: () =>
      Promise.resolve({
        didResolveOperation: ({ schema, document, request, operationName }) => {
          const cost = costs.get(document, request.variables, operationName, () =>
            operationCost(schema, document, request.variables, operationName ?? undefined),
          );
          if (cost !== null && cost > limits.maxCost) throw costError(limits, cost);
          return Promise.resolve();
        },
      }),
  };
  return {
    plugins: [...armor.plugins, costPlugin],
    validationRules: [
      ...armor.validationRules,
      ...(limits.hideSchema ? [NoSchemaIntrospectionCustomRule] : []),
    ],
    parseOptions: { maxTokens: limits.maxTokens },
  };
}

/** Variable sets remembered per document; past this the document's list starts again. */
const COSTS_PER_DOCUMENT = 64;

/**
 * The cost of an operation depends only on its document, operation and variables. Apollo
 * hands the same parsed document for the same query text, so the cost is computed once per
 * document and variable set instead of on every request.
 */
class CostCache {
  private readonly byDocument = new WeakMap<DocumentNode, Map<string, number | null>>();

  get(
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
    operationName: string | null | undefined,
    compute: () => number | null,
  ): number | null {
    let costs = this.byDocument.get(document);
    if (!costs) {
      costs = new Map();
      this.byDocument.set(document, costs);
    }
    const key = `${operationName ?? ''}\u0000${JSON.stringify(variables ?? {})}`;
    if (costs.has(key)) return costs.get(key) as number | null;
    const cost = compute();
    if (costs.size >= COSTS_PER_DOCUMENT) costs.clear();
    costs.set(key, cost);
    return cost;
  }
}

/**
 * The same checks for an operation that arrives over the WebSocket: parse with the token
 * limit, validate with the standard rules and armor's, then the cost. Answers the errors
 * (none: the operation may run).
 */
export function createWsGuard(
  schema: GraphQLSchema,
  limits: GraphQLLimits,
): (payload: {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}) => readonly GraphQLError[] {
  const { validationRules } = apolloLimits(limits);
  const rules = [...specifiedRules, ...validationRules];
  return (payload) => {
    let document: DocumentNode;
    try {
      document = parse(payload.query, { maxTokens: limits.maxTokens });
    } catch (error) {
      return [error instanceof GraphQLError ? error : new GraphQLError('Syntax Error')];
    }
    const errors = validate(schema, document, rules);
    if (errors.length > 0) {
      return limits.hideSchema ? errors.map(withoutSuggestions) : errors;
    }
    const cost = operationCost(
      schema,
      document,
      payload.variables ?? undefined,
      payload.operationName ?? undefined,
    );
    return cost !== null && cost > limits.maxCost ? [costError(limits, cost)] : [];
  };
}

/** Query texts whose parse and validation were judged lately (a bound, not a cache of all). */
const JUDGED_QUERIES = 1000;

interface Judgement {
  errors: readonly GraphQLError[];
  /** Every operation of the document is a query. */
  queryOnly: boolean;
}

/**
 * The same parse (token limit) and validation (depth, aliases, directives) for a POSTed
 * operation, before anything else looks at the request: an over-limit operation is answered
 * 400 by graphql-js and armor's own rules without a session lookup, a guest session made for a
 * cookieless caller, or a log of the owner. What passes goes on to Apollo, which checks the
 * same again from its document cache and prices the operation with its variables. A document
 * of queries only is marked (req.graphqlQueryOnly): such a request cannot change a session.
 */
export function createHttpGuard(schema: GraphQLSchema, limits: GraphQLLimits): RequestHandler {
  const guard = createWsGuard(schema, { ...limits, maxCost: Number.POSITIVE_INFINITY });
  const judge = (query: string): Judgement => {
    const errors = guard({ query });
    if (errors.length > 0) return { errors, queryOnly: false };
    const document = parse(query, { maxTokens: limits.maxTokens });
    return {
      errors,
      queryOnly: document.definitions.every(
        (definition) =>
          definition.kind !== Kind.OPERATION_DEFINITION ||
          definition.operation === OperationTypeNode.QUERY,
      ),
    };
  };
  const judged = new Map<string, Judgement>();
  return (req, res, next) => {
    const body = req.body as { query?: unknown; variables?: unknown } | undefined;
    if (req.method !== 'POST' || !body || Array.isArray(body) || typeof body.query !== 'string') {
      return next();
    }
    const query = body.query;
    let judgement = judged.get(query);
    if (!judgement) {
      judgement = judge(query);
      if (judged.size >= JUDGED_QUERIES) judged.clear();
      judged.set(query, judgement);
    }
    const { errors } = judgement;
    if (errors.length === 0) {
      req.graphqlQueryOnly = judgement.queryOnly;
      return next();
    }
    const code = errors.some((error) => error.message.startsWith('Syntax Error'))
      ? 'GRAPHQL_PARSE_FAILED'
      : 'GRAPHQL_VALIDATION_FAILED';
    res.status(400).json({
      errors: errors.map((error) => ({
        ...error.toJSON(),
        extensions: { ...error.extensions, code: error.extensions.code ?? code },
      })),
    });
  };
}

function armorConfig(limits: GraphQLLimits) {
  return {
    maxDepth: { n: limits.maxDepth },
    maxAliases: { n: limits.maxAliases },
    // The parser's own maxTokens (see apolloLimits).
    maxTokens: { enabled: false },
    maxDirectives: { n: limits.maxDirectives },
    // The page-size cost model above replaces armor's flat one.
    costLimit: { enabled: false },
    blockFieldSuggestion: { enabled: limits.hideSchema },
  };
}

const SUGGESTION = / ?Did you mean .+\?$/;

function withoutSuggestions(error: GraphQLError): GraphQLError {
  if (!SUGGESTION.test(error.message)) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    extensions: error.extensions,
  });
}
