'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { formatLockTime } from '../hooks/use-security-failure';
import { activeLockEnd } from '../rules';

const MAX_TIMER_MS = 2 ** 31 - 1;

/** The lock after repeated wrong fund passwords or codes, with its end in the user's locale; it goes when the lock ends. */
export function LockNotice({ lockedUntil }: { lockedUntil: string | null }) {
  const t = useTranslations('security.overview');
  const format = useDisplayFormat();
  const [now, setNow] = useState(() => Date.now());
  const end = activeLockEnd(lockedUntil, now);
  const endMs = end?.getTime() ?? null;
  useEffect(() => {
    if (endMs === null) return;
    const id = setTimeout(() => setNow(Date.now()), Math.min(endMs - Date.now() + 50, MAX_TIMER_MS));
    return () => clearTimeout(id);
  }, [endMs]);
  if (!end) return null;
  return (
    <p className="notice notice-warning" role="alert" data-testid="security-lock">
      {t('locked', { time: formatLockTime(end, format) })}
    </p>
  );
}
