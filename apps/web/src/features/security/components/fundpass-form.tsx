'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ERROR_CODES } from '@ex/contracts';
import { postSecurity, type SecurityOutcome } from '../api/post-security';
import { useDebouncedSubmit } from '../hooks/use-debounced-submit';
import { useRefreshSecurity } from '../hooks/use-security';
import { showFieldErrors, useFailureText } from '../hooks/use-security-failure';
import {
  FUNDPASS_FORM_DEFAULTS,
  fundpassFields,
  fundpassFormSchema,
  fundpassRequest,
  type FundpassFormValues,
  type FundpassMode,
} from '../schemas';
import { FormField, TOTP_INPUT_PROPS } from './form-field';

const INPUT: Record<keyof FundpassFormValues, { autoComplete: string; totp?: boolean }> = {
  login_password: { autoComplete: 'current-password' },
  old_fundpass: { autoComplete: 'off' },
  fundpass: { autoComplete: 'off' },
  fundpass_repeat: { autoComplete: 'off' },
  totp: { autoComplete: 'one-time-code', totp: true },
};

/**
 * Sets the first fund password (with the log-in password) or changes it (old one, plus the
 * authenticator code when enabled). Server refusals show next to their field — e.g. a fund
 * password equal to the log-in password — and wrong-secret or lock errors above the button.
 */
export function FundpassForm({ mode, onDone }: { mode: FundpassMode; onDone: () => void }) {
  const t = useTranslations('security.fundpassForm');
  const failureText = useFailureText();
  const refresh = useRefreshSecurity();
  const fields = fundpassFields(mode);
  const schema = useMemo(() => fundpassFormSchema(mode, t('mismatch')), [mode, t]);
  const form = useForm<FundpassFormValues>({ resolver: zodResolver(schema), defaultValues: FUNDPASS_FORM_DEFAULTS, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<string | null>(null);

  const send = useDebouncedSubmit(async (values: FundpassFormValues) => {
    setFormError(null);
    const built = fundpassRequest(mode, values);
    if (!built.ok) return;
    const { request } = built;
    const outcome: SecurityOutcome<unknown> =
      request.name === 'fundpassSet' ? await postSecurity('fundpassSet', request.body) : await postSecurity('fundpassChange', request.body);
    if (outcome.ok) {
      form.reset(FUNDPASS_FORM_DEFAULTS);
      await refresh();
      onDone();
      return;
    }
    const { failure } = outcome;
    // A lock shows on the page too (the overview carries its end).
    if (failure.kind === 'locked') void refresh();
    if (failure.kind === 'server' && showFieldErrors(form, failure.error, fields)) return;
    if (failure.kind === 'server' && failure.error.code === ERROR_CODES.wrongSecret)
      return setFormError(failure.error.message || t('wrongSecret'));
    setFormError(failureText(failure));
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={form.handleSubmit(send)}
      aria-describedby={formError ? 'fundpass-form-error' : undefined}
    >
      {fields.map((name) => {
        const input = INPUT[name];
        const common = { id: `fundpass-${name}`, label: t(`fields.${name}`), error: errors[name]?.message, ...form.register(name) };
        return input.totp ? (
          <FormField key={name} {...TOTP_INPUT_PROPS} {...common} />
        ) : (
          <FormField
            key={name}
            type="password"
            autoComplete={input.autoComplete}
            hint={name === 'fundpass' ? t('hint') : undefined}
            {...common}
          />
        );
      })}
      {formError ? (
        <p id="fundpass-form-error" className="form-error" role="alert" data-testid="fundpass-form-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="button button-primary button-block" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? t('submitting') : mode.kind === 'set' ? t('submitSet') : t('submitChange')}
      </button>
    </form>
  );
}
