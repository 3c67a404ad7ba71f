import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { PromptSettingsFieldsFragment } from '../../../__generated__/graphql';
import { UpdatePromptSettingsMutation } from '../graphql/prompt-settings.graphql';

export type PromptSettings = PromptSettingsFieldsFragment;
export type PromptSettingsPatch = Partial<Omit<PromptSettings, '__typename'>>;
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

/** Saves changed settings at once (optimistically) and reports how saving went. */
export function useSavePromptSettings(current: PromptSettings | undefined) {
  const [mutate] = useMutation(UpdatePromptSettingsMutation);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const inFlight = useRef(0);

  const save = useCallback(
    async (patch: PromptSettingsPatch) => {
      if (!current) return;
      inFlight.current += 1;
      setStatus('saving');
      try {
        await mutate({
          variables: { input: patch },
          optimisticResponse: {
            __typename: 'Mutation',
            updatePromptSettings: { ...current, ...patch },
          },
        });
        inFlight.current -= 1;
        if (inFlight.current === 0) setStatus('saved');
      } catch {
        // The error link showed the server's message; the optimistic value is rolled back.
        inFlight.current -= 1;
        setStatus('error');
      }
    },
    [current, mutate],
  );

  return { save, status };
}
