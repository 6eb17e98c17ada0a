'use client';

import * as Tabs from '@radix-ui/react-tabs';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import styles from './trade-screen.module.css';

const PANELS = ['chart', 'book', 'trades'] as const;
type Panel = (typeof PANELS)[number];

/**
 * The trade page on a phone (issue 15 "the trade page stacks chart, book and form with tabs"): the
 * chart, the order book and the recent trades share one place under Radix tabs (arrow keys move
 * between them), with the order form below. Panels stay mounted, so the chart keeps its state.
 */
export function TradePhoneTabs({ panels }: { readonly panels: Readonly<Record<Panel, ReactNode>> }) {
  const t = useTranslations('chrome.trade');
  const [value, setValue] = useState<Panel>('chart');
  return (
    <Tabs.Root value={value} onValueChange={(next) => setValue(next as Panel)} className={styles.phoneTabs} data-testid="trade-phone-tabs">
      <Tabs.List className={styles.phoneTabList} aria-label={t('views')}>
        {PANELS.map((panel) => (
          <Tabs.Trigger key={panel} value={panel} className={styles.phoneTab} data-testid={`trade-tab-${panel}`}>
            {t(panel)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {PANELS.map((panel) => (
        <Tabs.Content key={panel} value={panel} forceMount className={styles.phonePanel}>
          {panels[panel]}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
