import { GraphQLEnumType, GraphQLSchema } from 'graphql';
import { ErrorCode } from '../../../core/src/errors/domain-error';

// No field returns an ErrorCode (codes travel in extensions), and type-graphql only emits
// enums a field uses; so the enum joins the schema here, for codegen to type the client.
const ErrorCodeType = new GraphQLEnumType({
  name: 'ErrorCode',
  description:
    "extensions.code of every error the API answers with: clients switch on it and show the error's message",
  values: Object.fromEntries(Object.values(ErrorCode).map((code) => [code, { value: code }])),
});

/** The schema with `enum ErrorCode` added to its types. */
export function withErrorCodes(schema: GraphQLSchema): GraphQLSchema {
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, types: [...config.types, ErrorCodeType] });
}
