import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/** One API call the fake received: form fields flattened as the SDK encodes them. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** e.g. `line_items[0][price]`, `metadata[userId]`. */
  params: Record<string, string>;
  authorization: string | undefined;
}

export interface FakeSubscriptionInput {
  id: string;
  customer: string;
  price: string;
  status?: string;
  /** Unix seconds. */
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string>;
}

type StripeObject = Record<string, unknown>;

/** A Stripe subscription object as the API (2025+ versions) returns it. */
export function stripeSubscription(input: FakeSubscriptionInput): StripeObject {
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer,
    status: input.status ?? 'active',
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    created: input.periodStart,
    metadata: input.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${input.id}`,
          object: 'subscription_item',
          price: { id: input.price, object: 'price' },
          quantity: 1,
          current_period_start: input.periodStart,
          current_period_end: input.periodEnd,
        },
      ],
      has_more: false,
    },
  };
}

/** A webhook event around `object`, as Stripe posts it. */
export function stripeEvent(
  id: string,
  type: string,
  object: StripeObject,
  created: number,
): StripeObject {
  return {
    id,
    object: 'event',
    type,
    created,
    api_version: '2026-10-28.endive',
    livemode: false,
    pending_webhooks: 1,
    data: { object },
  };
}

/**
 * A local stand-in for api.stripe.com speaking the wire format the `stripe` SDK uses:
 * form-encoded requests, JSON objects with an `object` field, Stripe-shaped errors. It
 * covers what Quillcart calls: customers, Checkout sessions, portal sessions, subscriptions.
 * Test code only.
 */
export class FakeStripeServer {
  readonly requests: RecordedRequest[] = [];
  readonly subscriptions = new Map<string, StripeObject>();
  private readonly server: Server;
  private counter = 0;
  // Ids differ between fakes, as Stripe's do: parallel test files share one database.
  private readonly instance = randomBytes(4).toString('hex');

  constructor() {
    this.server = createServer((req, res) => {
      this.route(req, res).catch((error: unknown) => {
        send(res, 500, { error: { type: 'api_error', message: String(error) } });
      });
    });
  }

  /** Starts on 127.0.0.1 at a random port; resolves with the base URL (STRIPE_API_BASE). */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Requests to a path (e.g. `/v1/checkout/sessions`), oldest first. */
  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.path === path);
  }

  putSubscription(input: FakeSubscriptionInput): StripeObject {
    const subscription = stripeSubscription(input);
    this.subscriptions.set(input.id, subscription);
    return subscription;
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_${this.instance}${this.counter}`;
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    const params = Object.fromEntries(
      new URLSearchParams(req.method === 'GET' ? url.search : body).entries(),
    );
    const path = url.pathname;
    const method = req.method ?? 'GET';
    this.requests.push({ method, path, params, authorization: req.headers.authorization });

    if (!req.headers.authorization?.startsWith('Bearer ')) {
      send(res, 401, { error: { type: 'invalid_request_error', message: 'No API key provided' } });
      return;
    }
    if (method === 'POST' && path === '/v1/customers') {
      send(res, 200, {
        id: this.nextId('cus'),
        object: 'customer',
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: pick(params, 'metadata'),
      });
      return;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = this.nextId('cs_test');
      send(res, 200, {
        id,
        object: 'checkout.session',
        mode: params.mode,
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        metadata: pick(params, 'metadata'),
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
      return;
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = this.nextId('bps');
      send(res, 200, {
        id,
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url ?? null,
        url: `https://billing.stripe.test/p/session/${id}`,
      });
      return;
    }
    const match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const subscription = this.subscriptions.get(decodeURIComponent(match[1]));
      if (!subscription) {
        send(res, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such subscription: '${match[1]}'`,
          },
        });
        return;
      }
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.canceled_at = Math.floor(Date.now() / 1000);
      }
      if (method === 'POST' && params.cancel_at_period_end !== undefined) {
        subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      send(res, 200, subscription);
      return;
    }
    send(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  }
}

/** `metadata[userId]=…` fields back into an object. */
function pick(params: Record<string, string>, prefix: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const match = new RegExp(`^${prefix}\\[([^\\]]+)\\]$`).exec(key);
    if (match) result[match[1]] = value;
  }
  return result;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  res.end(JSON.stringify(body));
}
