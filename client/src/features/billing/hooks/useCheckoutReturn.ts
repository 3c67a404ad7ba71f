import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../ui/toast';
import { useSession } from '../../auth';

/** Stripe sends the browser back with ?success=true or ?canceled=true. */
export function useCheckoutReturn(refetch: () => Promise<unknown>) {
  const [params, setParams] = useSearchParams();
  const { refresh } = useSession();
  const handled = useRef(false);
  const success = params.get('success') === 'true';
  const canceled = params.get('canceled') === 'true';

  useEffect(() => {
    if (handled.current || (!success && !canceled)) return;
    handled.current = true;
    if (success) {
      toast.success('Subscription updated', { id: 'checkout-return' });
      void refetch().catch(() => undefined);
      void refresh();
    } else {
      toast.info('Checkout canceled', { id: 'checkout-return' });
    }
    const next = new URLSearchParams(params);
    next.delete('success');
    next.delete('canceled');
    setParams(next, { replace: true });
  }, [success, canceled, params, setParams, refetch, refresh]);
}
