import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { requestLog } from './request-log';

describe('requestLog', () => {
  it('writes one line per answer with the request, its status and time, and req.log carries the request', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const log = pino({ base: null, timestamp: false }, sink);
    const app = express();
    app.use(requestLog(app, log, (url) => url === '/healthz'));
    app.get('/healthz', (_req, res) => void res.send('ok'));
    app.get('/fine', (req, res) => {
      req.log.info({ extra: 1 }, 'inside');
      res.send('ok');
    });
    app.get('/broken', (_req, res) => void res.status(503).send('no'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/healthz', '/fine?x=1', '/broken'])
        await (await fetch(base + path)).text();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      server.close();
    }
    const shape = (line: Record<string, unknown>) => ({
      ...line,
      responseTime: typeof line.responseTime,
    });
    expect(lines.map(shape)).toEqual([
      {
        level: 30,
        req: { id: 2, method: 'GET', url: '/fine?x=1' },
        extra: 1,
        msg: 'inside',
        responseTime: 'undefined',
      },
      {
        level: 30,
        req: { id: 2, method: 'GET', url: '/fine?x=1' },
        res: { statusCode: 200 },
        responseTime: 'number',
        msg: 'request completed',
      },
      {
        level: 30,
        req: { id: 3, method: 'GET', url: '/broken' },
        res: { statusCode: 503 },
        responseTime: 'number',
        err: expect.objectContaining({ message: 'failed with status code 503' }) as unknown,
        msg: 'request errored',
      },
    ]);
  });

  it('writes each line exactly as the app’s redacting logger writes it', async () => {
    const raw: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw.push(chunk.toString());
        done();
      },
    });
    // The app's logger options (createLogger), without the clock.
    const log = pino(
      {
        name: 'server',
        base: { service: 'server' },
        timestamp: false,
        redact: {
          paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
          censor: '[redacted]',
        },
      },
      sink,
    );
    const app = express();
    app.use(requestLog(app, log, () => false));
    app.get('/fine', (_req, res) => void res.send('ok'));
    app.get('/broken', (_req, res) => void res.status(500).send('no'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const path of ['/fine', '/broken']) await (await fetch(base + path)).text();
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      server.close();
    }
    expect(raw).toHaveLength(2);
    const written = raw.map((line) => JSON.parse(line) as Record<string, unknown>);
    // The same fields through the logger itself, as the line was written before.
    const expected: string[] = [];
    const direct = pino(
      {
        name: 'server',
        base: { service: 'server' },
        timestamp: false,
        redact: { paths: ['req.headers.cookie'], censor: '[redacted]' },
      },
      { write: (line: string) => void expected.push(line) },
    );
    const [fine, broken] = written;
    direct.info(
      { req: fine.req, res: fine.res, responseTime: fine.responseTime },
      'request completed',
    );
    const err = new Error('failed with status code 500');
    err.stack = (broken.err as { stack: string }).stack;
    direct.info(
      { req: broken.req, res: broken.res, responseTime: broken.responseTime, err },
      'request errored',
    );
    expect(raw).toEqual(expected);
  });
});
