'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { fundpassVerifyBodySchema, type EndpointData } from '@ex/contracts';
import { localizedPath } from '@ex/sites';
import { track } from '@/lib/analytics';
import { useSite } from '@/core/site/site-context';
import { postSecurity } from '../api/post-security';
import { useDebouncedSubmit } from '../hooks/use-debounced-submit';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useInApp } from '@/lib/browser';
import { useSecurityOverview, useUserFrequency } from '../hooks/use-security';
import { useFailureText } from '../hooks/use-security-failure';
import { FormField } from './form-field';
import { ValidityControl } from './validity-control';
import '../security.css';

const EVENT = 'trade_future_fund_password';

export interface FundPasswordModalProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** Called once the server accepted the fund password (the modal then closes). */
  readonly onConfirmed?: (result: EndpointData<'fundpassVerify'>) => void;
}

/**
 * §4.10 fund-password modal, for actions that need the fund password (trading flows, issue 5).
 * Masked field; Confirm disabled until something is typed, debounced 1500 ms, POST fundpass/verify,
 * closes on success and stays open with the error otherwise; Cancel closes; closing resets it.
 * The validity choice (which opens the frequency modal) and the Modify link are hidden in the app.
 * Records trade_future_fund_password.
 */
export function FundPasswordModal({ open, onOpenChange, onConfirmed }: FundPasswordModalProps) {
  const t = useTranslations('security.fundpassModal');
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" data-testid="fund-password-modal" {...returnFocus}>
          <Dialog.Title className="dialog-title">{t('title')}</Dialog.Title>
          <Dialog.Description className="dialog-description">{t('description')}</Dialog.Description>
          {/* Content unmounts when closed, so the form and its error reset. */}
          <FundPasswordForm
            onConfirmed={(result) => {
              onOpenChange(false);
              onConfirmed?.(result);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function FundPasswordForm({ onConfirmed }: { onConfirmed: (result: EndpointData<'fundpassVerify'>) => void }) {
  const t = useTranslations('security.fundpassModal');
  const inApp = useInApp();
  const failureText = useFailureText();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(fundpassVerifyBodySchema), defaultValues: { fundpass: '' } });
  const fundpass = useWatch({ control: form.control, name: 'fundpass' });
  const { errors, isSubmitting } = form.formState;

  useEffect(() => track(EVENT, { action: 'open' }), []);

  const send = useDebouncedSubmit(async (values: { fundpass: string }) => {
    setFormError(null);
    track(EVENT, { action: 'confirm' });
    const outcome = await postSecurity('fundpassVerify', values);
    if (outcome.ok) return onConfirmed(outcome.data);
    const { failure } = outcome;
    if (failure.kind === 'server' && failure.error.field === 'fundpass') {
      form.setError('fundpass', { type: 'server', message: failure.error.message }, { shouldFocus: true });
      return;
    }
    setFormError(failureText(failure));
  });

  return (
    <form
      className="dialog-form"
      noValidate
      aria-describedby={formError ? 'fund-password-form-error' : undefined}
      onSubmit={(event) => {
        event.stopPropagation();
        void form.handleSubmit(send)(event);
      }}
    >
      <FormField
        id="fund-password"
        label={t('fundpass')}
        type="password"
        autoComplete="off"
        error={errors.fundpass?.message}
        {...form.register('fundpass')}
      />
      {formError ? (
        <p id="fund-password-form-error" className="form-error" role="alert">
          {formError}
        </p>
      ) : null}
      {inApp ? null : <ValidityAndModify />}
      <div className="dialog-actions">
        <Dialog.Close asChild>
          <button type="button" className="button button-ghost">
            {t('cancel')}
          </button>
        </Dialog.Close>
        <button
          type="submit"
          className="button button-primary"
          disabled={fundpass === '' || isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {t('confirm')}
        </button>
      </div>
    </form>
  );
}

/** Web only (§4.10): the validity choice and the Modify link (fundpass_setup in a new tab). */
function ValidityAndModify() {
  const t = useTranslations('security');
  const { site, locale } = useSite();
  const overview = useSecurityOverview(true);
  const frequency = useUserFrequency(true);
  const canChange = overview.data?.has_fundpass === true && overview.data.totp_enabled;
  return (
    <>
      {frequency.data && overview.data ? (
        <ValidityControl
          current={frequency.data.frequency}
          disabled={!canChange}
          hint={canChange ? undefined : t('overview.validityNeedsSetup')}
        />
      ) : null}
      <a className="dialog-link" href={localizedPath(site, locale, '/myaccount/fundpass_setup')} target="_blank" rel="noopener">
        {t('fundpassModal.modify')}
      </a>
    </>
  );
}
