import { openDatabase } from '@ex/db';
import { readConfig } from '../config';
import { runKycCommand } from './kyc-command';

/** `npm run kyc -- list | approve <email> | reject <email>`: see kyc-command.ts. */
async function main(): Promise<void> {
  const config = readConfig();
  if (!config.databaseUrl && (await apiAnswers(config.host, config.port))) {
    // PGlite has no lock between processes: a second opener would corrupt the running API's database.
    console.error(
      `An API is running on port ${config.port} with the embedded database. Stop it first, or review with POST /api/operator/kyc/review.`,
    );
    process.exit(1);
  }
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    process.exitCode = await runKycCommand(handle.db, process.argv.slice(2), (line) => process.stdout.write(`${line}\n`), Date.now());
  } finally {
    await handle.close();
  }
}

/** True when an API answers /api/health at host:port (wildcard binds probed on loopback). */
async function apiAnswers(host: string, port: number): Promise<boolean> {
  const target = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  try {
    await fetch(`http://${target}:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

main().catch((error: unknown) => {
  console.error('kyc failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
