import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { ErrorCode } from '../../../__generated__/enums';
import { toast } from '../../../ui/toast';
import type { GenerateAllPreviewQuery as PreviewResult } from '../../../__generated__/graphql';
import { INLINE_ERRORS } from '../../../apollo/error-link';
import { useQuotaExceeded } from '../../auth';
import { useItemActivity } from '../../items';
import { ALL_FAILED_MESSAGE } from '../batch-state';
import {
  GENERATE_ALL_PREVIEW_VARIABLES,
  GenerateAllMutation,
  GenerateAllPreviewQuery,
} from '../graphql/batches.graphql';
import { useBatchTracker } from './useBatchTracker';

export type BatchPreview = PreviewResult['generateAllPreview'];

export interface StartBatchOptions {
  /** Only these items (e.g. the rows an import just added). */
  itemIds?: string[];
  /** Retry failed: only items whose last generation failed. */
  onlyFailed?: boolean;
  /** Versions per item ("Write 3 versions"), one generation each. */
  versions?: number;
  /** Described items too, unchanged ones passed by ("Rewrite described products"). */
  rewrite?: boolean;
  /** With rewrite: "Regenerate anyway". */
  force?: boolean;
  /**
   * Asked with the preview before the batch starts; false keeps it from starting. Without
   * it (after an import) the batch starts at once.
   */
  confirm?: (preview: BatchPreview) => Promise<boolean>;
}

/**
 * Generate All: checks what the batch would use, starts it, and hands it to the live feed,
 * which shows progress and the summary. Errors are toasted here (not by the error link).
 * Resolves once the batch has started (or did not); never rejects.
 */
export function useStartBatch(): (options?: StartBatchOptions) => Promise<void> {
  const client = useApolloClient();
  const tracker = useBatchTracker();
  const activity = useItemActivity();

  const onQuotaExceeded = useQuotaExceeded();

  return useCallback(
    async (options: StartBatchOptions = {}): Promise<void> => {
      const onlyFailed = options.onlyFailed ?? false;
      const itemIds = options.itemIds ?? null;
      const extra = {
        versions: options.versions ?? 1,
        rewrite: options.rewrite ?? false,
        force: options.force ?? false,
      };
      const plain = extra.versions === 1 && !extra.rewrite;
      try {
        // Values typed just before the click must reach the server first.
        await activity.whenAllItemsWritten();
        if (options.confirm) {
          // Generate All over every row reads the preview the caption shows, afresh: the
          // caption and the dialog show the same answer.
          const { data } = await client.query({
            query: GenerateAllPreviewQuery,
            variables:
              itemIds || onlyFailed || !plain
                ? { onlyFailed, itemIds, ...extra }
                : GENERATE_ALL_PREVIEW_VARIABLES,
            fetchPolicy: itemIds || onlyFailed || !plain ? 'no-cache' : 'network-only',
            context: INLINE_ERRORS,
          });
          const preview = data?.generateAllPreview;
          if (preview?.blockedReason) {
            void onQuotaExceeded(preview.blockedReason);
            return;
          }
          // Nothing to do: the server's answer below says why (or returns a running batch).
          if (preview && preview.itemCount > 0 && !(await options.confirm(preview))) return;
        }

        const batch = await tracker.whileStarting(async () => {
          const { data } = await client.mutate({
            mutation: GenerateAllMutation,
            variables: { onlyFailed, itemIds, ...extra },
            context: INLINE_ERRORS,
          });
          const answered = data?.generateAll;
          // The server says which rows it took; its first event brings the counters.
          if (answered) {
            const { queuedItemIds, ...shown } = answered;
            tracker.started(shown, queuedItemIds);
          }
          return answered;
        });
        if (!batch) {
          toast.error(ALL_FAILED_MESSAGE);
          return;
        }
        if (batch.notice) toast.info(batch.notice, { id: `batch-notice:${batch.id}` });
      } catch (error) {
        if (CombinedGraphQLErrors.is(error)) {
          const first = error.errors[0];
          const message = first?.message || ALL_FAILED_MESSAGE;
          switch (first?.extensions?.code) {
            case ErrorCode.QUOTA_EXCEEDED:
              void onQuotaExceeded(message);
              return;
            case ErrorCode.BAD_USER_INPUT:
              // 'All items already have descriptions' / 'No failed items to retry'
              toast.info(message, { id: `batch-refused:${message}` });
              return;
            default:
              toast.error(ALL_FAILED_MESSAGE, { description: message });
              return;
          }
        }
        toast.error(ALL_FAILED_MESSAGE, {
          description: ServerError.is(error)
            ? `The server could not handle the request (HTTP ${error.statusCode}). Please try again.`
            : 'Could not reach Quillcart. Check your connection and try again.',
        });
      }
    },
    [client, tracker, activity, onQuotaExceeded],
  );
}
