import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ErrorCode } from '../../../__generated__/enums';
import { toast } from '../../../ui/toast';
import { INLINE_ERRORS } from '../../../apollo/error-link';
import { useQuotaExceeded, useSession } from '../../auth';
import { useItemActivity } from '../item-activity';
import { scheduleItemStatsRefresh } from '../graphql/item-cache';
import { GenerateDescriptionMutation } from '../graphql/items.graphql';
import { generationBlockedReason, NAME_REQUIRED_MESSAGE, type Item } from '../item-fields';
import { isTempId } from '../optimistic-ids';

const FAILED_TITLE = 'Failed to generate description';

/** SPEC §8: 'Description generated!', with a note when a fallback provider wrote it. */
export function generatedMessage(result: { fallbackUsed: boolean; providerName: string }): string {
  return result.fallbackUsed
    ? `Description generated! (written by ${result.providerName} because the primary provider was unavailable)`
    : 'Description generated!';
}

/** How a row's generation runs: "Write 3 versions" asks for several. */
export interface GenerateOptions {
  versions?: number;
}

/** One row's Generate (or "Write 3 versions"). */
export type GenerateRow = (item: Item, options?: GenerateOptions) => Promise<void>;

/**
 * Generates one item's description (or several versions of it). The errors of this call are
 * toasted here (not by the error link), as SPEC §8 words them.
 */
export function useGenerateDescription(): GenerateRow {
  const client = useApolloClient();
  const activity = useItemActivity();
  const { refresh } = useSession();
  const [generateMutation] = useMutation(GenerateDescriptionMutation, { context: INLINE_ERRORS });

  const refreshUsage = useCallback(() => refresh().catch(() => undefined), [refresh]);
  const onQuotaExceeded = useQuotaExceeded();

  return useCallback(
    async (item: Item, options: GenerateOptions = {}): Promise<void> => {
      // A row still being created has no server id yet; the button is disabled for it.
      if (isTempId(item.id) || activity.isGenerating(item.id)) return;
      if (item.name.trim() === '') {
        toast.error(NAME_REQUIRED_MESSAGE, { id: `generate-blocked:${item.id}` });
        return;
      }
      const blocked = generationBlockedReason(item);
      if (blocked) {
        toast.error(blocked, { id: `generate-blocked:${item.id}` });
        return;
      }

      activity.markGenerating(item.id, true);
      try {
        // A value typed just before the click must reach the server first.
        await activity.whenItemWritten(item.id);
        const { data } = await generateMutation({
          variables: { itemId: item.id, versions: options.versions ?? 1 },
        });
        const result = data?.generateDescription;
        if (!result) {
          toast.error(FAILED_TITLE, { description: 'No description generated from AI' });
          return;
        }
        toast.success(
          result.versions > 1
            ? `${result.versions} versions written: choose one`
            : generatedMessage(result),
        );
        scheduleItemStatsRefresh(client);
        void refreshUsage();
      } catch (error) {
        scheduleItemStatsRefresh(client);
        if (CombinedGraphQLErrors.is(error)) {
          const first = error.errors[0];
          const message = first?.message || 'An error occurred while generating the description';
          switch (first?.extensions?.code) {
            case ErrorCode.QUOTA_EXCEEDED:
              void onQuotaExceeded(message);
              return;
            case ErrorCode.BAD_USER_INPUT:
              toast.error(message);
              return;
            default:
              toast.error(FAILED_TITLE, { description: message });
              return;
          }
        }
        toast.error(FAILED_TITLE, {
          description: ServerError.is(error)
            ? `The server could not handle the request (HTTP ${error.statusCode}). Please try again.`
            : 'Could not reach Quillcart. Check your connection and try again.',
        });
      } finally {
        activity.markGenerating(item.id, false);
      }
    },
    [client, activity, generateMutation, onQuotaExceeded, refreshUsage],
  );
}
