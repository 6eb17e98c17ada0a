'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import { useTotalFunds } from '@/core/session/hooks/use-session';
import { useEstimatedValues } from '@/core/site/hooks/use-display-currency';

/**
 * The user menu's estimated balance (§7 total_funds `total_usd`), in the display currency the
 * visitor chose (issue 12). Mounted only while the menu is open, so pages do not ask for it.
 */
export function HeaderBalance() {
  const t = useTranslations('account');
  const funds = useTotalFunds(true);
  const estimates = useEstimatedValues();
  return (
    <DropdownMenu.Group className="menu-balance">
      <DropdownMenu.Label className="menu-label">{t('balance')}</DropdownMenu.Label>
      <p
        className="menu-balance-value"
        data-testid="header-balance"
        data-currency={estimates.currency?.code}
        aria-busy={!funds.data || !estimates.currency}
      >
        {funds.data ? estimates.usd(funds.data.total_usd) : '…'}
      </p>
    </DropdownMenu.Group>
  );
}
