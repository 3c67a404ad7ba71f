import { notReadyLabel } from '../batch-state';

const SHOWN = 5;

/** The rows Generate All passes by as not ready, each with what is missing. */
export function NotReadyList({
  count,
  items,
  className = '',
}: {
  count: number;
  items: readonly { itemId: string; name: string; reason: string }[];
  className?: string;
}) {
  if (count === 0) return null;
  const shown = items.slice(0, SHOWN);
  const more = count - shown.length;
  return (
    <div data-testid="not-ready" className={`text-sm ${className}`}>
      <p className="font-medium">{notReadyLabel(count)}:</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {shown.map((item) => (
          <li key={item.itemId}>
            <span className="font-medium break-words">{item.name}</span>: {item.reason}
          </li>
        ))}
        {more > 0 && <li>and {more.toLocaleString()} more</li>}
      </ul>
    </div>
  );
}
