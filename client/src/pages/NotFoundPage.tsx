import { Link } from 'react-router';
import { primaryButton } from '../ui/styles';

export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-indigo-700 dark:text-indigo-300">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900 dark:text-white">Page not found</h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        The page you are looking for does not exist or has moved.
      </p>
      <Link to="/" className={`${primaryButton} mt-8`}>
        Back to home
      </Link>
    </div>
  );
}
