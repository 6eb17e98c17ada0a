'use client';

import { ErrorFallback } from '@/components/error-fallback';

/** §4.19: shown on a render error. */
export default function ErrorPage({ error }: { error: Error & { digest?: string } }) {
  return <ErrorFallback error={error} />;
}
