import { graphql } from '../../../__generated__';

export const KeywordAccessQuery = graphql(`
  query KeywordAccess {
    keywordAccess {
      enabled
      available
    }
  }
`);

export const KeywordCategoriesQuery = graphql(`
  query KeywordCategories {
    keywordCategories {
      id
      label
    }
  }
`);

export const ResearchKeywordsMutation = graphql(`
  mutation ResearchKeywords($input: KeywordRequestInput!) {
    researchKeywords(input: $input) {
      keywords {
        keyword
        searchVolume
        competition
        trend
        relevanceScore
        category
      }
      suggestions {
        keyword
        relevance
        difficulty
        source
      }
      success
      error
      timestamp
      cached
    }
  }
`);

export const TrendingKeywordsQuery = graphql(`
  query TrendingKeywords($category: String!, $limit: Int!) {
    trendingKeywords(category: $category, limit: $limit) {
      keyword
      searchVolume
      competition
      trend
    }
  }
`);
