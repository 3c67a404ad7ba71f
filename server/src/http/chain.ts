import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * Several middleware as one: Express's router matches the path, adjusts `req.url` and looks
 * up its state for every handler it holds, so a route taken by most requests (GraphQL) pays
 * that once instead of once per step. An error (or a rejected promise) goes to `next` as the
 * router would send it.
 */
export function chain(...handlers: RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error !== undefined && error !== null) {
        next(error);
        return;
      }
      const handler = handlers[index];
      index += 1;
      if (!handler) {
        next();
        return;
      }
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch(next);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };
}
