import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { INLINE_ERRORS } from '../../../apollo/error-link';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { buttonBase } from '../../../ui/styles';
import { toast } from '../../../ui/toast';
import {
  ChooseVersionMutation,
  ItemVersionsQuery,
  RestoreVersionMutation,
} from '../graphql/versions.graphql';
import { providerDisplayName, type Item } from '../item-fields';

const smallButton = `${buttonBase} rounded-md border border-indigo-600 px-2 py-0.5 text-xs text-indigo-800 hover:bg-indigo-50 dark:border-indigo-400 dark:text-indigo-200 dark:hover:bg-indigo-950`;

/** An item's versions, newest first, each with what it is and the way back to it. */
export function VersionList({ item, busy }: { item: Item; busy: boolean }) {
  const { data, error, refetch } = useQuery(ItemVersionsQuery, {
    variables: { id: item.id },
    fetchPolicy: 'cache-and-network',
  });
  const [choose] = useMutation(ChooseVersionMutation, { context: INLINE_ERRORS });
  const [restore] = useMutation(RestoreVersionMutation, { context: INLINE_ERRORS });
  const [applying, setApplying] = useState<string | null>(null);

  // A new description (written here, in another tab or by Generate All) adds a version.
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [refetch, item.versionCount, item.description]);

  const versions = data?.item?.versions;
  if (!versions) {
    return error ? (
      <LoadError message="The versions could not be loaded." onRetry={() => void refetch()} />
    ) : (
      <Spinner label="Loading versions..." className="h-4 w-4" />
    );
  }
  const current = versions.find((version) => version.current);
  const choosing = item.choosingVersion && (current?.setId ?? null) !== null;

  const apply = async (versionId: string, chosen: boolean) => {
    setApplying(versionId);
    try {
      const variables = { itemId: item.id, versionId };
      await (chosen ? choose({ variables }) : restore({ variables }));
      toast.success(chosen ? 'Version chosen' : 'Version restored');
      await refetch();
    } catch (failure) {
      toast.error('Could not use this version', {
        description: failure instanceof Error ? failure.message : 'Please try again.',
      });
    } finally {
      setApplying(null);
    }
  };

  return (
    <ol
      className="mt-1 grid gap-2"
      aria-label={`Versions of ${item.name.trim() || 'this product'}`}
    >
      {versions.map((version, index) => {
        const inChoice = choosing && version.setId === current?.setId;
        const title = version.setIndex
          ? `Version ${version.setIndex} of ${version.setSize}`
          : version.origin === 'EARLIER'
            ? 'Earlier description'
            : 'Generated';
        const when = new Date(version.createdAt).toLocaleString();
        return (
          <li
            key={version.id}
            data-testid="item-version"
            data-current={version.current || undefined}
            className={`rounded-md border p-2 ${version.current ? 'border-indigo-500 bg-indigo-50/60 dark:border-indigo-400 dark:bg-indigo-950/40' : 'border-slate-300 dark:border-slate-600'}`}
          >
            <p className="flex flex-wrap items-center gap-x-2 font-semibold text-slate-800 dark:text-slate-100">
              <span>{title}</span>
              {version.current && (
                <span className="rounded-full bg-indigo-700 px-1.5 text-white dark:bg-indigo-300 dark:text-slate-950">
                  In use
                </span>
              )}
              <span className="font-normal text-slate-600 dark:text-slate-300">
                {version.provider ? `${providerDisplayName(version.provider)} · ` : ''}
                <time dateTime={version.createdAt}>{when}</time>
              </span>
            </p>
            {version.instruction && (
              <p className="text-slate-700 dark:text-slate-200">
                Written for: &ldquo;{version.instruction}&rdquo;
              </p>
            )}
            <p className="mt-1 break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
              {version.description}
            </p>
            {!version.current && (
              <button
                type="button"
                className={`${smallButton} mt-1`}
                disabled={busy || applying !== null}
                aria-busy={applying === version.id || undefined}
                onClick={() => void apply(version.id, inChoice)}
                aria-label={`${inChoice ? 'Use this version' : 'Restore'}: ${title.toLowerCase()}${index > 0 ? `, ${when}` : ''}`}
              >
                {inChoice ? 'Use this version' : 'Restore'}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
