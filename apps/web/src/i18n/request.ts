import { getRequestConfig } from 'next-intl/server';
import { isLocale } from '@ex/sites';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  const requested = explicit ?? (await requestLocale);
  const locale = requested && isLocale(requested) ? requested : 'en';
  return { locale, messages: await loadMessages(locale) };
});
