interface SpinnerProps {
  /** Text for screen readers; the spinner itself is decorative. */
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading...', className = 'h-6 w-6' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600 dark:border-slate-600 dark:border-t-indigo-400`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
