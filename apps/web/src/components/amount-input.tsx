'use client';

import type { ChangeEvent, CompositionEvent, FocusEvent, InputHTMLAttributes, Ref } from 'react';
import { resolveAmountBlur, resolveAmountEdit, type AmountInputOptions } from '@ex/domain';
import styles from './amount-input.module.css';

type NativeInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'value' | 'defaultValue' | 'max'>;

export interface AmountInputProps extends NativeInputProps {
  /** Controlled text (react-hook-form `Controller`'s `field.value`); leave out with `register`. */
  readonly value?: string | undefined;
  readonly defaultValue?: string | undefined;
  /** Digits allowed after the point, 0 to 100 (§5 default 2). */
  readonly precision?: number | undefined;
  /**
   * Largest value, a non-negative decimal (§5 default 999999999999). Give a string. A number is
   * accepted only because react-hook-form's `register()` result types `max` as `string | number`;
   * it is read through `String(n)` (so `1e21` throws, and a float carries its binary error).
   */
  readonly max?: string | number | undefined;
  /** Keep a leading minus (§5 default: removed). */
  readonly allowNegative?: boolean | undefined;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * Sets the text the way a user edit would and fires `input`, so React runs onChange (and with it
 * react-hook-form's `register` or `Controller` handlers). The prototype setter bypasses React's
 * value tracker, which would otherwise swallow the event as "no change".
 */
function commitValue(el: HTMLInputElement, value: string): void {
  if (el.value === value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The one decimal amount field (§5 "Amount input"), for the order forms of issue 5; not mounted yet.
 *
 * A text input with `inputMode="decimal"` (not `type="number"`, which has no caret API and reads
 * "1e5" and locale commas its own way). Every edit goes through `resolveAmountEdit` (the §5 typing
 * rules, with the caret kept after the same characters) before `onChange` is called, so the form
 * only ever sees resolved text; blur applies `resolveAmountBlur` (trailing point removed, integer
 * values normalised) and reports that change through `onChange` before `onBlur`. While an IME is
 * composing, the text is left alone and resolved when composition ends.
 *
 * Works with react-hook-form either way: `<AmountInput {...register('amount')} />` or
 * `<Controller render={({ field }) => <AmountInput {...field} />} />`. It renders no label: pass
 * `id` (for a `<label htmlFor>`), `aria-label`, `aria-describedby` or `aria-invalid` as with any input.
 *
 * @throws RangeError (while rendering an edit) when `precision` or `max` is invalid — a programming error.
 * @example <AmountInput id="qty" precision={8} max="1000" aria-describedby="qty-hint" {...register('qty')} />
 */
export function AmountInput({
  precision,
  max,
  allowNegative,
  ref,
  className,
  onChange,
  onBlur,
  onCompositionEnd,
  autoComplete = 'off',
  spellCheck = false,
  ...rest
}: AmountInputProps) {
  const options: AmountInputOptions = { precision, max: typeof max === 'number' ? String(max) : max, allowNegative };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const el = event.currentTarget;
    const native = event.nativeEvent as Partial<InputEvent>;
    if (!native.isComposing) {
      const raw = el.value;
      const typed = native.inputType === 'insertText' ? native.data : undefined;
      const edit = resolveAmountEdit({ raw, caret: el.selectionStart ?? raw.length, typed }, options);
      if (edit.value !== raw) {
        el.value = edit.value;
        if (el.ownerDocument.activeElement === el) el.setSelectionRange(edit.caret, edit.caret);
      }
    }
    onChange?.(event);
  };

  const handleCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    onCompositionEnd?.(event);
    const el = event.currentTarget;
    const edit = resolveAmountEdit({ raw: el.value, caret: el.selectionStart ?? el.value.length }, options);
    commitValue(el, edit.value);
    if (el.ownerDocument.activeElement === el) el.setSelectionRange(edit.caret, edit.caret);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    commitValue(event.currentTarget, resolveAmountBlur(event.currentTarget.value, options));
    onBlur?.(event);
  };

  return (
    <input
      {...rest}
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete={autoComplete}
      spellCheck={spellCheck}
      className={className ? `${styles.amount} ${className}` : styles.amount}
      onChange={handleChange}
      onCompositionEnd={handleCompositionEnd}
      onBlur={handleBlur}
    />
  );
}
