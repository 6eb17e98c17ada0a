import type { InputHTMLAttributes, Ref } from 'react';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

interface FormFieldProps extends InputProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string | undefined;
  readonly hint?: string | undefined;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error wired to aria-describedby (reuses the `.field` styles). */
export function FormField({ id, label, error, hint, ref, ...input }: FormFieldProps) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of a 6-digit authenticator code input. */
export const TOTP_INPUT_PROPS = {
  type: 'text',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 6,
  pattern: '[0-9]*',
} as const;
