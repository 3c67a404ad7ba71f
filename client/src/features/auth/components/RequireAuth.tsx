import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../../ui/Spinner';
import { useSession } from '../hooks/useSession';

/** Route guard for signed-in pages: guests go to / with the origin remembered in state. */
export function RequireAuth() {
  const { status, isSignedIn } = useSession();
  const location = useLocation();

  if (status === 'loading') {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Checking your session..." className="h-8 w-8" />
      </div>
    );
  }
  if (!isSignedIn) return <Navigate to="/" replace state={{ from: location }} />;
  return <Outlet />;
}
