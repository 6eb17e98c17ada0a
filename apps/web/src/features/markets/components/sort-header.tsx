'use client';

import type { TickerSort, TickerSortKey } from '@ex/domain';
import styles from '../markets.module.css';

interface SortHeaderProps {
  readonly column: TickerSortKey;
  readonly label: string;
  readonly sort: TickerSort;
  readonly numeric: boolean;
  readonly onSort: (column: TickerSortKey) => void;
}

/**
 * A sortable column header: a real button inside the `<th>` (Enter and Space sort), with
 * `aria-sort` on the sorted column only (WAI-ARIA sortable table pattern).
 */
export function SortHeader({ column, label, sort, numeric, onSort }: SortHeaderProps) {
  const active = sort.key === column;
  return (
    <th
      scope="col"
      className={numeric ? styles.numeric : undefined}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button type="button" className={styles.sortButton} onClick={() => onSort(column)} data-testid={`market-sort-${column}`}>
        <span>{label}</span>
        <span className={styles.sortIcon} aria-hidden="true" />
      </button>
    </th>
  );
}
