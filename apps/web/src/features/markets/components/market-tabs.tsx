'use client';

import type { KeyboardEvent } from 'react';
import type { Market } from '@ex/contracts';
import styles from '../markets.module.css';

interface MarketTabsProps {
  readonly markets: readonly Market[];
  readonly selected: Market;
  readonly label: string;
  readonly labelOf: (market: Market) => string;
  readonly tabId: (market: Market) => string;
  readonly panelId: string;
  readonly onSelect: (market: Market) => void;
}

/**
 * Spot / futures as a WAI-ARIA tablist: one tab stop (roving tabindex); Left/Right (mirrored under
 * dir="rtl"), Home and End move and select, so the table follows the focused tab.
 */
export function MarketTabs({ markets, selected, label, labelOf, tabId, panelId, onSelect }: MarketTabsProps) {
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const at = markets.indexOf(selected);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: Market | undefined;
    if (step !== undefined) next = markets[(at + step + markets.length) % markets.length];
    else if (event.key === 'Home') next = markets[0];
    else if (event.key === 'End') next = markets[markets.length - 1];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(tabId(next))?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {markets.map((market) => (
        <button
          key={market}
          type="button"
          role="tab"
          id={tabId(market)}
          aria-selected={market === selected}
          aria-controls={panelId}
          tabIndex={market === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onSelect(market)}
          onKeyDown={onKeyDown}
          data-testid={`market-tab-${market}`}
        >
          {labelOf(market)}
        </button>
      ))}
    </div>
  );
}
