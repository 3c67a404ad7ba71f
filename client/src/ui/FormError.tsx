/** A form's error, announced as it appears; `id` lets invalid fields point at it. */
export function FormError({
  id,
  message,
  className = '',
}: {
  id: string;
  message: string | null | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      role="alert"
      className={`${className} rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100`.trim()}
    >
      {message}
    </p>
  );
}
