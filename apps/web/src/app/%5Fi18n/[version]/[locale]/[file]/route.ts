import { isLocale } from '@ex/sites';
import { namespaceMessages } from '@/i18n/page-messages';
import { MESSAGE_NAMESPACES, type MessageNamespace } from '@/i18n/namespaces';
import { PSEUDO_LOCALE, pseudoLocaleEnabled } from '@/i18n/pseudo-locale';

// Read per request: the pseudo-locale depends on the server's PSEUDO_LOCALE, and nothing rendered here
// may outlive a restart without it. The answer is cached by browsers and the CDN instead (immutable:
// the version changes with any message).
export const dynamic = 'force-dynamic';

interface Params {
  version: string;
  locale: string;
  file: string;
}

/**
 * §7 origin copy of the translation files: `/_i18n/<version>/<locale>/<ns>.json`, one namespace of a
 * locale (English ← its language ← its regional override), the same files `TRANSLATIONS_CDN_URL`
 * serves. Only the current build's version is served.
 */
export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { version, locale, file } = await params;
  const ns = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
  const pseudo = locale === PSEUDO_LOCALE && pseudoLocaleEnabled();
  if (version !== process.env.I18N_VERSION || !(MESSAGE_NAMESPACES as readonly string[]).includes(ns) || (!pseudo && !isLocale(locale))) {
    return Response.json({ error: 'not found' }, { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  const messages = await namespaceMessages(
    pseudo ? 'en' : (locale as Parameters<typeof namespaceMessages>[0]),
    pseudo,
    ns as MessageNamespace,
  );
  return Response.json(messages, {
    headers: {
      'cache-control': pseudo ? 'no-store' : 'public, max-age=31536000, immutable',
      // A CDN in front of the origin may serve these to pages on every sub-site host.
      'access-control-allow-origin': '*',
    },
  });
}
