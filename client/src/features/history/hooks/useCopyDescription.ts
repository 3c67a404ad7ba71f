import { useCallback } from 'react';
import { toast } from '../../../ui/toast';

/** Copies a description with the catalogue's toasts. */
export function useCopyDescription(): (text: string) => Promise<void> {
  return useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Description copied!');
    } catch {
      toast.error('Failed to copy description');
    }
  }, []);
}
