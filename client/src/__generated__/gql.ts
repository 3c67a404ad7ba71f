/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ItemFields on Item {\n    id\n    name\n    sku\n    details\n    price\n    notes\n    description\n    status\n    createdAt\n    updatedAt\n  }\n": typeof types.ItemFieldsFragmentDoc,
    "\n  query Items($first: Int!, $after: String) {\n    items(first: $first, after: $after) {\n      nodes {\n        ...ItemFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.ItemsDocument,
    "\n  query ItemStats {\n    itemStats {\n      total\n      withDescriptions\n      pending\n      processing\n    }\n  }\n": typeof types.ItemStatsDocument,
    "\n  mutation AddItem($input: ItemInput) {\n    addItem(input: $input) {\n      ...ItemFields\n    }\n  }\n": typeof types.AddItemDocument,
    "\n  mutation UpdateItem($id: ID!, $patch: ItemPatch!) {\n    updateItem(id: $id, patch: $patch) {\n      ...ItemFields\n    }\n  }\n": typeof types.UpdateItemDocument,
    "\n  mutation DeleteItem($id: ID!) {\n    deleteItem(id: $id)\n  }\n": typeof types.DeleteItemDocument,
    "\n  mutation DuplicateItem($id: ID!) {\n    duplicateItem(id: $id) {\n      ...ItemFields\n    }\n  }\n": typeof types.DuplicateItemDocument,
    "\n  subscription ItemChanged {\n    itemChanged {\n      kind\n      itemId\n      item {\n        ...ItemFields\n      }\n    }\n  }\n": typeof types.ItemChangedDocument,
    "\n  fragment PromptSettingsFields on PromptSettings {\n    writingStyle\n    targetAudience\n    tone\n    characterCount\n    industry\n    language\n  }\n": typeof types.PromptSettingsFieldsFragmentDoc,
    "\n  query PromptSettings {\n    promptSettings {\n      ...PromptSettingsFields\n    }\n  }\n": typeof types.PromptSettingsDocument,
    "\n  mutation UpdatePromptSettings($input: PromptSettingsInput!) {\n    updatePromptSettings(input: $input) {\n      ...PromptSettingsFields\n    }\n  }\n": typeof types.UpdatePromptSettingsDocument,
};
const documents: Documents = {
    "\n  fragment ItemFields on Item {\n    id\n    name\n    sku\n    details\n    price\n    notes\n    description\n    status\n    createdAt\n    updatedAt\n  }\n": types.ItemFieldsFragmentDoc,
    "\n  query Items($first: Int!, $after: String) {\n    items(first: $first, after: $after) {\n      nodes {\n        ...ItemFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.ItemsDocument,
    "\n  query ItemStats {\n    itemStats {\n      total\n      withDescriptions\n      pending\n      processing\n    }\n  }\n": types.ItemStatsDocument,
    "\n  mutation AddItem($input: ItemInput) {\n    addItem(input: $input) {\n      ...ItemFields\n    }\n  }\n": types.AddItemDocument,
    "\n  mutation UpdateItem($id: ID!, $patch: ItemPatch!) {\n    updateItem(id: $id, patch: $patch) {\n      ...ItemFields\n    }\n  }\n": types.UpdateItemDocument,
    "\n  mutation DeleteItem($id: ID!) {\n    deleteItem(id: $id)\n  }\n": types.DeleteItemDocument,
    "\n  mutation DuplicateItem($id: ID!) {\n    duplicateItem(id: $id) {\n      ...ItemFields\n    }\n  }\n": types.DuplicateItemDocument,
    "\n  subscription ItemChanged {\n    itemChanged {\n      kind\n      itemId\n      item {\n        ...ItemFields\n      }\n    }\n  }\n": types.ItemChangedDocument,
    "\n  fragment PromptSettingsFields on PromptSettings {\n    writingStyle\n    targetAudience\n    tone\n    characterCount\n    industry\n    language\n  }\n": types.PromptSettingsFieldsFragmentDoc,
    "\n  query PromptSettings {\n    promptSettings {\n      ...PromptSettingsFields\n    }\n  }\n": types.PromptSettingsDocument,
    "\n  mutation UpdatePromptSettings($input: PromptSettingsInput!) {\n    updatePromptSettings(input: $input) {\n      ...PromptSettingsFields\n    }\n  }\n": types.UpdatePromptSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemFields on Item {\n    id\n    name\n    sku\n    details\n    price\n    notes\n    description\n    status\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ItemFields on Item {\n    id\n    name\n    sku\n    details\n    price\n    notes\n    description\n    status\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Items($first: Int!, $after: String) {\n    items(first: $first, after: $after) {\n      nodes {\n        ...ItemFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query Items($first: Int!, $after: String) {\n    items(first: $first, after: $after) {\n      nodes {\n        ...ItemFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemStats {\n    itemStats {\n      total\n      withDescriptions\n      pending\n      processing\n    }\n  }\n"): (typeof documents)["\n  query ItemStats {\n    itemStats {\n      total\n      withDescriptions\n      pending\n      processing\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddItem($input: ItemInput) {\n    addItem(input: $input) {\n      ...ItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddItem($input: ItemInput) {\n    addItem(input: $input) {\n      ...ItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateItem($id: ID!, $patch: ItemPatch!) {\n    updateItem(id: $id, patch: $patch) {\n      ...ItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateItem($id: ID!, $patch: ItemPatch!) {\n    updateItem(id: $id, patch: $patch) {\n      ...ItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteItem($id: ID!) {\n    deleteItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteItem($id: ID!) {\n    deleteItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateItem($id: ID!) {\n    duplicateItem(id: $id) {\n      ...ItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateItem($id: ID!) {\n    duplicateItem(id: $id) {\n      ...ItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ItemChanged {\n    itemChanged {\n      kind\n      itemId\n      item {\n        ...ItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ItemChanged {\n    itemChanged {\n      kind\n      itemId\n      item {\n        ...ItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromptSettingsFields on PromptSettings {\n    writingStyle\n    targetAudience\n    tone\n    characterCount\n    industry\n    language\n  }\n"): (typeof documents)["\n  fragment PromptSettingsFields on PromptSettings {\n    writingStyle\n    targetAudience\n    tone\n    characterCount\n    industry\n    language\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromptSettings {\n    promptSettings {\n      ...PromptSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query PromptSettings {\n    promptSettings {\n      ...PromptSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePromptSettings($input: PromptSettingsInput!) {\n    updatePromptSettings(input: $input) {\n      ...PromptSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePromptSettings($input: PromptSettingsInput!) {\n    updatePromptSettings(input: $input) {\n      ...PromptSettingsFields\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;