'use client';

import { useRef, type KeyboardEvent } from 'react';

export interface RadioButtonOption<T> {
  readonly value: T;
  readonly label: string;
  /** Extra data attributes of the button (data-side, data-testid). */
  readonly attributes?: Readonly<Record<`data-${string}`, string>>;
}

export interface RadioButtonsProps<T> {
  readonly label: string;
  readonly options: readonly RadioButtonOption<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly className?: string;
  readonly buttonClassName?: string;
}

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * A row of buttons that behaves as one radio group (WAI-ARIA radio group pattern): one Tab stop,
 * the arrow keys move the choice (left and right follow the reading direction), Home and End jump
 * to the ends. Used where a choice looks like tabs (the order form's side and type).
 *
 * @example
 * <RadioButtons label="Side" value={side} onChange={setSide} options={[{ value: 1, label: 'Buy' }, { value: -1, label: 'Sell' }]} />
 */
export function RadioButtons<T>({ label, options, value, onChange, className, buttonClassName }: RadioButtonsProps<T>) {
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = options.findIndex((o) => o.value === value);
    const rtl = group.current ? getComputedStyle(group.current).direction === 'rtl' : false;
    const horizontal = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
    let step = NEXT.has(event.key) ? 1 : PREVIOUS.has(event.key) ? -1 : 0;
    if (rtl && horizontal) step = -step;
    const target =
      event.key === 'Home' ? 0 : event.key === 'End' ? options.length - 1 : step ? (index + step + options.length) % options.length : -1;
    const option = options[target];
    if (!option) return;
    event.preventDefault();
    onChange(option.value);
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[target]?.focus();
  };
  return (
    <div ref={group} className={className} role="radiogroup" aria-label={label} onKeyDown={onKeyDown}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <button
            key={String(option.value)}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={buttonClassName}
            onClick={() => onChange(option.value)}
            {...option.attributes}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
