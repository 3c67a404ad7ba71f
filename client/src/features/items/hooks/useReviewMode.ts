import { useQuery } from '@apollo/client/react';
import { ReviewModeQuery } from '../graphql/review.graphql';

/** Review mode is on (a setting): rows show their review state, exports can take approved ones. */
export function useReviewMode(): boolean {
  const { data } = useQuery(ReviewModeQuery);
  return data?.promptSettings.reviewMode ?? false;
}
