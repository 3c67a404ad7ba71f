import 'reflect-metadata';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import express from 'express';
import session from 'express-session';
import { useServer } from 'graphql-ws/use/ws';
import type { DataSource } from 'typeorm';
import { WebSocketServer } from 'ws';
import { createDataSource, runMigrations } from '../../core/src/db/data-source';
import { createAppPubSub } from '../../core/src/events/pubsub';
import type { Logger } from '../../core/src/logging/logger';
import type { Owner } from '../../core/src/owner/owner';
import { closeRedis, createRedis } from '../../core/src/redis/connection';
import type { ServerConfig } from './config';
import type { GraphQLContext } from './graphql/context';
import { answerText } from './graphql/answer-text';
import { CompiledExecution } from './graphql/compiled-execution';
import { createErrorFormatter, outageStatusPlugin } from './graphql/format-error';
import { graphqlHandler } from './graphql/http-handler';
import { apolloLimits, createHttpGuard, createWsGuard } from './graphql/limits';
import { createAppServer } from './http/app-server';
import { DependencyHealth } from './http/dependency-health';
import { errorHandler } from './http/error-handler';
import { chain } from './http/chain';
import { requestLog } from './http/request-log';
import { OriginPolicy, contentSecurityPolicy, csrfGuard, securityHeaders } from './http/security';
import { SessionSockets } from './modules/auth/session-sockets';
import { buildAppSchema } from './graphql/schema';
import { clientRoutes } from './http/client.routes';
import { healthRoutes } from './http/health.routes';
import { MODULES, RESOLVERS } from './modules';
import { ApiTokensService } from './modules/api-tokens/api-tokens.service';
import { createPassport } from './modules/auth/passport';
import { PgSessionStore } from './modules/auth/pg-session-store';
import { SessionCache } from './modules/auth/session-cache';
import { sessionMiddleware } from './modules/auth/session-middleware';
import { SessionRevocationFeed } from './modules/auth/session-revocation-feed';
import { buildFeatures } from './modules/feature-module';
import { GuestSessionsService } from './modules/session/guest-sessions.service';
import { SESSION_COOKIE, createOwnerResolver } from './modules/session/owner.middleware';

export interface App {
  httpServer: Server;
  dataSource: DataSource;
  /** Sign-in sessions this server holds in memory (tests check it is in use). */
  sessionCache: SessionCache;
  /** Starts listening; resolves with the base URL. */
  listen(): Promise<string>;
  /** Stops taking requests, finishes those in flight, closes every connection. */
  close(): Promise<void>;
}

/** Wires the HTTP server: REST routes, GraphQL over HTTP and WebSocket, the built client. */
export async function createApp(config: ServerConfig, log: Logger): Promise<App> {
  if (config.MIGRATE_ON_START) {
    // Migrations run on a connection of their own, without the statement timeout.
    // Two connections: one holds the advisory lock while the other migrates.
    const migrator = createDataSource({ url: config.DATABASE_URL, poolSize: 2 });
    await migrator.initialize();
    try {
      const applied = await runMigrations(migrator);
      if (applied.length > 0) log.info({ migrations: applied }, 'applied migrations');
    } finally {
      await migrator.destroy();
    }
  }
  const dataSource = createDataSource({
    url: config.DATABASE_URL,
    applicationName: 'quillcart-server',
    poolSize: config.DATABASE_POOL_SIZE,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  });
  await dataSource.initialize();

  const redis = createRedis(config.REDIS_URL, {
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true,
  });
  const redisSubscriber = createRedis(config.REDIS_URL, { maxRetriesPerRequest: null });
  for (const [name, client] of [
    ['redis', redis],
    ['redis-subscriber', redisSubscriber],
  ] as const) {
    client.on('error', (error: Error) => log.warn({ err: error, client: name }, 'redis error'));
  }
  const pubSub = createAppPubSub(redis, redisSubscriber, config.REDIS_PREFIX, log);
  const production = config.NODE_ENV === 'production';
  const origins = new OriginPolicy(config.PUBLIC_URL, config.ALLOWED_ORIGINS, !production);
  const health = new DependencyHealth({ databaseUrl: config.DATABASE_URL, redis, log });

  const secureCookies = config.PUBLIC_URL.startsWith('https://');
  const guests = new GuestSessionsService(dataSource, {
    redis,
    keyPrefix: config.REDIS_PREFIX,
    freeSessionsPerIpPerDay: config.GUEST_FREE_SESSIONS_PER_IP_PER_DAY,
    log,
  });
  // Signed-in requests read their session from memory while every server hears revocations.
  const sessionCache = new SessionCache({ maxAgeMs: config.SESSION_CACHE_MS });
  const sessionStore = new PgSessionStore(dataSource, sessionCache);
  const revocationFeed = new SessionRevocationFeed(pubSub, redisSubscriber, sessionCache, log);
  const sessionSockets = new SessionSockets(pubSub, log);
  sessionStore.onEnded = (sessionIds) => {
    sessionSockets.closeSessions(sessionIds);
    return revocationFeed.announce(sessionIds);
  };
  const apiTokens = new ApiTokensService(dataSource);
  const passport = createPassport();
  const owners = createOwnerResolver({
    guests,
    sessions: sessionStore,
    apiTokens,
    secret: config.SESSION_SECRET,
    secureCookies,
  });

  // Every feature, from the one list of modules.
  const features = buildFeatures(MODULES, {
    config,
    log,
    dataSource,
    redis,
    redisSubscriber,
    pubSub,
    sessions: sessionStore,
    passport,
  });
  const resolvers = new Map<unknown, object>(
    features
      .flatMap((feature) => feature.resolvers ?? [])
      .map((resolver) => [resolver.constructor, resolver]),
  );
  const featureContext: Partial<GraphQLContext> = Object.assign(
    {},
    ...features.map((feature) => feature.context),
  ) as Partial<GraphQLContext>;
  const schema = await buildAppSchema(RESOLVERS, pubSub, { get: (cls) => resolvers.get(cls) });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.TRUST_PROXY);
  const httpServer = createAppServer(app);

  const limits = {
    maxDepth: config.GRAPHQL_MAX_DEPTH,
    maxAliases: config.GRAPHQL_MAX_ALIASES,
    maxTokens: config.GRAPHQL_MAX_TOKENS,
    maxDirectives: config.GRAPHQL_MAX_DIRECTIVES,
    maxCost: config.GRAPHQL_MAX_COST,
    hideSchema: production,
  };
  const formatError = createErrorFormatter(log);
  const wsGuard = createWsGuard(schema, limits);

  // Only our own pages may open a socket that acts for the seller; a larger message than
  // WS_MAX_MESSAGE_BYTES closes the socket (1009) before it is buffered whole.
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: config.WS_MAX_MESSAGE_BYTES,
    verifyClient: ({ req }, done) => {
      if (origins.allows(req)) return done(true);
      log.warn({ origin: req.headers.origin }, 'WebSocket from a foreign origin refused');
      done(false, 403, 'Forbidden origin');
    },
  });
  const wsCleanup = useServer<Record<string, unknown>, { owner?: Owner }>(
    {
      schema,
      onConnect: async (ctx) => {
        const found = await owners.fromCookieHeader(ctx.extra.request.headers.cookie);
        if (!found) return false;
        ctx.extra.owner = found.owner;
        if (found.sessionId) sessionSockets.register(found.sessionId, ctx.extra.socket);
        return true;
      },
      onSubscribe: (_ctx, _id, payload) => {
        const errors = wsGuard(payload);
        return errors.length > 0 ? [...errors] : undefined;
      },
      // The same error vocabulary as over HTTP: outages as SERVICE_UNAVAILABLE, the rest
      // logged and answered generically.
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) }
          : undefined,
      context: (ctx): GraphQLContext => ({
        ...featureContext,
        owner: (ctx.extra as { owner: Owner }).owner,
        log,
      }),
    },
    wsServer,
  );

  const protection = apolloLimits(limits);
  const apollo = new ApolloServer<GraphQLContext>({
    // The app's schema, executed by compiled operations (see CompiledExecution).
    gateway: new CompiledExecution(schema),
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    allowBatchedHttpRequests: false,
    // Compact JSON, and the answer's data let go once written (see answerText).
    stringifyResult: answerText,
    // main.ts handles SIGTERM: Apollo's own handler would race it, and a second stop() waits
    // forever for the first (the idle server used to hit its 15 s shutdown timeout).
    stopOnTerminationSignals: false,
    validationRules: protection.validationRules,
    parseOptions: protection.parseOptions,
    plugins: [
      ...protection.plugins,
      outageStatusPlugin,
      // No type sets cache hints, and the plugin would wrap every field's resolution.
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      {
        serverWillStart() {
          return Promise.resolve({
            async drainServer() {
              await wsCleanup.dispose();
            },
          });
        },
      },
    ],
    formatError,
  });
  await apollo.start();

  // One router layer for what every request goes through.
  app.use(
    chain(
      requestLog(app, log, (url) => url === '/healthz' || url === '/readyz'),
      securityHeaders(config.PUBLIC_URL),
    ),
  );
  const sessions = sessionMiddleware({
    expressSession: session({
      name: SESSION_COOKIE,
      store: sessionStore,
      secret: config.SESSION_SECRET,
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: config.TRUST_PROXY > 0,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: config.SESSION_TTL_DAYS * 24 * 3600 * 1000,
      },
    }),
    // passport.session() sets up req.login/logout itself; initialize() would only add the
    // compatibility field for passport 0.4 strategies (none here), on every request.
    passportSession: passport.session() as express.RequestHandler,
    store: sessionStore,
    name: SESSION_COOKIE,
    secret: config.SESSION_SECRET,
    proxy: config.TRUST_PROXY > 0,
    readOnly: (req) => req.graphqlQueryOnly === true,
    log,
  });
  // GraphQL over HTTP first, in one chain: its requests match no other route. Apollo's CSRF
  // prevention already refuses requests a form could send; an operation past a limit is
  // refused before any session, owner or database work.
  app.use(
    '/graphql',
    chain(
      csrfGuard(origins, { requireHeader: false }),
      express.json({ limit: config.GRAPHQL_MAX_BODY_BYTES }),
      createHttpGuard(schema, limits),
      sessions,
      owners.middleware,
      graphqlHandler(apollo, ({ req, res }) =>
        Promise.resolve({ ...featureContext, owner: req.owner as Owner, log, req, res }),
      ),
    ),
  );
  app.use(healthRoutes(health));
  // Raw-body webhooks go before any JSON parser, CSRF check or session.
  for (const feature of features) for (const router of feature.rawRoutes ?? []) app.use(router);
  // Everything after this that changes state must come from our own pages.
  app.use(
    ['/api', '/admin'],
    csrfGuard(origins, { requireHeader: true, headerNotNeededUnder: ['/admin/queues/'] }),
  );
  app.use(['/api', '/admin', '/metrics'], sessions);
  app.use(['/api', '/admin'], owners.middleware);
  for (const feature of features) for (const router of feature.routes ?? []) app.use(router);
  app.use('/api', (_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
  app.use(
    clientRoutes(config.CLIENT_DIST_DIR, config.PUBLIC_URL, (html) =>
      contentSecurityPolicy(config.PUBLIC_URL, html),
    ),
  );
  app.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorHandler({ maxBodyBytes: config.GRAPHQL_MAX_BODY_BYTES }));

  let closed = false;
  return {
    httpServer,
    dataSource,
    sessionCache,
    listen: () =>
      new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(config.PORT, config.HOST, () => {
          const { port } = httpServer.address() as AddressInfo;
          resolve(`http://localhost:${port}`);
        });
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      // Apollo's drain plugin stops the HTTP server and the WebSocket server.
      await apollo.stop();
      if (httpServer.listening) await new Promise((resolve) => httpServer.close(resolve));
      sessionStore.close();
      await Promise.all([sessionSockets.close(), revocationFeed.close(), health.close()]);
      for (const feature of features) await feature.close?.();
      await Promise.all([closeRedis(redis), closeRedis(redisSubscriber)]);
      await dataSource.destroy();
    },
  };
}
