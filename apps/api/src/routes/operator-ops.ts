import { Hono } from 'hono';
import { z } from 'zod';
import { OPERATOR_OPS_PATH } from '@ex/contracts';
import type { AppDeps, AppEnv } from '../deps';
import { readBody } from '../http/input';
import { requireOperator } from '../http/operator-auth';
import { OPS_AREAS } from '../ops/areas';
import { runOps } from '../ops/registry';

const opsBodySchema = z.object({ argv: z.array(z.string().max(10_000)).min(1).max(64) }).strict();

/**
 * `POST /api/operator/ops` (OPERATOR_TOKEN): any `npm run ops` command, run in the API process with
 * its database and clock. `npm run ops` forwards here when an API holds the embedded database, which
 * one process at a time can open; with PostgreSQL the CLI may also open the database itself.
 */
export function operatorOpsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post(OPERATOR_OPS_PATH, async (c) => {
    requireOperator(c, deps.operatorToken);
    const { argv } = await readBody(c, opsBodySchema);
    const lines: string[] = [];
    const exitCode = await runOps(
      OPS_AREAS,
      { db: deps.db, say: (line) => lines.push(line), nowMs: deps.now(), market: deps.market, secrets: deps.secrets, stream: deps.stream },
      argv,
    );
    // The area and command are logged, never the arguments (they may hold e-mails or codes).
    deps.logger.info({ area: argv[0], command: argv[1], exitCode }, 'operator command');
    return c.json({ exitCode, lines });
  });
  return app;
}
