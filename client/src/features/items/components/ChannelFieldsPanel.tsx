import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../ui/Icons';
import type { Item } from '../item-fields';
import { channelFieldEntries } from '../channel-field-entries';

/**
 * Under a description: the marketplace fields written with it (SEO title and description,
 * Amazon bullets and search terms, Etsy tags, the listing title), folded until the seller
 * opens them, each with its length against its marketplace's limit.
 */
export function ChannelFieldsPanel({ item }: { item: Item }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const entries = channelFieldEntries(item);
  if (entries.length === 0) return null;
  return (
    <div className="px-2 pb-1 text-xs" data-testid="channel-fields-panel">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="inline-flex items-center gap-1 rounded-md py-0.5 font-medium text-indigo-700 hover:underline dark:text-indigo-300"
      >
        <ChevronDownIcon
          width={12}
          height={12}
          className={`transition-transform ${open ? 'rotate-0' : '-rotate-90'}`}
        />
        Marketplace fields ({entries.length})
      </button>
      <dl id={regionId} hidden={!open} className="mt-1 grid gap-1.5">
        {entries.map((entry) => (
          <div key={entry.field} data-testid={`channel-field-${entry.field}`}>
            <dt className="font-semibold text-slate-700 dark:text-slate-200">
              {entry.label}{' '}
              <span className="font-normal text-slate-600 dark:text-slate-300">
                ({entry.measure})
              </span>
            </dt>
            <dd className="text-slate-800 dark:text-slate-100">
              {entry.list ? (
                entry.field === 'tags' ? (
                  <ul className="flex flex-wrap gap-1" aria-label={entry.label}>
                    {entry.list.map((tag) => (
                      <li
                        key={tag}
                        className="rounded-full border border-slate-300 px-1.5 dark:border-slate-600"
                      >
                        {tag}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <ul className="list-disc pl-4" aria-label={entry.label}>
                    {entry.list.map((bullet, index) => (
                      <li key={index}>{bullet}</li>
                    ))}
                  </ul>
                )
              ) : (
                <span className="break-words">{entry.text}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
