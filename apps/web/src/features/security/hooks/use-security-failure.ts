'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiError } from '@ex/contracts';
import { useLoginRedirect } from '@/core/session/hooks/use-required-session';
import type { DisplayFormat } from '@/lib/format/display-format';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import type { SecurityFailure } from '../api/post-security';

/** A lock's end time in the user's locale, e.g. "5 Mar 2030, 14:05". */
export function formatLockTime(until: string | Date, format: DisplayFormat): string {
  const date = typeof until === 'string' ? new Date(until) : until;
  if (Number.isNaN(date.getTime())) return '';
  return format.date(date, 'dateTime');
}

/**
 * Turns a failed security call into the text to show. A 401 sends the visitor to /login with the
 * page as return path (and yields null: nothing to show).
 */
export function useFailureText() {
  const t = useTranslations('security.errors');
  const format = useDisplayFormat();
  const toLogin = useLoginRedirect();
  return useCallback(
    (failure: SecurityFailure): string | null => {
      switch (failure.kind) {
        case 'login':
          toLogin();
          return null;
        case 'csrf':
          return t('csrf');
        case 'locked':
          return failure.until ? t('lockedUntil', { time: formatLockTime(failure.until, format) }) : failure.message || t('locked');
        case 'server':
          return failure.error.message || t('generic');
        case 'network':
          return t('network');
      }
    },
    [t, toLogin, format],
  );
}

/**
 * Shows a server refusal next to its field(s) of `form`. Returns false when no field of the form is
 * named, so the caller shows it as a form-level error instead.
 */
export function showFieldErrors<T extends FieldValues>(form: UseFormReturn<T>, error: ApiError, fields: readonly Path<T>[]): boolean {
  const named = (error.errors ?? []).filter((e) => (fields as readonly string[]).includes(e.field));
  if (named.length === 0 && error.field && (fields as readonly string[]).includes(error.field)) {
    named.push({ field: error.field, message: error.message });
  }
  named.forEach((e, i) => form.setError(e.field as Path<T>, { type: 'server', message: e.message }, { shouldFocus: i === 0 }));
  return named.length > 0;
}
