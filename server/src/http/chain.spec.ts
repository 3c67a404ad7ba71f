import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { chain } from './chain';

const req = {} as Request;
const res = {} as Response;

function run(handler: RequestHandler): Promise<unknown> {
  return new Promise((resolve) => {
    void handler(req, res, ((error?: unknown) => resolve(error ?? 'next')) as NextFunction);
  });
}

describe('chain', () => {
  it('runs each handler in order, then the next middleware', async () => {
    const seen: number[] = [];
    const step =
      (n: number): RequestHandler =>
      (_req, _res, next) => {
        seen.push(n);
        setImmediate(next);
      };
    expect(await run(chain(step(1), step(2), step(3)))).toBe('next');
    expect(seen).toEqual([1, 2, 3]);
  });

  it('stops at a handler that answers, and passes on errors passed, thrown or rejected', async () => {
    const failure = new Error('no');
    let reached = false;
    const after: RequestHandler = () => {
      reached = true;
    };
    expect(await run(chain((_req, _res, next) => next(failure), after))).toBe(failure);
    expect(
      await run(
        chain(() => {
          throw failure;
        }, after),
      ),
    ).toBe(failure);
    expect(await run(chain(() => Promise.reject(failure), after))).toBe(failure);
    expect(reached).toBe(false);
  });
});
