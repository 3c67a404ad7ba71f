import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../core/src/shared/csrf';

/**
 * A visitor talking to the API the way a browser does: one cookie jar, GraphQL over HTTP.
 * Each instance is a separate owner.
 */
export interface GraphQLResponse<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; [key: string]: unknown } }[];
}

export class BrowserSession {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** Visits /api/session, as the client does at start; returns the answer. */
  async start(): Promise<{ owner: { kind: string }; user: unknown }> {
    const response = await this.fetch('/api/session');
    return (await response.json()) as { owner: { kind: string }; user: unknown };
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /**
   * A request with the session's cookies. State-changing methods carry the CSRF header, as
   * Quillcart's own pages send it (pass `{ [CSRF_HEADER]: '' }` to act like a foreign page).
   */
  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader);
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD' && !headers.has(CSRF_HEADER)) {
      headers.set(CSRF_HEADER, CSRF_HEADER_VALUE);
    }
    const response = await fetch(this.baseUrl + path, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    return response;
  }

  async gql<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLResponse<T>> {
    const response = await this.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GraphQLResponse<T>;
  }

  /** Like gql, but fails the test on any GraphQL error. */
  async ok<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const result = await this.gql<T>(query, variables);
    if (result.errors?.length) {
      throw new Error(`GraphQL errors: ${JSON.stringify(result.errors)}`);
    }
    return result.data as T;
  }
}
