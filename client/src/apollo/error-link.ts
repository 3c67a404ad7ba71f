import { CombinedGraphQLErrors, CombinedProtocolErrors, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { OperationTypeNode } from 'graphql';
import { toast } from '../ui/toast';

const NETWORK_TOAST_ID = 'network-error';
const NETWORK_TOAST_QUIET_MS = 10_000;
let lastNetworkToastAt = 0;

function toastNetworkError(message: string): void {
  // Many queries fail together when the server is down: say it once.
  const now = Date.now();
  if (now - lastNetworkToastAt < NETWORK_TOAST_QUIET_MS) return;
  lastNetworkToastAt = now;
  toast.error(message, { id: NETWORK_TOAST_ID });
}

/** Operation context for a form that shows its own errors inline (no toast). */
export const INLINE_ERRORS = { inlineErrors: true } as const;

/**
 * Every GraphQL error is shown as a toast with the server's message, here and only here:
 * components just undo their optimistic state and never toast the same error again.
 */
export const errorLink = new ErrorLink(({ error, operation }) => {
  // Forms that show the server's message next to their fields ask for no toast.
  if ((operation.getContext() as { inlineErrors?: boolean }).inlineErrors) return;
  if (CombinedGraphQLErrors.is(error) || CombinedProtocolErrors.is(error)) {
    const message = error.errors[0]?.message ?? 'Something went wrong. Please try again.';
    toast.error(message, { id: `graphql:${message}` });
    return;
  }
  // The WebSocket client reconnects on its own; a dropped subscription is not news.
  if (operation.operationType === OperationTypeNode.SUBSCRIPTION) return;
  if (ServerError.is(error)) {
    toastNetworkError(
      `The server could not handle the request (HTTP ${error.statusCode}). Please try again.`,
    );
    return;
  }
  toastNetworkError('Could not reach Quillcart. Check your connection and try again.');
});
