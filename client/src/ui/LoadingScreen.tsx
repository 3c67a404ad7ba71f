/** Full-page screen shown while the session loads at boot (at most 3 s). */
export function LoadingScreen() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 text-slate-800 dark:bg-slate-950 dark:text-slate-100"
    >
      <span
        aria-hidden="true"
        className="h-10 w-10 animate-spin rounded-full border-4 border-slate-300 border-t-indigo-600 dark:border-slate-700 dark:border-t-indigo-400"
      />
      <p className="text-lg font-medium">Loading...</p>
    </div>
  );
}
