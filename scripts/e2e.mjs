// `npm run test:e2e`: Playwright (playwright-core) in Debian Chromium against the built web app and API.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT, exec } from './lib.mjs';

const chrome = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(`Chromium not found at ${chrome}. Install Debian's package: apt-get install -y chromium (or set CHROME_PATH).`);
  process.exit(1);
}
const built = ['apps/web/.next/BUILD_ID', 'apps/web/dist/server.mjs', 'apps/api/dist/server.mjs'].every((f) =>
  existsSync(path.join(ROOT, f)),
);
if (!built) {
  console.log('No build found; building first…');
  await exec('npm', ['run', 'build']);
}
try {
  await exec('npx', ['vitest', 'run', '--project', 'e2e'], { env: { CHROME_PATH: chrome } });
} catch {
  process.exit(1);
}
