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
  },
};

export default config;
