'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ERROR_CODES, totpConfirmBodySchema } from '@ex/contracts';
import { postSecurity } from '../api/post-security';
import { useDebouncedSubmit } from '../hooks/use-debounced-submit';
import { useRefreshSecurity } from '../hooks/use-security';
import { useFailureText } from '../hooks/use-security-failure';
import { FormField, TOTP_INPUT_PROPS } from './form-field';

/**
 * Turns the authenticator on with a 6-digit code (POST totp/confirm). A wrong or already-used code
 * shows next to the field; rate limits and locks above the button.
 */
export function TotpConfirmForm({ onEnabled }: { onEnabled: () => void }) {
  const t = useTranslations('security.totp');
  const failureText = useFailureText();
  const refresh = useRefreshSecurity();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(totpConfirmBodySchema), defaultValues: { code: '' }, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;

  const send = useDebouncedSubmit(async (values: { code: string }) => {
    setFormError(null);
    const outcome = await postSecurity('totpConfirm', values);
    if (outcome.ok) {
      await refresh();
      onEnabled();
      return;
    }
    const { failure } = outcome;
    // A lock shows on the page too (the overview carries its end).
    if (failure.kind === 'locked') void refresh();
    // A wrong or replayed code belongs to the field, whatever field name the server gave.
    if (failure.kind === 'server' && (failure.error.code === ERROR_CODES.wrongSecret || failure.error.field === 'code')) {
      form.setError('code', { type: 'server', message: failure.error.message || t('wrongCode') }, { shouldFocus: true });
      return;
    }
    setFormError(failureText(failure));
  });

  return (
    <form className="auth-form" noValidate onSubmit={form.handleSubmit(send)} aria-describedby={formError ? 'totp-form-error' : undefined}>
      <FormField
        id="totp-code"
        label={t('code')}
        hint={t('codeHint')}
        {...TOTP_INPUT_PROPS}
        error={errors.code?.message}
        {...form.register('code')}
      />
      {formError ? (
        <p id="totp-form-error" className="form-error" role="alert" data-testid="totp-form-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="button button-primary button-block" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {t('confirm')}
      </button>
    </form>
  );
}
