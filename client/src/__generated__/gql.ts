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
    "\n  fragment ViewerFields on Viewer {\n    kind\n    customizationLocked\n    googleSignInEnabled\n    user {\n      ...UserFields\n    }\n    usage {\n      ...UsageFields\n    }\n    preferences {\n      ...PreferencesFields\n    }\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  fragment UserFields on User {\n    id\n    email\n    displayName\n    photoUrl\n    plan\n    hasPassword\n    createdAt\n  }\n": typeof types.UserFieldsFragmentDoc,
    "\n  fragment PreferencesFields on Preferences {\n    theme\n    notifyOnBatchDone\n  }\n": typeof types.PreferencesFieldsFragmentDoc,
    "\n  fragment UsageFields on Usage {\n    plan\n    generationsUsed\n    generationsLimit\n    remaining\n    overage\n    periodStart\n    resetDate\n  }\n": typeof types.UsageFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": typeof types.SignOutDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($currentPassword: String, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($password: String) {\n    deleteAccount(password: $password)\n  }\n": typeof types.DeleteAccountDocument,
    "\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      ...PreferencesFields\n    }\n  }\n": typeof types.UpdatePreferencesDocument,
    "\n  fragment BatchFields on GenerationBatch {\n    id\n    status\n    onlyFailed\n    total\n    succeeded\n    failed\n    skipped\n    pending\n    generating\n    itemsPerMinute\n    secondsLeft\n    fallbackUsed\n    fallbackProviderName\n    notice\n    stopReason\n    samenessFlagged\n    versions\n    rewrite\n    unchangedCount\n    notReadyCount\n    notReady {\n      itemId\n      name\n      reason\n    }\n    createdAt\n    startedAt\n    finishedAt\n  }\n": typeof types.BatchFieldsFragmentDoc,
    "\n  query GenerateAllPreview(\n    $onlyFailed: Boolean!\n    $itemIds: [ID!]\n    $versions: Int\n    $rewrite: Boolean\n    $force: Boolean\n  ) {\n    generateAllPreview(\n      onlyFailed: $onlyFailed\n      itemIds: $itemIds\n      versions: $versions\n      rewrite: $rewrite\n      force: $force\n    ) {\n      itemCount\n      willUse\n      versions\n      unchangedCount\n      remaining\n      quota\n      goesIntoOverage\n      blockedReason\n      notice\n      notReadyCount\n      notReady {\n        itemId\n        name\n        reason\n      }\n      emptyReason\n    }\n  }\n": typeof types.GenerateAllPreviewDocument,
    "\n  query ActiveBatch {\n    activeBatch {\n      ...BatchFields\n    }\n  }\n": typeof types.ActiveBatchDocument,
    "\n  query GenerationBatch($id: ID!) {\n    generationBatch(id: $id) {\n      ...BatchFields\n    }\n  }\n": typeof types.GenerationBatchDocument,
    "\n  mutation GenerateAll(\n    $onlyFailed: Boolean!\n    $itemIds: [ID!]\n    $versions: Int\n    $rewrite: Boolean\n    $force: Boolean\n  ) {\n    generateAll(\n      onlyFailed: $onlyFailed\n      itemIds: $itemIds\n      versions: $versions\n      rewrite: $rewrite\n      force: $force\n    ) {\n      ...BatchFields\n      queuedItemIds\n    }\n  }\n": typeof types.GenerateAllDocument,
    "\n  mutation CancelBatch($id: ID!) {\n    cancelBatch(id: $id) {\n      ...BatchFields\n    }\n  }\n": typeof types.CancelBatchDocument,
    "\n  subscription BatchProgress($batchId: ID!) {\n    batchProgress(batchId: $batchId) {\n      batch {\n        ...BatchFields\n      }\n      transitions {\n        itemId\n        state\n        error\n        item {\n          ...ItemFields\n        }\n      }\n      itemStats {\n        ...ItemStatsFields\n      }\n    }\n  }\n": typeof types.BatchProgressDocument,
    "\n  fragment BillingFields on Billing {\n    mode\n    plans {\n      id\n      name\n      monthlyGenerations\n      priceUsd\n      features {\n        label\n        inDevelopment\n      }\n    }\n    subscription {\n      plan\n      status\n      currentPeriodStart\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n    usage {\n      ...UsageFields\n    }\n  }\n": typeof types.BillingFieldsFragmentDoc,
    "\n  query Billing {\n    billing {\n      ...BillingFields\n    }\n  }\n": typeof types.BillingDocument,
    "\n  mutation StartCheckout($plan: PlanId!) {\n    startCheckout(plan: $plan) {\n      url\n      billing {\n        ...BillingFields\n      }\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  mutation OpenBillingPortal {\n    openBillingPortal\n  }\n": typeof types.OpenBillingPortalDocument,
    "\n  mutation CancelSubscription {\n    cancelSubscription {\n      ...BillingFields\n    }\n  }\n": typeof types.CancelSubscriptionDocument,
    "\n  mutation ReactivateSubscription {\n    reactivateSubscription {\n      ...BillingFields\n    }\n  }\n": typeof types.ReactivateSubscriptionDocument,
    "\n  fragment GenerationRecordFields on GenerationRecord {\n    id\n    itemName\n    itemSku\n    description\n    characterCount\n    writingStyle\n    tone\n    targetAudience\n    industry\n    language\n    provider\n    providerName\n    fallbackUsed\n    claimWarnings\n    revised\n    lengthNote\n    outcome\n    error\n    createdAt\n  }\n": typeof types.GenerationRecordFieldsFragmentDoc,
    "\n  query GenerationHistory($first: Int!, $after: String, $filter: HistoryFilter) {\n    generationHistory(first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...GenerationRecordFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.GenerationHistoryDocument,
    "\n  query HistoryStats($timeZone: String!) {\n    historyStats(timeZone: $timeZone) {\n      total\n      thisMonth\n      thisWeek\n      today\n      avgLength\n      attempts\n      failed\n      successRate\n    }\n  }\n": typeof types.HistoryStatsDocument,
    "\n  mutation DeleteGenerationRecord($id: ID!) {\n    deleteGenerationRecord(id: $id)\n  }\n": typeof types.DeleteGenerationRecordDocument,
    "\n  mutation ClearGenerationHistory {\n    clearGenerationHistory\n  }\n": typeof types.ClearGenerationHistoryDocument,
    "\n  fragment ItemFields on Item {\n    id\n    name\n    sku\n    details\n    price\n    notes\n    description\n    status\n    statusMessage\n    provider\n    claimWarnings\n    lengthNote\n    seoTitle\n    seoDescription\n    bulletPoints\n    searchTerms\n    tags\n    marketplaceTitle\n    sameness {\n      sharesWordsWith\n      sharesWordsWithCount\n      sharedRun\n      sameOpeningAs\n      sameOpeningCount\n    }\n    reviewState\n    reviewInstruction\n    versionCount\n    choosingVersion\n    createdAt\n    updatedAt\n  }\n": typeof types.ItemFieldsFragmentDoc,
    "\n  query Items($first: Int!, $after: String) {\n    items(first: $first, after: $after) {\n      nodes {\n        ...ItemFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": typeof types.ItemsDocument,
    "\n  fragment ItemStatsFields on ItemStats {\n    total\n    withDescriptions\n    pending\n    processing\n    drafts\n    approved\n    rejected\n  }\n": typeof types.ItemStatsFieldsFragmentDoc,
    "\n  query ItemStats {\n    itemStats {\n      ...ItemStatsFields\n    }\n  }\n": typeof types.ItemStatsDocument,
    "\n  mutation AddItem($input: ItemInput) {\n    addItem(input: $input) {\n      ...ItemFields\n    }\n  }\n": typeof types.AddItemDocument,
    "\n  mutation UpdateItem($id: ID!, $patch: ItemPatch!) {\n    updateItem(id: $id, patch: $patch) {\n      ...ItemFields\n    }\n  }\n": typeof types.UpdateItemDocument,
    "\n  mutation DeleteItem($id: ID!) {\n    deleteItem(id: $id)\n  }\n": typeof types.DeleteItemDocument,
    "\n  mutation DeleteItems($ids: [ID!]!) {\n    deleteItems(ids: $ids)\n  }\n": typeof types.DeleteItemsDocument,
    "\n  mutation RestoreItems($ids: [ID!]!) {\n    restoreItems(ids: $ids) {\n      ...ItemFields\n    }\n  }\n": typeof types.RestoreItemsDocument,
    "\n  mutation DuplicateItems($ids: [ID!]!) {\n    duplicateItems(ids: $ids) {\n      ...ItemFields\n    }\n  }\n": typeof types.DuplicateItemsDocument,
    "\n  mutation DuplicateItem($id: ID!) {\n    duplicateItem(id: $id) {\n      ...ItemFields\n    }\n  }\n": typeof types.DuplicateItemDocument,
    "\n  mutation GenerateDescription($itemId: ID!, $versions: Int) {\n    generateDescription(itemId: $itemId, versions: $versions) {\n      item {\n        ...ItemFields\n      }\n      provider\n      providerName\n      fallbackUsed\n      versions\n      usage {\n        ...UsageFields\n      }\n    }\n  }\n": typeof types.GenerateDescriptionDocument,
    "\n  subscription ItemChanged {\n    itemChanged {\n      kind\n      itemId\n      item {\n        ...ItemFields\n      }\n    }\n  }\n": typeof types.ItemChangedDocument,
    "\n  query ReviewMode {\n    promptSettings {\n      reviewMode\n    }\n  }\n": typeof types.ReviewModeDocument,
    "\n  mutation ApproveDescriptions($itemIds: [ID!]!) {\n    approveDescriptions(itemIds: $itemIds) {\n      ...ItemFields\n    }\n  }\n": typeof types.ApproveDescriptionsDocument,
    "\n  mutation RejectDescription($itemId: ID!, $instruction: String) {\n    rejectDescription(itemId: $itemId, instruction: $instruction) {\n      item {\n        ...ItemFields\n      }\n      rewritten\n    }\n  }\n": typeof types.RejectDescriptionDocument,
    "\n  mutation RejectDescriptions($itemIds: [ID!]!, $instruction: String) {\n    rejectDescriptions(itemIds: $itemIds, instruction: $instruction) {\n      items {\n        ...ItemFields\n      }\n      batch {\n        id\n      }\n    }\n  }\n": typeof types.RejectDescriptionsDocument,
    "\n  query ItemVersions($id: ID!) {\n    item(id: $id) {\n      id\n      versions {\n        id\n        description\n        provider\n        origin\n        instruction\n        setId\n        setIndex\n        setSize\n        current\n        createdAt\n      }\n    }\n  }\n": typeof types.ItemVersionsDocument,
    "\n  mutation ChooseVersion($itemId: ID!, $versionId: ID!) {\n    chooseVersion(itemId: $itemId, versionId: $versionId) {\n      ...ItemFields\n    }\n  }\n": typeof types.ChooseVersionDocument,
    "\n  mutation RestoreVersion($itemId: ID!, $versionId: ID!) {\n    restoreVersion(itemId: $itemId, versionId: $versionId) {\n      ...ItemFields\n    }\n  }\n": typeof types.RestoreVersionDocument,
    "\n  query VersionsPreview($itemId: ID!, $versions: Int!) {\n    generateAllPreview(\n      onlyFailed: false\n      itemIds: [$itemId]\n      versions: $versions\n      rewrite: true\n      force: true\n    ) {\n      willUse\n      remaining\n      goesIntoOverage\n      blockedReason\n    }\n  }\n": typeof types.VersionsPreviewDocument,
    "\n  query KeywordAccess {\n    keywordAccess {\n      enabled\n      available\n    }\n  }\n": typeof types.KeywordAccessDocument,
    "\n  query KeywordCategories {\n    keywordCategories {\n      id\n      label\n    }\n  }\n": typeof types.KeywordCategoriesDocument,
    "\n  mutation ResearchKeywords($input: KeywordRequestInput!) {\n    researchKeywords(input: $input) {\n      keywords {\n        keyword\n        searchVolume\n        competition\n        trend\n        relevanceScore\n        category\n      }\n      suggestions {\n        keyword\n        relevance\n        difficulty\n        source\n      }\n      success\n      error\n      timestamp\n      cached\n    }\n  }\n": typeof types.ResearchKeywordsDocument,
    "\n  query TrendingKeywords($category: String!, $limit: Int!) {\n    trendingKeywords(category: $category, limit: $limit) {\n      keyword\n      searchVolume\n      competition\n      trend\n    }\n  }\n": typeof types.TrendingKeywordsDocument,
    "\n  fragment PromptSettingsFields on PromptSettings {\n    writingStyle\n    targetAudience\n    tone\n    characterCount\n    industry\n    language\n    storeCurrency\n    channelFields\n    reviewMode\n  }\n": typeof types.PromptSettingsFieldsFragmentDoc,
    "\n  query PromptSettings {\n    promptSettings {\n      ...PromptSettingsFields\n    }\n  }\n": typeof types.PromptSettingsDocument,
    "\n  mutation UpdatePromptSettings($input: PromptSettingsInput!) {\n    updatePromptSettings(input: $input) {\n      ...PromptSettingsFields\n    }\n  }\n": typeof types.UpdatePromptSettingsDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      tokenPrefix\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      token\n      apiToken {\n        id\n        name\n        tokenPrefix\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
};
const documents: Documents = {
    "\n  fragment ViewerFields on Viewer {\n    kind\n    customizationLocked\n    googleSignInEnabled\n    user {\n      ...UserFields\n    }\n    usage {\n      ...UsageFields\n    }\n    preferences {\n      ...PreferencesFields\n    }\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  fragment UserFields on User {\n    id\n    email\n    displayName\n    photoUrl\n    plan\n    hasPassword\n    createdAt\n  }\n": types.UserFieldsFragmentDoc,
    "\n  fragment PreferencesFields on Preferences {\n    theme\n    notifyOnBatchDone\n  }\n": types.PreferencesFieldsFragmentDoc,
    "\n  fragment UsageFields on Usage {\n    plan\n    generationsUsed\n    generationsLimit\n    remaining\n    overage\n    periodStart\n    resetDate\n  }\n": types.UsageFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n": types.ViewerDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation SignOut {\n    signOut\n  }\n": types.SignOutDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($currentPassword: String, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation DeleteAccount($password: String) {\n    deleteAccount(password: $password)\n  }\n": types.DeleteAccountDocument,
    "\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      ...PreferencesFields\n    }\n  }\n": types.UpdatePreferencesDocument,
    "\n  fragment BatchFields on GenerationBatch {\n    id\n    status\n    onlyFailed\n    total\n    succeeded\n    failed\n    skipped\n    pending\n    generating\n    itemsPerMinute\n    secondsLeft\n    fallbackUsed\n    fallbackProviderName\n    notice\n    stopReason\n    samenessFlagged\n    versions\n    rewrite\n    unchangedCount\n    notReadyCount\n    notReady {\n      itemId\n      name\n      reason\n    }\n    createdAt\n    startedAt\n    finishedAt\n  }\n": types.BatchFieldsFragmentDoc,
    "\n  query GenerateAllPreview(\n    $onlyFailed: Boolean!\n    $itemIds: [ID!]\n    $versions: Int\n    $rewrite: Boolean\n    $force: Boolean\n  ) {\n    generateAllPreview(\n      onlyFailed: $onlyFailed\n      itemIds: $itemIds\n      versions: $versions\n      rewrite: $rewrite\n      force: $force\n    ) {\n      itemCount\n      willUse\n      versions\n      unchangedCount\n      remaining\n      quota\n      goesIntoOverage\n      blockedReason\n      notice\n      notReadyCount\n      notReady {\n        itemId\n        name\n        reason\n      }\n      emptyReason\n    }\n  }\n": types.GenerateAllPreviewDocument,
    "\n  query ActiveBatch {\n    activeBatch {\n      ...BatchFields\n    }\n  }\n": types.ActiveBatchDocument,
    "\n  query GenerationBatch($id: ID!) {\n    generationBatch(id: $id) {\n      ...BatchFields\n    }\n  }\n": types.GenerationBatchDocument,
    "\n  mutation GenerateAll(\n    $onlyFailed: Boolean!\n    $itemIds: [ID!]\n    $versions: Int\n    $rewrite: Boolean\n    $force: Boolean\n  ) {\n    generateAll(\n      onlyFailed: $onlyFailed\n      itemIds: $itemIds\n      versions: $versions\n      rewrite: $rewrite\n      force: $force\n    ) {\n      ...BatchFields\n      queuedItemIds\n    }\n  }\n": types.GenerateAllDocument,
    "\n  mutation CancelBatch($id: ID!) {\n    cancelBatch(id: $id) {\n      ...BatchFields\n    }\n  }\n": types.CancelBatchDocument,
    "\n  subscription BatchProgress($batchId: ID!) {\n    batchProgress(batchId: $batchId) {\n      batch {\n        ...BatchFields\n      }\n      transitions {\n        itemId\n        state\n        error\n        item {\n          ...ItemFields\n        }\n      }\n      itemStats {\n        ...ItemStatsFields\n      }\n    }\n  }\n": types.BatchProgressDocument,
    "\n  fragment BillingFields on Billing {\n    mode\n    plans {\n      id\n      name\n      monthlyGenerations\n      priceUsd\n      features {\n        label\n        inDevelopment\n      }\n    }\n    subscription {\n      plan\n      status\n      currentPeriodStart\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n    usage {\n      ...UsageFields\n    }\n  }\n": types.BillingFieldsFragmentDoc,
    "\n  query Billing {\n    billing {\n      ...BillingFields\n    }\n  }\n": types.BillingDocument,
    "\n  mutation StartCheckout($plan: PlanId!) {\n    startCheckout(plan: $plan) {\n      url\n      billing {\n        ...BillingFields\n      }\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  mutation OpenBillingPortal {\n    openBillingPortal\n  }\n": types.OpenBillingPortalDocument,
    "\n  mutation CancelSubscription {\n    cancelSubscription {\n      ...BillingFields\n    }\n  }\n": types.CancelSubscriptionDocument,
    "\n  mutation ReactivateSubscription {\n    reactivateSubscription {\n      ...BillingFields\n    }\n  }\n": types.ReactivateSubscriptionDocument,
    "\n  fragment GenerationRecordFields on GenerationRecord {\n    id\n    itemName\n    itemSku\n    description\n    characterCount\n    writingStyle\n    tone\n    targetAudience\n    industry\n    language\n    provider\n    providerName\n    fallbackUsed\n    claimWarnings\n    revised\n    lengthNote\n    outcome\n    error\n    createdAt\n  }\n": types.GenerationRecordFieldsFragmentDoc,
    "\n  query GenerationHistory($first: Int!, $after: String, $filter: HistoryFilter) {\n    generationHistory(first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...GenerationRecordFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.GenerationHistoryDocument,
    "\n  query HistoryStats($timeZone: String!) {\n    historyStats(timeZone: $timeZone) {\n      total\n      thisMonth\n      thisWeek\n      today\n      avgLength\n      attempts\n      failed\n      successRate\n    }\n  }\n": types.HistoryStatsDocument,
    "\n  mutation DeleteGenerationRecord($id: ID!) {\n    deleteGenerationRecord(id: $id)\n  }\n": types.DeleteGenerationRecordDocument,
    "\n  mutation ClearGenerationHistory {\n    clearGenerationHistory\n  }\n": types.ClearGenerationHistoryDocument,
    "\n  fragment ItemFields on Item {\n    id\n    name\n    sku\n    details\n    price\n    notes\n    description\n    status\n    statusMessage\n    provider\n    claimWarnings\n    lengthNote\n    seoTitle\n    seoDescription\n    bulletPoints\n    searchTerms\n    tags\n    marketplaceTitle\n    sameness {\n      sharesWordsWith\n      sharesWordsWithCount\n      sharedRun\n      sameOpeningAs\n      sameOpeningCount\n    }\n    reviewState\n    reviewInstruction\n    versionCount\n    choosingVersion\n    createdAt\n    updatedAt\n  }\n": types.ItemFieldsFragmentDoc,
    "\n  query Items($first: Int!, $after: String) {\n    items(first: $first, after: $after) {\n      nodes {\n        ...ItemFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n": types.ItemsDocument,
    "\n  fragment ItemStatsFields on ItemStats {\n    total\n    withDescriptions\n    pending\n    processing\n    drafts\n    approved\n    rejected\n  }\n": types.ItemStatsFieldsFragmentDoc,
    "\n  query ItemStats {\n    itemStats {\n      ...ItemStatsFields\n    }\n  }\n": types.ItemStatsDocument,
    "\n  mutation AddItem($input: ItemInput) {\n    addItem(input: $input) {\n      ...ItemFields\n    }\n  }\n": types.AddItemDocument,
    "\n  mutation UpdateItem($id: ID!, $patch: ItemPatch!) {\n    updateItem(id: $id, patch: $patch) {\n      ...ItemFields\n    }\n  }\n": types.UpdateItemDocument,
    "\n  mutation DeleteItem($id: ID!) {\n    deleteItem(id: $id)\n  }\n": types.DeleteItemDocument,
    "\n  mutation DeleteItems($ids: [ID!]!) {\n    deleteItems(ids: $ids)\n  }\n": types.DeleteItemsDocument,
    "\n  mutation RestoreItems($ids: [ID!]!) {\n    restoreItems(ids: $ids) {\n      ...ItemFields\n    }\n  }\n": types.RestoreItemsDocument,
    "\n  mutation DuplicateItems($ids: [ID!]!) {\n    duplicateItems(ids: $ids) {\n      ...ItemFields\n    }\n  }\n": types.DuplicateItemsDocument,
    "\n  mutation DuplicateItem($id: ID!) {\n    duplicateItem(id: $id) {\n      ...ItemFields\n    }\n  }\n": types.DuplicateItemDocument,
    "\n  mutation GenerateDescription($itemId: ID!, $versions: Int) {\n    generateDescription(itemId: $itemId, versions: $versions) {\n      item {\n        ...ItemFields\n      }\n      provider\n      providerName\n      fallbackUsed\n      versions\n      usage {\n        ...UsageFields\n      }\n    }\n  }\n": types.GenerateDescriptionDocument,
    "\n  subscription ItemChanged {\n    itemChanged {\n      kind\n      itemId\n      item {\n        ...ItemFields\n      }\n    }\n  }\n": types.ItemChangedDocument,
    "\n  query ReviewMode {\n    promptSettings {\n      reviewMode\n    }\n  }\n": types.ReviewModeDocument,
    "\n  mutation ApproveDescriptions($itemIds: [ID!]!) {\n    approveDescriptions(itemIds: $itemIds) {\n      ...ItemFields\n    }\n  }\n": types.ApproveDescriptionsDocument,
    "\n  mutation RejectDescription($itemId: ID!, $instruction: String) {\n    rejectDescription(itemId: $itemId, instruction: $instruction) {\n      item {\n        ...ItemFields\n      }\n      rewritten\n    }\n  }\n": types.RejectDescriptionDocument,
    "\n  mutation RejectDescriptions($itemIds: [ID!]!, $instruction: String) {\n    rejectDescriptions(itemIds: $itemIds, instruction: $instruction) {\n      items {\n        ...ItemFields\n      }\n      batch {\n        id\n      }\n    }\n  }\n": types.RejectDescriptionsDocument,
    "\n  query ItemVersions($id: ID!) {\n    item(id: $id) {\n      id\n      versions {\n        id\n        description\n        provider\n        origin\n        instruction\n        setId\n        setIndex\n        setSize\n        current\n        createdAt\n      }\n    }\n  }\n": types.ItemVersionsDocument,
    "\n  mutation ChooseVersion($itemId: ID!, $versionId: ID!) {\n    chooseVersion(itemId: $itemId, versionId: $versionId) {\n      ...ItemFields\n    }\n  }\n": types.ChooseVersionDocument,
    "\n  mutation RestoreVersion($itemId: ID!, $versionId: ID!) {\n    restoreVersion(itemId: $itemId, versionId: $versionId) {\n      ...ItemFields\n    }\n  }\n": types.RestoreVersionDocument,
    "\n  query VersionsPreview($itemId: ID!, $versions: Int!) {\n    generateAllPreview(\n      onlyFailed: false\n      itemIds: [$itemId]\n      versions: $versions\n      rewrite: true\n      force: true\n    ) {\n      willUse\n      remaining\n      goesIntoOverage\n      blockedReason\n    }\n  }\n": types.VersionsPreviewDocument,
    "\n  query KeywordAccess {\n    keywordAccess {\n      enabled\n      available\n    }\n  }\n": types.KeywordAccessDocument,
    "\n  query KeywordCategories {\n    keywordCategories {\n      id\n      label\n    }\n  }\n": types.KeywordCategoriesDocument,
    "\n  mutation ResearchKeywords($input: KeywordRequestInput!) {\n    researchKeywords(input: $input) {\n      keywords {\n        keyword\n        searchVolume\n        competition\n        trend\n        relevanceScore\n        category\n      }\n      suggestions {\n        keyword\n        relevance\n        difficulty\n        source\n      }\n      success\n      error\n      timestamp\n      cached\n    }\n  }\n": types.ResearchKeywordsDocument,
    "\n  query TrendingKeywords($category: String!, $limit: Int!) {\n    trendingKeywords(category: $category, limit: $limit) {\n      keyword\n      searchVolume\n      competition\n      trend\n    }\n  }\n": types.TrendingKeywordsDocument,
    "\n  fragment PromptSettingsFields on PromptSettings {\n    writingStyle\n    targetAudience\n    tone\n    characterCount\n    industry\n    language\n    storeCurrency\n    channelFields\n    reviewMode\n  }\n": types.PromptSettingsFieldsFragmentDoc,
    "\n  query PromptSettings {\n    promptSettings {\n      ...PromptSettingsFields\n    }\n  }\n": types.PromptSettingsDocument,
    "\n  mutation UpdatePromptSettings($input: PromptSettingsInput!) {\n    updatePromptSettings(input: $input) {\n      ...PromptSettingsFields\n    }\n  }\n": types.UpdatePromptSettingsDocument,
    "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      tokenPrefix\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      token\n      apiToken {\n        id\n        name\n        tokenPrefix\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
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
export function graphql(source: "\n  fragment ViewerFields on Viewer {\n    kind\n    customizationLocked\n    googleSignInEnabled\n    user {\n      ...UserFields\n    }\n    usage {\n      ...UsageFields\n    }\n    preferences {\n      ...PreferencesFields\n    }\n  }\n"): (typeof documents)["\n  fragment ViewerFields on Viewer {\n    kind\n    customizationLocked\n    googleSignInEnabled\n    user {\n      ...UserFields\n    }\n    usage {\n      ...UsageFields\n    }\n    preferences {\n      ...PreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserFields on User {\n    id\n    email\n    displayName\n    photoUrl\n    plan\n    hasPassword\n    createdAt\n  }\n"): (typeof documents)["\n  fragment UserFields on User {\n    id\n    email\n    displayName\n    photoUrl\n    plan\n    hasPassword\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreferencesFields on Preferences {\n    theme\n    notifyOnBatchDone\n  }\n"): (typeof documents)["\n  fragment PreferencesFields on Preferences {\n    theme\n    notifyOnBatchDone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsageFields on Usage {\n    plan\n    generationsUsed\n    generationsLimit\n    remaining\n    overage\n    periodStart\n    resetDate\n  }\n"): (typeof documents)["\n  fragment UsageFields on Usage {\n    plan\n    generationsUsed\n    generationsLimit\n    remaining\n    overage\n    periodStart\n    resetDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String!) {\n    resetPassword(token: $token, password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: ProfileInput!) {\n    updateProfile(input: $input) {\n      ...UserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($password: String) {\n    deleteAccount(password: $password)\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($password: String) {\n    deleteAccount(password: $password)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      ...PreferencesFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePreferences($input: PreferencesInput!) {\n    updatePreferences(input: $input) {\n      ...PreferencesFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BatchFields on GenerationBatch {\n    id\n    status\n    onlyFailed\n    total\n    succeeded\n    failed\n    skipped\n    pending\n    generating\n    itemsPerMinute\n    secondsLeft\n    fallbackUsed\n    fallbackProviderName\n    notice\n    stopReason\n    samenessFlagged\n    versions\n    rewrite\n    unchangedCount\n    notReadyCount\n    notReady {\n      itemId\n      name\n      reason\n    }\n    createdAt\n    startedAt\n    finishedAt\n  }\n"): (typeof documents)["\n  fragment BatchFields on GenerationBatch {\n    id\n    status\n    onlyFailed\n    total\n    succeeded\n    failed\n    skipped\n    pending\n    generating\n    itemsPerMinute\n    secondsLeft\n    fallbackUsed\n    fallbackProviderName\n    notice\n    stopReason\n    samenessFlagged\n    versions\n    rewrite\n    unchangedCount\n    notReadyCount\n    notReady {\n      itemId\n      name\n      reason\n    }\n    createdAt\n    startedAt\n    finishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GenerateAllPreview(\n    $onlyFailed: Boolean!\n    $itemIds: [ID!]\n    $versions: Int\n    $rewrite: Boolean\n    $force: Boolean\n  ) {\n    generateAllPreview(\n      onlyFailed: $onlyFailed\n      itemIds: $itemIds\n      versions: $versions\n      rewrite: $rewrite\n      force: $force\n    ) {\n      itemCount\n      willUse\n      versions\n      unchangedCount\n      remaining\n      quota\n      goesIntoOverage\n      blockedReason\n      notice\n      notReadyCount\n      notReady {\n        itemId\n        name\n        reason\n      }\n      emptyReason\n    }\n  }\n"): (typeof documents)["\n  query GenerateAllPreview(\n    $onlyFailed: Boolean!\n    $itemIds: [ID!]\n    $versions: Int\n    $rewrite: Boolean\n    $force: Boolean\n  ) {\n    generateAllPreview(\n      onlyFailed: $onlyFailed\n      itemIds: $itemIds\n      versions: $versions\n      rewrite: $rewrite\n      force: $force\n    ) {\n      itemCount\n      willUse\n      versions\n      unchangedCount\n      remaining\n      quota\n      goesIntoOverage\n      blockedReason\n      notice\n      notReadyCount\n      notReady {\n        itemId\n        name\n        reason\n      }\n      emptyReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveBatch {\n    activeBatch {\n      ...BatchFields\n    }\n  }\n"): (typeof documents)["\n  query ActiveBatch {\n    activeBatch {\n      ...BatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GenerationBatch($id: ID!) {\n    generationBatch(id: $id) {\n      ...BatchFields\n    }\n  }\n"): (typeof documents)["\n  query GenerationBatch($id: ID!) {\n    generationBatch(id: $id) {\n      ...BatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateAll(\n    $onlyFailed: Boolean!\n    $itemIds: [ID!]\n    $versions: Int\n    $rewrite: Boolean\n    $force: Boolean\n  ) {\n    generateAll(\n      onlyFailed: $onlyFailed\n      itemIds: $itemIds\n      versions: $versions\n      rewrite: $rewrite\n      force: $force\n    ) {\n      ...BatchFields\n      queuedItemIds\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateAll(\n    $onlyFailed: Boolean!\n    $itemIds: [ID!]\n    $versions: Int\n    $rewrite: Boolean\n    $force: Boolean\n  ) {\n    generateAll(\n      onlyFailed: $onlyFailed\n      itemIds: $itemIds\n      versions: $versions\n      rewrite: $rewrite\n      force: $force\n    ) {\n      ...BatchFields\n      queuedItemIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBatch($id: ID!) {\n    cancelBatch(id: $id) {\n      ...BatchFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBatch($id: ID!) {\n    cancelBatch(id: $id) {\n      ...BatchFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BatchProgress($batchId: ID!) {\n    batchProgress(batchId: $batchId) {\n      batch {\n        ...BatchFields\n      }\n      transitions {\n        itemId\n        state\n        error\n        item {\n          ...ItemFields\n        }\n      }\n      itemStats {\n        ...ItemStatsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription BatchProgress($batchId: ID!) {\n    batchProgress(batchId: $batchId) {\n      batch {\n        ...BatchFields\n      }\n      transitions {\n        itemId\n        state\n        error\n        item {\n          ...ItemFields\n        }\n      }\n      itemStats {\n        ...ItemStatsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BillingFields on Billing {\n    mode\n    plans {\n      id\n      name\n      monthlyGenerations\n      priceUsd\n      features {\n        label\n        inDevelopment\n      }\n    }\n    subscription {\n      plan\n      status\n      currentPeriodStart\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n    usage {\n      ...UsageFields\n    }\n  }\n"): (typeof documents)["\n  fragment BillingFields on Billing {\n    mode\n    plans {\n      id\n      name\n      monthlyGenerations\n      priceUsd\n      features {\n        label\n        inDevelopment\n      }\n    }\n    subscription {\n      plan\n      status\n      currentPeriodStart\n      currentPeriodEnd\n      cancelAtPeriodEnd\n    }\n    usage {\n      ...UsageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Billing {\n    billing {\n      ...BillingFields\n    }\n  }\n"): (typeof documents)["\n  query Billing {\n    billing {\n      ...BillingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckout($plan: PlanId!) {\n    startCheckout(plan: $plan) {\n      url\n      billing {\n        ...BillingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckout($plan: PlanId!) {\n    startCheckout(plan: $plan) {\n      url\n      billing {\n        ...BillingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenBillingPortal {\n    openBillingPortal\n  }\n"): (typeof documents)["\n  mutation OpenBillingPortal {\n    openBillingPortal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelSubscription {\n    cancelSubscription {\n      ...BillingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelSubscription {\n    cancelSubscription {\n      ...BillingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateSubscription {\n    reactivateSubscription {\n      ...BillingFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateSubscription {\n    reactivateSubscription {\n      ...BillingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GenerationRecordFields on GenerationRecord {\n    id\n    itemName\n    itemSku\n    description\n    characterCount\n    writingStyle\n    tone\n    targetAudience\n    industry\n    language\n    provider\n    providerName\n    fallbackUsed\n    claimWarnings\n    revised\n    lengthNote\n    outcome\n    error\n    createdAt\n  }\n"): (typeof documents)["\n  fragment GenerationRecordFields on GenerationRecord {\n    id\n    itemName\n    itemSku\n    description\n    characterCount\n    writingStyle\n    tone\n    targetAudience\n    industry\n    language\n    provider\n    providerName\n    fallbackUsed\n    claimWarnings\n    revised\n    lengthNote\n    outcome\n    error\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GenerationHistory($first: Int!, $after: String, $filter: HistoryFilter) {\n    generationHistory(first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...GenerationRecordFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query GenerationHistory($first: Int!, $after: String, $filter: HistoryFilter) {\n    generationHistory(first: $first, after: $after, filter: $filter) {\n      nodes {\n        ...GenerationRecordFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HistoryStats($timeZone: String!) {\n    historyStats(timeZone: $timeZone) {\n      total\n      thisMonth\n      thisWeek\n      today\n      avgLength\n      attempts\n      failed\n      successRate\n    }\n  }\n"): (typeof documents)["\n  query HistoryStats($timeZone: String!) {\n    historyStats(timeZone: $timeZone) {\n      total\n      thisMonth\n      thisWeek\n      today\n      avgLength\n      attempts\n      failed\n      successRate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGenerationRecord($id: ID!) {\n    deleteGenerationRecord(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteGenerationRecord($id: ID!) {\n    deleteGenerationRecord(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearGenerationHistory {\n    clearGenerationHistory\n  }\n"): (typeof documents)["\n  mutation ClearGenerationHistory {\n    clearGenerationHistory\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemFields on Item {\n    id\n    name\n    sku\n    details\n    price\n    notes\n    description\n    status\n    statusMessage\n    provider\n    claimWarnings\n    lengthNote\n    seoTitle\n    seoDescription\n    bulletPoints\n    searchTerms\n    tags\n    marketplaceTitle\n    sameness {\n      sharesWordsWith\n      sharesWordsWithCount\n      sharedRun\n      sameOpeningAs\n      sameOpeningCount\n    }\n    reviewState\n    reviewInstruction\n    versionCount\n    choosingVersion\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment ItemFields on Item {\n    id\n    name\n    sku\n    details\n    price\n    notes\n    description\n    status\n    statusMessage\n    provider\n    claimWarnings\n    lengthNote\n    seoTitle\n    seoDescription\n    bulletPoints\n    searchTerms\n    tags\n    marketplaceTitle\n    sameness {\n      sharesWordsWith\n      sharesWordsWithCount\n      sharedRun\n      sameOpeningAs\n      sameOpeningCount\n    }\n    reviewState\n    reviewInstruction\n    versionCount\n    choosingVersion\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Items($first: Int!, $after: String) {\n    items(first: $first, after: $after) {\n      nodes {\n        ...ItemFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query Items($first: Int!, $after: String) {\n    items(first: $first, after: $after) {\n      nodes {\n        ...ItemFields\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemStatsFields on ItemStats {\n    total\n    withDescriptions\n    pending\n    processing\n    drafts\n    approved\n    rejected\n  }\n"): (typeof documents)["\n  fragment ItemStatsFields on ItemStats {\n    total\n    withDescriptions\n    pending\n    processing\n    drafts\n    approved\n    rejected\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemStats {\n    itemStats {\n      ...ItemStatsFields\n    }\n  }\n"): (typeof documents)["\n  query ItemStats {\n    itemStats {\n      ...ItemStatsFields\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation DeleteItems($ids: [ID!]!) {\n    deleteItems(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation DeleteItems($ids: [ID!]!) {\n    deleteItems(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreItems($ids: [ID!]!) {\n    restoreItems(ids: $ids) {\n      ...ItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreItems($ids: [ID!]!) {\n    restoreItems(ids: $ids) {\n      ...ItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateItems($ids: [ID!]!) {\n    duplicateItems(ids: $ids) {\n      ...ItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateItems($ids: [ID!]!) {\n    duplicateItems(ids: $ids) {\n      ...ItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateItem($id: ID!) {\n    duplicateItem(id: $id) {\n      ...ItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateItem($id: ID!) {\n    duplicateItem(id: $id) {\n      ...ItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateDescription($itemId: ID!, $versions: Int) {\n    generateDescription(itemId: $itemId, versions: $versions) {\n      item {\n        ...ItemFields\n      }\n      provider\n      providerName\n      fallbackUsed\n      versions\n      usage {\n        ...UsageFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GenerateDescription($itemId: ID!, $versions: Int) {\n    generateDescription(itemId: $itemId, versions: $versions) {\n      item {\n        ...ItemFields\n      }\n      provider\n      providerName\n      fallbackUsed\n      versions\n      usage {\n        ...UsageFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ItemChanged {\n    itemChanged {\n      kind\n      itemId\n      item {\n        ...ItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription ItemChanged {\n    itemChanged {\n      kind\n      itemId\n      item {\n        ...ItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReviewMode {\n    promptSettings {\n      reviewMode\n    }\n  }\n"): (typeof documents)["\n  query ReviewMode {\n    promptSettings {\n      reviewMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveDescriptions($itemIds: [ID!]!) {\n    approveDescriptions(itemIds: $itemIds) {\n      ...ItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveDescriptions($itemIds: [ID!]!) {\n    approveDescriptions(itemIds: $itemIds) {\n      ...ItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectDescription($itemId: ID!, $instruction: String) {\n    rejectDescription(itemId: $itemId, instruction: $instruction) {\n      item {\n        ...ItemFields\n      }\n      rewritten\n    }\n  }\n"): (typeof documents)["\n  mutation RejectDescription($itemId: ID!, $instruction: String) {\n    rejectDescription(itemId: $itemId, instruction: $instruction) {\n      item {\n        ...ItemFields\n      }\n      rewritten\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectDescriptions($itemIds: [ID!]!, $instruction: String) {\n    rejectDescriptions(itemIds: $itemIds, instruction: $instruction) {\n      items {\n        ...ItemFields\n      }\n      batch {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectDescriptions($itemIds: [ID!]!, $instruction: String) {\n    rejectDescriptions(itemIds: $itemIds, instruction: $instruction) {\n      items {\n        ...ItemFields\n      }\n      batch {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemVersions($id: ID!) {\n    item(id: $id) {\n      id\n      versions {\n        id\n        description\n        provider\n        origin\n        instruction\n        setId\n        setIndex\n        setSize\n        current\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ItemVersions($id: ID!) {\n    item(id: $id) {\n      id\n      versions {\n        id\n        description\n        provider\n        origin\n        instruction\n        setId\n        setIndex\n        setSize\n        current\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseVersion($itemId: ID!, $versionId: ID!) {\n    chooseVersion(itemId: $itemId, versionId: $versionId) {\n      ...ItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation ChooseVersion($itemId: ID!, $versionId: ID!) {\n    chooseVersion(itemId: $itemId, versionId: $versionId) {\n      ...ItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreVersion($itemId: ID!, $versionId: ID!) {\n    restoreVersion(itemId: $itemId, versionId: $versionId) {\n      ...ItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreVersion($itemId: ID!, $versionId: ID!) {\n    restoreVersion(itemId: $itemId, versionId: $versionId) {\n      ...ItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VersionsPreview($itemId: ID!, $versions: Int!) {\n    generateAllPreview(\n      onlyFailed: false\n      itemIds: [$itemId]\n      versions: $versions\n      rewrite: true\n      force: true\n    ) {\n      willUse\n      remaining\n      goesIntoOverage\n      blockedReason\n    }\n  }\n"): (typeof documents)["\n  query VersionsPreview($itemId: ID!, $versions: Int!) {\n    generateAllPreview(\n      onlyFailed: false\n      itemIds: [$itemId]\n      versions: $versions\n      rewrite: true\n      force: true\n    ) {\n      willUse\n      remaining\n      goesIntoOverage\n      blockedReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeywordAccess {\n    keywordAccess {\n      enabled\n      available\n    }\n  }\n"): (typeof documents)["\n  query KeywordAccess {\n    keywordAccess {\n      enabled\n      available\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KeywordCategories {\n    keywordCategories {\n      id\n      label\n    }\n  }\n"): (typeof documents)["\n  query KeywordCategories {\n    keywordCategories {\n      id\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResearchKeywords($input: KeywordRequestInput!) {\n    researchKeywords(input: $input) {\n      keywords {\n        keyword\n        searchVolume\n        competition\n        trend\n        relevanceScore\n        category\n      }\n      suggestions {\n        keyword\n        relevance\n        difficulty\n        source\n      }\n      success\n      error\n      timestamp\n      cached\n    }\n  }\n"): (typeof documents)["\n  mutation ResearchKeywords($input: KeywordRequestInput!) {\n    researchKeywords(input: $input) {\n      keywords {\n        keyword\n        searchVolume\n        competition\n        trend\n        relevanceScore\n        category\n      }\n      suggestions {\n        keyword\n        relevance\n        difficulty\n        source\n      }\n      success\n      error\n      timestamp\n      cached\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TrendingKeywords($category: String!, $limit: Int!) {\n    trendingKeywords(category: $category, limit: $limit) {\n      keyword\n      searchVolume\n      competition\n      trend\n    }\n  }\n"): (typeof documents)["\n  query TrendingKeywords($category: String!, $limit: Int!) {\n    trendingKeywords(category: $category, limit: $limit) {\n      keyword\n      searchVolume\n      competition\n      trend\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromptSettingsFields on PromptSettings {\n    writingStyle\n    targetAudience\n    tone\n    characterCount\n    industry\n    language\n    storeCurrency\n    channelFields\n    reviewMode\n  }\n"): (typeof documents)["\n  fragment PromptSettingsFields on PromptSettings {\n    writingStyle\n    targetAudience\n    tone\n    characterCount\n    industry\n    language\n    storeCurrency\n    channelFields\n    reviewMode\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromptSettings {\n    promptSettings {\n      ...PromptSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query PromptSettings {\n    promptSettings {\n      ...PromptSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePromptSettings($input: PromptSettingsInput!) {\n    updatePromptSettings(input: $input) {\n      ...PromptSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePromptSettings($input: PromptSettingsInput!) {\n    updatePromptSettings(input: $input) {\n      ...PromptSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      tokenPrefix\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    apiTokens {\n      id\n      name\n      tokenPrefix\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      token\n      apiToken {\n        id\n        name\n        tokenPrefix\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      token\n      apiToken {\n        id\n        name\n        tokenPrefix\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;