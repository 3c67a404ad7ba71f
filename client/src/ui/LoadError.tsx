import { secondaryButton } from './styles';

interface LoadErrorProps {
  /** What failed, as a sentence: 'Your history could not be loaded.' */
  message: string;
  /** Reads again; a failed retry is shown by the error link and leaves this in place. */
  onRetry: () => Promise<unknown> | void;
  /** The layout around the message and the button (a row by default). */
  className?: string;
}

/** A read that failed, said to screen readers as it appears, with a Try again button. */
export function LoadError({
  message,
  onRetry,
  className = 'flex flex-wrap items-center gap-3',
}: LoadErrorProps) {
  const retry = () => void Promise.resolve(onRetry()).catch(() => undefined);
  return (
    <div role="alert" className={className}>
      <p className="text-slate-700 dark:text-slate-200">{message}</p>
      <button type="button" className={secondaryButton} onClick={retry}>
        Try again
      </button>
    </div>
  );
}
