import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** A graphql-ws client that sends the given Cookie header, as a browser tab would. */
export function wsClient(baseUrl: string, cookie: string): Client {
  return createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined,
  });
}

/** The first `count` results of a subscription, and a promise that it is live. */
export function collect<T>(
  client: Client,
  query: string,
  count: number,
): { done: Promise<T[]>; ready: Promise<void> } {
  let received = 0;
  const { done } = collectUntil<T>(client, query, () => (received += 1) >= count);
  // graphql-ws acknowledges the connection before the subscription is live on the server;
  // Redis SUBSCRIBE then takes a moment, so wait a little after 'connected'.
  const ready = new Promise<void>((resolve) => {
    client.on('connected', () => setTimeout(resolve, 300));
  });
  return { done, ready };
}

/**
 * A subscription's results until `last` says the latest one ends it. `ready` resolves with
 * the first result: a subscription that starts with the current state (batchProgress) is
 * live on the server from then on.
 */
export function collectUntil<T>(
  client: Client,
  query: string,
  last: (latest: T) => boolean,
): { done: Promise<T[]>; ready: Promise<void> } {
  const events: T[] = [];
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
  const done = new Promise<T[]>((resolve, reject) => {
    const dispose = client.subscribe<T>(
      { query },
      {
        next: (message) => {
          if (!message.data) return;
          events.push(message.data);
          markReady();
          if (last(message.data)) {
            dispose();
            resolve(events);
          }
        },
        error: reject,
        complete: () => resolve(events),
      },
    );
  });
  return { done, ready };
}
