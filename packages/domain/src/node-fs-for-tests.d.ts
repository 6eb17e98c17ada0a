// Tests read the shared security corpora from disk. This package type-checks without Node types
// (see tsconfig.json: the rules must run in the browser too), so declare only what tests use.
// Lint still forbids importing node:* from non-test files.
declare module 'node:fs' {
  export function readFileSync(path: URL, encoding: 'utf8'): string;
}
