import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { ErrorCode } from '../../../__generated__/enums';
import { INLINE_ERRORS } from '../../../apollo/error-link';
import { toast } from '../../../ui/toast';
import { useQuotaExceeded, useSession } from '../../auth';
import { scheduleItemStatsRefresh } from '../graphql/item-cache';
import {
  ApproveDescriptionsMutation,
  RejectDescriptionMutation,
  RejectDescriptionsMutation,
} from '../graphql/review.graphql';
import { useItemActivity } from '../item-activity';
import type { Item } from '../item-fields';

function descriptions(count: number): string {
  return `${count.toLocaleString()} ${count === 1 ? 'description' : 'descriptions'}`;
}

/**
 * Review mode's actions: approve, and reject (with an instruction, rewritten with it: one row
 * at once, like Generate; several through Generate All, whose progress panel then shows it).
 * Errors are toasted here; each resolves once done and never rejects.
 */
export function useReviewActions() {
  const client = useApolloClient();
  const activity = useItemActivity();
  const { refresh } = useSession();
  const onQuotaExceeded = useQuotaExceeded();

  const failed = useCallback(
    (error: unknown, title: string) => {
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      if (first?.extensions?.code === ErrorCode.QUOTA_EXCEEDED) {
        void onQuotaExceeded(first.message);
        return;
      }
      toast.error(title, { description: first?.message ?? 'Please try again.' });
    },
    [onQuotaExceeded],
  );

  const approve = useCallback(
    async (items: readonly Item[]): Promise<void> => {
      try {
        const { data } = await client.mutate({
          mutation: ApproveDescriptionsMutation,
          variables: { itemIds: items.map((item) => item.id) },
          context: INLINE_ERRORS,
        });
        const count = data?.approveDescriptions.length ?? 0;
        if (items.length > 1) toast.success(`Approved ${descriptions(count)}`);
      } catch (error) {
        failed(error, 'Could not approve');
      } finally {
        scheduleItemStatsRefresh(client);
      }
    },
    [client, failed],
  );

  const reject = useCallback(
    async (items: readonly Item[], instruction: string | null): Promise<void> => {
      const [single] = items;
      const rewriting = instruction !== null && instruction.trim() !== '';
      try {
        if (items.length === 1) {
          if (rewriting) activity.markGenerating(single.id, true);
          const { data } = await client.mutate({
            mutation: RejectDescriptionMutation,
            variables: { itemId: single.id, instruction },
            context: INLINE_ERRORS,
          });
          if (data?.rejectDescription.rewritten) {
            toast.success('Description rewritten: review the new draft');
            void refresh().catch(() => undefined);
          } else {
            toast.success('Description rejected');
          }
          return;
        }
        const { data } = await client.mutate({
          mutation: RejectDescriptionsMutation,
          variables: { itemIds: items.map((item) => item.id), instruction },
          context: INLINE_ERRORS,
        });
        const result = data?.rejectDescriptions;
        if (result?.batch) {
          // The batches feature follows the seller's running batch: it is read again.
          await client.refetchQueries({ include: ['ActiveBatch'] });
          toast.success(`Rewriting ${descriptions(result.items.length)}`);
        } else {
          toast.success(`Rejected ${descriptions(result?.items.length ?? 0)}`);
        }
      } catch (error) {
        failed(error, rewriting ? 'Could not rewrite the description' : 'Could not reject');
      } finally {
        if (single && items.length === 1 && rewriting) activity.markGenerating(single.id, false);
        scheduleItemStatsRefresh(client);
      }
    },
    [client, activity, failed, refresh],
  );

  return { approve, reject };
}
