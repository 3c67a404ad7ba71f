import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/** Answers longer than this (in UTF-16 units) are written as a Buffer. */
const BUFFER_ABOVE = 4096;

/**
 * Apollo Server as Express middleware, as @as-integrations/express5 does it (the request's
 * headers, query string and parsed body in; status, headers and body out) with less work per
 * request: the query string is cut from the URL instead of parsing the whole URL, and the
 * answer is written with res.end, without res.send's ETag (a hash of every answer that no
 * POST is ever revalidated against) and content negotiation. Needs express.json() before it.
 */
export function graphqlHandler<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (args: { req: Request; res: Response }) => Promise<TContext>,
): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return (req, res, next) => {
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const query = req.url.indexOf('?');
    server
      .executeHTTPGraphQLRequest({
        httpGraphQLRequest: {
          method: req.method.toUpperCase(),
          headers,
          search: query >= 0 ? req.url.slice(query) : '',
          body: req.body as unknown,
        },
        context: () => context({ req, res }),
      })
      .then(async (answer) => {
        for (const [key, value] of answer.headers) res.setHeader(key, value);
        res.statusCode = answer.status ?? 200;
        if (answer.body.kind === 'complete') {
          const text = answer.body.string;
          // A large answer goes out as one Buffer: encoded once, outside the JavaScript heap.
          // As a string, Node joins it to the headers and copies it again to write it, on the
          // heap each time (an items page is ~25 KB).
          res.end(text.length > BUFFER_ABOVE ? Buffer.from(text) : text);
          return;
        }
        for await (const chunk of answer.body.asyncIterator) res.write(chunk);
        res.end();
      })
      .catch(next);
  };
}
