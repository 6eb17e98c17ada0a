import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { WEB_ENV } from '@/lib/env';

/**
 * Operator diagnostic: throws during render so the error fallback (§4.19) and error reporting can be
 * checked on a running deployment. Served only when ENABLE_DIAGNOSTIC_ROUTES=1 at run time.
 */
export default async function RenderErrorDiagnostic() {
  await connection();
  if (!WEB_ENV.diagnosticRoutes) notFound();
  throw new Error('Diagnostic render error');
}
