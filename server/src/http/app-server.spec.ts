import { IncomingMessage, ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createAppServer } from './app-server';

describe('createAppServer', () => {
  let server: Server;
  let base: string;
  const app = express();
  app.set('trust proxy', 1);
  app.use(express.json());
  app.post('/echo', (req, res) => {
    res.append('Set-Cookie', 'a=1; Path=/');
    res.status(201).json({ body: req.body as unknown, ip: req.ip, host: req.get('host') });
  });
  // What Node's server made, before Express's own handler sees it.
  const made: { request: boolean; response: boolean }[] = [];

  beforeAll(async () => {
    server = createAppServer(app);
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      made.push({
        request: Object.getPrototypeOf(req) === app.request,
        response: Object.getPrototypeOf(res) === app.response,
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('makes requests and responses with the app’s prototypes, which stay Node’s underneath', async () => {
    made.length = 0;
    await fetch(`${base}/echo`, { method: 'POST' });
    expect(made).toEqual([{ request: true, response: true }]);
    expect(app.request).toBeInstanceOf(IncomingMessage);
    expect(app.response).toBeInstanceOf(ServerResponse);
  });

  it('serves Express as before: bodies, headers, status, the proxy setting', async () => {
    const answer = await fetch(`${base}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
      body: JSON.stringify({ name: 'Mug' }),
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('set-cookie')).toBe('a=1; Path=/');
    expect(await answer.json()).toEqual({
      body: { name: 'Mug' },
      ip: '203.0.113.7',
      host: base.slice('http://'.length),
    });
  });

  it('keeps a connection alive across requests, each with its own request object', async () => {
    made.length = 0;
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        fetch(`${base}/echo`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ n }),
        }).then((answer) => answer.json() as Promise<{ body: { n: number } }>),
      ),
    );
    expect(answers.map((answer) => answer.body.n)).toEqual([1, 2, 3]);
    expect(made).toHaveLength(3);
    expect(made.every((one) => one.request && one.response)).toBe(true);
  });
});
