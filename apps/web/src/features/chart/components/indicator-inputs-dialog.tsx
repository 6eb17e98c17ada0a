'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { TradingChartController } from '@ex/chart';
import { INDICATOR_SPECS, indicatorTitle, type IndicatorConfig } from '@ex/chart/pure';
import { Modal } from '@/components/modal';
import styles from '../chart.module.css';

const SOURCES = ['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4'] as const;

/**
 * Edits one indicator's inputs (§5 "Indicator inputs"). The chart validates them: an input outside
 * §5 shows the validator's message (e.g. "kdj.n must be an integer from 1 to 2000") and nothing
 * changes; a valid change is drawn and autosaved with the layout.
 */
export function IndicatorInputsDialog({
  controller,
  indicator,
  onDone,
}: {
  controller: TradingChartController;
  indicator: IndicatorConfig;
  onDone: () => void;
}) {
  const t = useTranslations('chart');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(INDICATOR_SPECS[indicator.type].inputs.map((name) => [name, String(indicator.inputs[name] ?? '')])),
  );
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const inputs: Record<string, unknown> = {};
    for (const [name, text] of Object.entries(values)) {
      const current = indicator.inputs[name];
      // Numbers stay numbers (a blank or "1.5" period reaches the validator, which names the field).
      inputs[name] =
        typeof current === 'number'
          ? text.trim() === ''
            ? Number.NaN
            : Number(text)
          : typeof current === 'boolean'
            ? text === 'true'
            : text;
    }
    try {
      controller.updateIndicator(indicator.id, inputs);
      onDone();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };
  return (
    <Modal
      title={t('inputsTitle', { name: indicatorTitle(indicator) })}
      closable
      closeLabel={t('close')}
      onClose={onDone}
      testId="indicator-inputs"
      actions={
        <>
          <button type="button" className="button button-ghost" onClick={onDone}>
            {t('cancel')}
          </button>
          <button type="button" className="button button-primary" onClick={save}>
            {t('apply')}
          </button>
        </>
      }
    >
      <form
        className={styles.inputs}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        {Object.entries(values).map(([name, value]) => {
          const id = `indicator-input-${name}`;
          const current = indicator.inputs[name];
          return (
            <label key={name} htmlFor={id} className={styles.inputRow}>
              <span>{t.has(`inputNames.${name}`) ? t(`inputNames.${name}`) : name}</span>
              {name === 'source' ? (
                <select id={id} value={value} onChange={(e) => setValues({ ...values, [name]: e.target.value })}>
                  {SOURCES.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
              ) : typeof current === 'boolean' ? (
                <select id={id} value={value} onChange={(e) => setValues({ ...values, [name]: e.target.value })}>
                  <option value="true">{t('yes')}</option>
                  <option value="false">{t('no')}</option>
                </select>
              ) : typeof current === 'string' ? (
                <input id={id} value={value} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
              ) : (
                <input id={id} inputMode="decimal" value={value} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
              )}
            </label>
          );
        })}
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
