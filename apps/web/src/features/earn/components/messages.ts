import type { EarnOutcome } from '../api/earn-api';
import type { EarnT } from './labels';

/** The message of a refused subscribe or redeem: the server's own words where they name the reason, ours otherwise. */
export function refusalMessage(t: EarnT, outcome: Extract<EarnOutcome, { ok: false }>): string {
  switch (outcome.reason) {
    case 'restricted':
      return t('errors.restricted');
    case 'csrf':
      return t('errors.csrf');
    case 'network':
      return t('errors.network');
    case 'balance':
      return t('errors.balance');
    case 'locked':
      return t('errors.locked');
    case 'closed':
      return t('errors.closed');
    case 'invalid':
    case 'unavailable':
      return outcome.error?.message ?? t('errors.generic');
    default:
      return t('errors.generic');
  }
}
