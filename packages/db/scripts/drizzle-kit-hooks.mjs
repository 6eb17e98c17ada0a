// Module resolve hook (see drizzle-kit-register.mjs): resolve drizzle-orm from packages/db.
const fromDbPackage = new URL('../package.json', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return nextResolve(specifier, { ...context, parentURL: fromDbPackage });
  }
  return nextResolve(specifier, context);
}
