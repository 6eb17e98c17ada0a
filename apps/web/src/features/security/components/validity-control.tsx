'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { VALIDITY_OPTIONS, validityKey, type Validity } from '../rules';
import { FrequencyModal } from './frequency-modal';

interface ValidityControlProps {
  /** The validity the server holds (§7 get_user_frequency). */
  readonly current: number;
  /** Changing needs a fund password and an authenticator (the frequency modal asks for both). */
  readonly disabled?: boolean;
  readonly hint?: string | undefined;
  /** Called when an option is chosen, before the frequency modal opens. */
  readonly onChoose?: (frequency: Validity) => void;
}

/**
 * §4.10 validity options one hour (1), every time (2), never (0). The choice stays on the server's
 * value; choosing another opens the frequency modal, and only its success changes it.
 */
export function ValidityControl({ current, disabled = false, hint, onChoose }: ValidityControlProps) {
  const t = useTranslations('security.validity');
  const name = useId();
  const [target, setTarget] = useState<Validity | null>(null);
  return (
    <fieldset className="validity" disabled={disabled} aria-describedby={hint ? `${name}-hint` : undefined}>
      <legend>{t('legend')}</legend>
      <div className="validity-options">
        {VALIDITY_OPTIONS.map((value) => (
          <label key={value} className="validity-option">
            <input
              type="radio"
              name={name}
              value={value}
              checked={current === value}
              onChange={() => {
                onChoose?.(value);
                setTarget(value);
              }}
            />
            {t(validityKey(value))}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${name}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      <FrequencyModal target={target} onClose={() => setTarget(null)} />
    </fieldset>
  );
}
