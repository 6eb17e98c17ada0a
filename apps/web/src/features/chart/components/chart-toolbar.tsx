'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslations } from 'next-intl';
import type { TradingChartController } from '@ex/chart';
import {
  INDICATOR_TYPES,
  RESOLUTIONS,
  indicatorTitle,
  isResolution,
  type IndicatorConfig,
  type IndicatorType,
  type Resolution,
} from '@ex/chart/pure';
import { clientLogger } from '@/lib/client-logger';
import styles from '../chart.module.css';

/** The resolutions offered as buttons; the rest of §9's set is in the select. */
const QUICK_RESOLUTIONS: readonly Resolution[] = ['1', '15', '60', '240', '1D'];

export interface ChartToolbarProps {
  readonly controller: TradingChartController;
  readonly resolution: Resolution;
  readonly indicators: readonly IndicatorConfig[];
  /** After a change: re-read the controller's resolution and indicators. */
  readonly onChanged: () => void;
  readonly onEditIndicator: (indicator: IndicatorConfig) => void;
}

/** Resolution, indicators and screenshot: every action goes through the chart controller. */
export function ChartToolbar({ controller, resolution, indicators, onChanged, onEditIndicator }: ChartToolbarProps) {
  const t = useTranslations('chart');
  const pick = (next: Resolution) => {
    if (next === resolution) return;
    controller.setResolution(next);
    onChanged();
  };
  const add = (type: IndicatorType) => {
    controller.addIndicator(type);
    onChanged();
  };
  const remove = (id: string) => {
    controller.removeIndicator(id);
    onChanged();
  };
  const screenshot = async () => {
    // §4.13 "Screenshot opens the chart provider's image page": the image in a new tab. The tab is
    // opened in the click (popup blockers allow it) and pointed at the image once it exists.
    const tab = window.open('', '_blank');
    try {
      const blob = await controller.screenshotBlob();
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.open(url, '_blank');
    } catch (error) {
      tab?.close();
      clientLogger.warn('chart screenshot failed', error instanceof Error ? error.message : undefined);
    }
  };

  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar')}>
      <div className={styles.group} role="group" aria-label={t('resolution')}>
        {QUICK_RESOLUTIONS.map((r) => (
          <button
            key={r}
            type="button"
            className={styles.tool}
            aria-pressed={r === resolution}
            data-testid={`resolution-${r}`}
            onClick={() => pick(r)}
          >
            {t(`resolutions.${r}`)}
          </button>
        ))}
        <select
          className={styles.select}
          aria-label={t('moreResolutions')}
          data-testid="resolution-select"
          value={resolution}
          onChange={(event) => {
            if (isResolution(event.target.value)) pick(event.target.value);
          }}
        >
          {RESOLUTIONS.map((r) => (
            <option key={r} value={r}>
              {t(`resolutions.${r}`)}
            </option>
          ))}
        </select>
      </div>

      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={styles.tool} data-testid="indicators-menu">
          {t('indicators')}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu-content" sideOffset={4} align="start">
            {INDICATOR_TYPES.map((type) => (
              <DropdownMenu.Item key={type} className="menu-item" onSelect={() => add(type)} data-testid={`add-indicator-${type}`}>
                {t(`indicatorNames.${type}`)}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>

      <ul className={styles.chips} aria-label={t('activeIndicators')} data-testid="active-indicators">
        {indicators.map((indicator) => (
          <li key={indicator.id} className={styles.chip} data-indicator={indicator.type}>
            <button
              type="button"
              className={styles.chipLabel}
              onClick={() => onEditIndicator(indicator)}
              aria-label={t('editIndicator', { name: indicatorTitle(indicator) })}
            >
              {indicatorTitle(indicator)}
            </button>
            <button
              type="button"
              className={styles.chipRemove}
              onClick={() => remove(indicator.id)}
              aria-label={t('removeIndicator', { name: indicatorTitle(indicator) })}
            >
              ×
            </button>
          </li>
        ))}
      </ul>

      <button type="button" className={`${styles.tool} ${styles.end}`} onClick={() => void screenshot()}>
        {t('screenshot')}
      </button>
    </div>
  );
}
