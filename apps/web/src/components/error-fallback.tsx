'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { clientLogger } from '@/lib/client-logger';

/** §4.19 / §8 "Render error": "Something went wrong" with a Refresh button. */
export function ErrorFallback({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('error');
  useEffect(() => {
    clientLogger.error('render error', { message: error.message, digest: error.digest });
  }, [error]);
  return (
    <section className="error-fallback" role="alert">
      <title>{t('title')}</title>
      <h1>{t('title')}</h1>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('refresh')}
      </button>
    </section>
  );
}
