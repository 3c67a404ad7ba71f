import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeGoogleUser {
  sub: string;
  name: string;
  email: string;
  email_verified: boolean;
  picture?: string;
}

/**
 * A local stand-in for Google's OAuth 2.0 endpoints (authorize, token, userinfo), speaking
 * the same wire format passport-google-oauth20 uses. Test code only.
 */
export class FakeGoogleOAuth {
  readonly authorizeRequests: URL[] = [];
  private server: Server | undefined;
  private readonly codes = new Map<string, FakeGoogleUser>();
  private readonly tokens = new Map<string, FakeGoogleUser>();
  /** Who "signs in" at the next authorize request. */
  nextUser: FakeGoogleUser | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', this.url);
      if (req.method === 'GET' && url.pathname === '/authorize') {
        this.authorizeRequests.push(url);
        const code = `code-${this.codes.size + 1}`;
        if (this.nextUser) this.codes.set(code, this.nextUser);
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.searchParams.set('code', code);
        const state = url.searchParams.get('state');
        if (state) back.searchParams.set('state', state);
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        let body = '';
        req.on('data', (chunk: Buffer) => (body += chunk.toString()));
        req.on('end', () => {
          const code = new URLSearchParams(body).get('code') ?? '';
          const user = this.codes.get(code);
          if (!user) {
            res
              .writeHead(400, { 'content-type': 'application/json' })
              .end(JSON.stringify({ error: 'invalid_grant' }));
            return;
          }
          const token = `token-${code}`;
          this.tokens.set(token, user);
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }));
        });
        return;
      }
      if (req.method === 'GET' && url.pathname === '/userinfo') {
        // Google takes the token as a bearer header or as the access_token parameter.
        const token =
          (req.headers.authorization ?? '').replace(/^Bearer /, '') ||
          (url.searchParams.get('access_token') ?? '');
        const user = this.tokens.get(token);
        if (!user) {
          res.writeHead(401).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(user));
        return;
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
