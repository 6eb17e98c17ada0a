import { getRequestConfig } from 'next-intl/server';
import { isLocale } from '@ex/sites';
import { loadMessages } from './messages';
import { PSEUDO_LOCALE, pseudoLocaleEnabled } from './pseudo-locale';
import { isPseudoRequest } from './pseudo-request';

export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  const requested = explicit ?? (await requestLocale);
  const locale = requested && isLocale(requested) ? requested : 'en';
  const pseudo = isPseudoRequest() || (requested === PSEUDO_LOCALE && pseudoLocaleEnabled());
  return { locale, messages: await loadMessages(locale, { pseudo }) };
});
