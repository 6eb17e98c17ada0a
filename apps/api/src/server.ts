import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { migrate, openDatabase } from '@ex/db';
import { createApp } from './app';
import { readConfig } from './config';
import { createLogger, describeError } from './logger';
import { createAuthRateLimits } from './services/rate-limit';
import { loadSecurityKeys } from './services/security/keys';
import { createMarketSources, readMarketConfig } from './services/market';
import { startEarnScheduler } from './services/earn/scheduler';
import { attachStream, createStreamBus, createStreamHub } from './stream';

/**
 * The API process. Binds to API_HOST (loopback by default: only the web server's proxy talks to it,
 * and the API trusts that proxy's X-Forwarded-Host/-Proto). Opens the database once, migrates, serves,
 * and on SIGINT/SIGTERM stops accepting connections, closes the rate limiters' Redis connection
 * (REDIS_URL) and the database (PGlite flushes to disk).
 */
async function main(): Promise<void> {
  const config = readConfig();
  // MARKET_DATA / GATE_API_BASE: read before anything starts, so a bad value stops start-up.
  const marketConfig = readMarketConfig();
  const logger = createLogger({ level: config.logLevel });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(handle);
  const secrets = await loadSecurityKeys({ db: handle.db, logger, configured: config.securityKey });
  // Redis-backed when REDIS_URL is set (shared by every API process), else in-process.
  const rateLimits = createAuthRateLimits({ redisUrl: config.redisUrl, logger });
  // One set of sources for the REST routes and the stream.
  const market = createMarketSources(marketConfig, {
    now: Date.now,
    onError: (error, symbol) => logger.warn({ symbol, error: describeError(error) }, 'market tick failed'),
  });
  // Issue 5 stream hub: market channels from `market` (every process ticks its own sources); user
  // events (orders/positions) over Redis pub/sub when REDIS_URL is set, else in-process. Created
  // before the app so the ledger can publish through it (`streamHub.publishUserEvent`).
  const streamHub = createStreamHub({
    market,
    bus: createStreamBus({ redisUrl: config.redisUrl, logger, prefix: config.streamBusPrefix }),
    logger,
  });
  const app = createApp({
    db: handle.db,
    dbKind: handle.kind,
    hosts: config.hosts,
    now: Date.now,
    logger,
    sessionTtlSeconds: config.sessionTtlSeconds,
    secrets,
    rateLimits,
    dataDir: config.dataDir,
    operatorToken: config.operatorToken,
    trustGeoHeader: config.trustGeoHeader,
    ipGate: config.ipGate,
    market,
    stream: streamHub,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { address: info.address, port: info.port, db: handle.kind, rateLimits: config.redisUrl ? 'redis' : 'memory' },
      'api listening',
    );
  });
  // Issue 5: the WebSocket stream on the same port at /api/ws/v1/stream (other upgrade paths get 404).
  // serve() without createServer options returns a node:http Server.
  const stream = attachStream(server as Server, { db: handle.db, now: Date.now, logger, hosts: config.hosts, hub: streamHub });

  // Issue 14: simple-earn interest and maturities fall due by the clock; this pays them.
  const stopEarnScheduler = startEarnScheduler({ db: handle.db, logger, now: Date.now });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'api stopping');
    stopEarnScheduler();
    // Idle keep-alive sockets would hold close() open; a hard deadline guarantees exit.
    setTimeout(() => process.exit(1), 10_000).unref();
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    // Stream first: its upgraded sockets would hold server.close() open (clients get 1001 and reconnect).
    void stream.close();
    server.close(() => {
      streamHub
        .close()
        .catch((error: unknown) => logger.error({ error: describeError(error) }, 'closing the stream hub failed'))
        .then(() => rateLimits.close())
        .catch((error: unknown) => logger.error({ error: describeError(error) }, 'closing the rate limiters failed'))
        .then(() => handle.close())
        .then(() => process.exit(0))
        .catch((error: unknown) => {
          logger.error({ error: describeError(error) }, 'closing the database failed');
          process.exit(1);
        });
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  // Config errors carry the variable name; print them plainly and fail.
  console.error('api failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
