import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { createCache } from './cache';
import { errorLink } from './error-link';

type ReconnectListener = () => void;
const reconnectListeners = new Set<ReconnectListener>();

/** Called after the subscription socket comes back from a drop (events may have been missed). */
export function onSubscriptionReconnect(listener: ReconnectListener): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

const httpLink = new HttpLink({ uri: '/graphql', credentials: 'same-origin' });

// Set by a deliberate restart (sign-in, sign-out): reconnect at once, not after a back-off.
let restartRequested = false;

const wsClient = createClient({
  url: () =>
    `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
  lazy: true,
  lazyCloseTimeout: 3_000,
  retryAttempts: Number.POSITIVE_INFINITY,
  shouldRetry: () => true,
  // Exponential back-off with jitter, capped at 30 s.
  retryWait: (retries) => {
    if (restartRequested) {
      restartRequested = false;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      setTimeout(resolve, Math.min(30_000, 1_000 * 2 ** retries) + Math.random() * 1_000),
    );
  },
  on: {
    connected: (_socket, _payload, wasRetry) => {
      if (wasRetry) reconnectListeners.forEach((listener) => listener());
    },
  },
});

/**
 * Drops and reopens the subscription socket. The socket carries the session cookie it was
 * opened with, so after sign-in or sign-out it must reconnect as the new owner.
 */
export function restartSubscriptions(): void {
  restartRequested = true;
  wsClient.terminate();
}

const transportLink = ApolloLink.split(
  (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
  new GraphQLWsLink(wsClient),
  httpLink,
);

export const apolloClient = new ApolloClient({
  link: ApolloLink.from([errorLink, transportLink]),
  cache: createCache(),
});
