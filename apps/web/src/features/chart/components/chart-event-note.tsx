'use client';

import { useTranslations } from 'next-intl';
import type { ChartEvent } from '@ex/chart/pure';
import { marketEventDataSchema } from '@ex/contracts';
import styles from '../chart.module.css';

/** The text of a chart event the user clicked (its title and body), with a close button. */
export function ChartEventNote({ event, onClose }: { readonly event: ChartEvent | null; readonly onClose: () => void }) {
  const t = useTranslations('orders');
  const data = event ? marketEventDataSchema.safeParse(event.data) : null;
  if (!data?.success) return null;
  return (
    <div className={styles.event} role="status" data-testid="chart-event">
      <strong>{data.data.title}</strong>
      {data.data.body ? <p>{data.data.body}</p> : null}
      <button type="button" className="button button-ghost" onClick={onClose}>
        {t('closeEvent')}
      </button>
    </div>
  );
}
