import { graphql } from '../../../__generated__';

export const PromptSettingsFieldsFragment = graphql(`
  fragment PromptSettingsFields on PromptSettings {
    writingStyle
    targetAudience
    tone
    characterCount
    industry
    language
    storeCurrency
    channelFields
    reviewMode
  }
`);

export const PromptSettingsQuery = graphql(`
  query PromptSettings {
    promptSettings {
      ...PromptSettingsFields
    }
  }
`);

export const UpdatePromptSettingsMutation = graphql(`
  mutation UpdatePromptSettings($input: PromptSettingsInput!) {
    updatePromptSettings(input: $input) {
      ...PromptSettingsFields
    }
  }
`);
