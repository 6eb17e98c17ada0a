/**
 * True when `error` (or any error in its `cause` chain — drizzle wraps driver errors in
 * DrizzleQueryError) is a PostgreSQL unique violation (SQLSTATE 23505), optionally on `constraint`.
 * Both node-postgres and PGlite expose `code` and `constraint` on their error objects.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === undefined || name === constraint;
  }
  return false;
}
