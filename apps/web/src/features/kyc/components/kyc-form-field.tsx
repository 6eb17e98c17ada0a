'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { COUNTRY_CODES, type KycFieldConfig } from '../kyc-config';

interface KycFormFieldProps {
  readonly field: KycFieldConfig;
  readonly registration: UseFormRegisterReturn;
  readonly error: string | undefined;
}

/** Countries sorted by their name in the page language. */
function useCountryOptions(): readonly { code: string; name: string }[] {
  const format = useDisplayFormat();
  return useMemo(() => {
    const options = COUNTRY_CODES.map((code) => ({ code, name: format.regionName(code) }));
    return options.sort((a, b) => a.name.localeCompare(b.name, format.tag));
  }, [format]);
}

/** One labelled input of a KYC form, with its error announced and tied to it. */
export function KycFormField({ field, registration, error }: KycFormFieldProps) {
  const t = useTranslations('kyc');
  const countries = useCountryOptions();
  const id = `kyc-${field.name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    autoComplete: field.autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...registration,
  } as const;

  let control;
  if (field.kind === 'country' || field.kind === 'select') {
    const options =
      field.kind === 'country'
        ? countries.map((c) => ({ value: c.code, label: c.name }))
        : (field.options ?? []).map((o) => ({ value: o, label: t(`options.${o}`) }));
    control = (
      <select {...common}>
        <option value="">{t('options.choose')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = <input type={field.kind === 'date' ? 'date' : 'text'} {...common} />;
  }
  return (
    <div className="field">
      <label htmlFor={id}>{t(`fields.${field.name}`)}</label>
      {control}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
