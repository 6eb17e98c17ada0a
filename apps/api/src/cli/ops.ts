import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OPERATOR_OPS_PATH, streamUserKey } from '@ex/contracts';
import { openDatabase } from '@ex/db';
import { readConfig, type ApiConfig } from '../config';
import { createLogger } from '../logger';
import { loadSecurityKeys } from '../services/security/keys';
import { createRedisBus } from '../stream/bus';
import { OPS_AREAS } from '../ops/areas';
import { runOps } from '../ops/registry';

/** Where `npm start` keeps the operator token it generated when OPERATOR_TOKEN was unset. */
export const OPERATOR_TOKEN_FILE = 'operator-token';

/**
 * `npm run ops -- <area> <command> [args]`: every back-office action (apps/api/src/ops/areas).
 * - An API is running: the command runs inside it through `POST /api/operator/ops`, with
 *   OPERATOR_TOKEN, or the token `npm start` generated into DATA_DIR/operator-token.
 * - No API running: the command opens the database itself, like the API (DATA_DIR or DATABASE_URL).
 */
async function main(): Promise<void> {
  const config = readConfig();
  const argv = process.argv.slice(2);
  const base = apiBase(config);
  if (await apiAnswers(base)) {
    const token = config.operatorToken ?? readTokenFile(config.dataDir);
    if (token) {
      process.exitCode = await forward(base, token, argv);
      return;
    }
    if (!config.databaseUrl) {
      // PGlite has no lock between processes: a second opener would corrupt the running API's database.
      console.error(`An API is running on ${base} with the embedded database. Set OPERATOR_TOKEN to the token it was started with.`);
      process.exit(1);
    }
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const logger = createLogger({ level: 'silent' });
  // With REDIS_URL a chat reply from the shell reaches the API processes' open windows too.
  const bus = config.redisUrl ? createRedisBus({ url: config.redisUrl, logger }) : undefined;
  try {
    const secrets = await loadSecurityKeys({ db: handle.db, logger, configured: config.securityKey });
    const stream = bus && {
      publishUserEvent: (uid: number, channel: 'orders' | 'positions' | 'chat', data: unknown) =>
        bus.publish(streamUserKey(channel, uid), JSON.stringify(data)).then(
          () => true,
          () => false,
        ),
    };
    process.exitCode = await runOps(
      OPS_AREAS,
      { db: handle.db, say: (line) => process.stdout.write(`${line}\n`), nowMs: Date.now(), secrets, ...(stream ? { stream } : {}) },
      argv,
    );
  } finally {
    await bus?.close();
    await handle.close();
  }
}

async function forward(base: string, token: string, argv: readonly string[]): Promise<number> {
  const response = await fetch(`${base}${OPERATOR_OPS_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ argv: argv.length ? argv : ['help'] }),
  });
  if (!response.ok) {
    console.error(`The API refused the command (HTTP ${response.status}): ${(await response.text()).slice(0, 500)}`);
    return 1;
  }
  const result = (await response.json()) as { exitCode: number; lines: string[] };
  for (const line of result.lines) process.stdout.write(`${line}\n`);
  return result.exitCode;
}

function readTokenFile(dataDir: string): string | undefined {
  try {
    return readFileSync(path.join(dataDir, OPERATOR_TOKEN_FILE), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The API's base URL; wildcard binds are reached on loopback. */
function apiBase(config: ApiConfig): string {
  const { host, port } = config;
  const target = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return `http://${target}:${port}`;
}

async function apiAnswers(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

main().catch((error: unknown) => {
  console.error('ops failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
