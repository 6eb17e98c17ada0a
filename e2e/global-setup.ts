import { startStack } from './harness';

// One stack for the whole e2e run; each test file uses its own browser context.
export default async function setup() {
  const stop = await startStack();
  return async () => {
    await stop();
  };
}
