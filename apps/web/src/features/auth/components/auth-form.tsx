'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { ApiError, AuthResult } from '@ex/contracts';
import { resolveReturnPath } from '@ex/domain';
import { RETURN_PARAM, localizedPath } from '@ex/sites';
import { usePublicPath } from '@/lib/browser';
import { useSession } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';
import type { AuthOutcome } from '../api/post-auth';

export interface AuthField<T> {
  readonly name: Path<T>;
  readonly label: string;
  readonly type: 'email' | 'password' | 'text';
  readonly autoComplete: string;
  readonly hint?: string;
  /** An empty optional field is sent as absent, not as an empty string. */
  readonly optional?: boolean;
}

interface AuthFormProps<T extends FieldValues> {
  readonly kind: 'login' | 'signup';
  readonly schema: z.ZodType<T, T>;
  readonly fields: readonly AuthField<T>[];
  readonly submit: (values: T) => Promise<AuthOutcome<AuthResult>>;
}

/**
 * Shared log-in / sign-up form: validated with the API's own zod contract on the client, server
 * field errors shown next to their field, and on success a same-site return path only.
 */
export function AuthForm<T extends FieldValues>({ kind, schema, fields, submit }: AuthFormProps<T>) {
  const t = useTranslations('auth');
  const { site, locale } = useSite();
  const publicPath = usePublicPath();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<T>({ resolver: zodResolver(schema), mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const returnParam = publicPath ? new URLSearchParams(publicPath.split('?')[1] ?? '').get(RETURN_PARAM) : null;
  const session = useSession();

  // Already logged in (§4.1 asks on /login when the cookies say so): go where the visitor was heading.
  useEffect(() => {
    if (session.status === 'logged-in') window.location.replace(resolveReturnPath(returnParam, localizedPath(site, locale, '/')));
  }, [session.status, returnParam, site, locale]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const outcome = await submit(values);
    if (outcome.ok) {
      window.location.assign(resolveReturnPath(returnParam, localizedPath(site, locale, '/')));
      return;
    }
    showServerError(outcome.error);
  });

  function showServerError(error: ApiError | null) {
    if (!error) return setFormError(t('networkError'));
    const fieldNames = fields.map((f) => f.name as string);
    const fieldErrors = (error.errors ?? []).filter((e) => fieldNames.includes(e.field));
    if (error.field && fieldNames.includes(error.field) && fieldErrors.length === 0) {
      fieldErrors.push({ field: error.field, message: error.message });
    }
    fieldErrors.forEach((e) => form.setError(e.field as Path<T>, { type: 'server', message: e.message }));
    if (fieldErrors.length === 0) setFormError(error.message || t('genericError'));
  }

  const other = kind === 'login' ? '/signup' : '/login';
  const otherHref = localizedPath(site, locale, other) + (returnParam ? `?${RETURN_PARAM}=${encodeURIComponent(returnParam)}` : '');
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-describedby={formError ? 'form-error' : undefined}>
      <h1>{kind === 'login' ? t('loginHeading') : t('signupHeading')}</h1>
      {returnParam && kind === 'login' ? (
        <p className="notice" role="status">
          {t('restrictedNotice')}
        </p>
      ) : null}
      {fields.map((field) => {
        const error = errors[field.name]?.message;
        const id = `field-${String(field.name)}`;
        const describedBy = [error ? `${id}-error` : null, field.hint ? `${id}-hint` : null].filter(Boolean).join(' ');
        return (
          <div className="field" key={String(field.name)}>
            <label htmlFor={id}>{field.label}</label>
            <input
              id={id}
              type={field.type}
              autoComplete={field.autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              {...form.register(field.name, field.optional ? { setValueAs: (v: string) => (v === '' ? undefined : v) } : {})}
            />
            {field.hint ? (
              <p id={`${id}-hint`} className="field-hint">
                {field.hint}
              </p>
            ) : null}
            {error ? (
              <p id={`${id}-error`} className="field-error" role="alert">
                {String(error)}
              </p>
            ) : null}
          </div>
        );
      })}
      {formError ? (
        <p id="form-error" className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="button button-primary button-block" disabled={isSubmitting}>
        {isSubmitting ? t('submitting') : kind === 'login' ? t('loginSubmit') : t('signupSubmit')}
      </button>
      <p className="auth-switch">
        {kind === 'login' ? t('noAccount') : t('haveAccount')}{' '}
        <Link href={otherHref} prefetch={false}>
          {kind === 'login' ? t('toSignup') : t('toLogin')}
        </Link>
      </p>
    </form>
  );
}
