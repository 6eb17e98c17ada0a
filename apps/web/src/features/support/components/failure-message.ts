import type { useTranslations } from 'next-intl';
import type { TicketPostOutcome } from '../api/tickets';

type Failure = Extract<TicketPostOutcome, { ok: false }>;

/** The message of a failed ticket POST: the server's own words for a refused input, ours otherwise. */
export function failureMessage(t: ReturnType<typeof useTranslations<'support.tickets'>>, failure: Failure): string {
  if (failure.reason === 'csrf') return t('errors.csrf');
  if (failure.reason === 'network') return t('errors.network');
  // The one conflict is a reply to a ticket closed meanwhile.
  if (failure.reason === 'conflict') return t('closedNotice');
  if (failure.reason === 'invalid' && failure.error?.message) return failure.error.message;
  return t('errors.generic');
}
