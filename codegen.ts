import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the browser client, generated from the committed API contract.
const config: CodegenConfig = {
  schema: './schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/__generated__/**/*'],
  ignoreNoDocuments: false,
  generates: {
    'client/src/__generated__/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
        scalars: { DateTimeISO: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
        // Apollo adds __typename to every selection; typing it lets optimistic responses check.
        nonOptionalTypename: true,
      },
    },
    // Every enum of the schema as a value, whether or not a document selects it: the client
    // switches on ErrorCode (error extensions are not part of any document).
    'client/src/__generated__/enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsConst: true, namingConvention: { enumValues: 'keep' } },
    },
  },
};

export default config;
