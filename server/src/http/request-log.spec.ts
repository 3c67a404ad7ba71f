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
});
