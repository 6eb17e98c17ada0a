'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useForm, useWatch } from 'react-hook-form';
import { querySafeBodySchema } from '@ex/contracts';
import { ToastViewport, toast } from '@/components/toast';
import { postFrequencyChange } from '../api/post-query-safe';
import { useDebouncedSubmit } from '../hooks/use-debounced-submit';
import { useReturnFocus } from '@/lib/use-return-focus';
import { useRefreshSecurity } from '../hooks/use-security';
import { useFailureText } from '../hooks/use-security-failure';
import { validityKey, type Validity } from '../rules';
import { FormField, TOTP_INPUT_PROPS } from './form-field';
import '../security.css';

/** §3 "Frequency-change form: fundpass, totp" with the contract's rules. */
const frequencyFormSchema = querySafeBodySchema.pick({ fundpass: true, totp: true });

interface FrequencyModalProps {
  /** The validity to change to; the modal is open while it is not null. */
  readonly target: Validity | null;
  readonly onClose: () => void;
}

/**
 * The trading-password input-frequency modal (§2.3, §4.10): fund password and authenticator code,
 * Confirm disabled until both are filled, debounced 1500 ms, POST /json_svr/query_safe. Success
 * closes it and refetches the validity and overview; a refusal shows the server's msg (§8).
 */
export function FrequencyModal({ target, onClose }: FrequencyModalProps) {
  const t = useTranslations('security');
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content" data-testid="frequency-modal" {...returnFocus}>
          <Dialog.Title className="dialog-title">{t('frequency.title')}</Dialog.Title>
          <Dialog.Description className="dialog-description">
            {t('frequency.description', { validity: t(`validity.${validityKey(target ?? 1)}`) })}
          </Dialog.Description>
          {/* Mounted only while open, so closing resets the form. */}
          {target !== null ? <FrequencyForm target={target} onDone={onClose} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
      {/* Its success and failure toasts outlive the dialog. */}
      <ToastViewport closeLabel={t('close')} />
    </Dialog.Root>
  );
}

function FrequencyForm({ target, onDone }: { target: Validity; onDone: () => void }) {
  const t = useTranslations('security');
  const failureText = useFailureText();
  const refresh = useRefreshSecurity();
  const form = useForm({ resolver: zodResolver(frequencyFormSchema), defaultValues: { fundpass: '', totp: '' } });
  const { errors, isSubmitting } = form.formState;
  const [fundpass, totp] = useWatch({ control: form.control, name: ['fundpass', 'totp'] });
  const filled = fundpass !== '' && totp.trim() !== '';

  const send = useDebouncedSubmit(async (values: { fundpass: string; totp: string }) => {
    const outcome = await postFrequencyChange({ frequency: target, ...values });
    if (outcome.ok) {
      toast('success', t('frequency.success'));
      onDone();
      await refresh();
      return;
    }
    const { failure } = outcome;
    // §8 "Error toast with the server msg, or "Error" if missing". A 401 goes to /login instead.
    const message = failure.kind === 'refused' ? failure.message : failure.kind === 'network' ? null : failureText(failure);
    if (failure.kind === 'login') return;
    toast('error', message || t('frequency.error'));
    // Wrong attempts may have locked the checks: the overview shows until when.
    void refresh();
  });

  return (
    // Stops the submit here: React events bubble through portals to a form this modal was opened from.
    <form
      className="dialog-form"
      noValidate
      onSubmit={(event) => {
        event.stopPropagation();
        void form.handleSubmit(send)(event);
      }}
    >
      <FormField
        id="frequency-fundpass"
        label={t('frequency.fundpass')}
        type="password"
        autoComplete="off"
        error={errors.fundpass?.message}
        {...form.register('fundpass')}
      />
      <FormField
        id="frequency-totp"
        label={t('frequency.totp')}
        {...TOTP_INPUT_PROPS}
        error={errors.totp?.message}
        {...form.register('totp')}
      />
      <div className="dialog-actions">
        <Dialog.Close asChild>
          <button type="button" className="button button-ghost">
            {t('frequency.cancel')}
          </button>
        </Dialog.Close>
        <button type="submit" className="button button-primary" disabled={!filled || isSubmitting} aria-busy={isSubmitting || undefined}>
          {t('frequency.confirm')}
        </button>
      </div>
    </form>
  );
}
