'use client';

import Link from 'next/link';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { resolveSideMenu, resolveSideMenuBand, type SideMenuBand, type SideMenuVariant } from '@ex/domain';
import { useViewportWidth } from '@/lib/viewport';
import styles from './side-menu.module.css';

export interface SideMenuItem {
  readonly href: string;
  readonly label: string;
  /** A small decorative icon (aria-hidden); the collapsed column shows only it. */
  readonly icon: ReactNode;
  readonly active: boolean;
  readonly testId?: string;
}

export interface SideMenuProps {
  readonly variant: SideMenuVariant;
  /** The menu's accessible name, e.g. "Account". */
  readonly label: string;
  readonly items: readonly SideMenuItem[];
  /** The toggle's accessible names. */
  readonly collapseLabel: string;
  readonly expandLabel: string;
  /** The section's content beside (or under) the menu. */
  readonly children: ReactNode;
  readonly testId?: string;
}

/**
 * §2.3 side menu: a sticky column on wide screens that the user can collapse to icons, a drop-down
 * under a header on narrow ones; the layout is `resolveSideMenu` (§4.15 "un-collapsed on a narrow
 * screen; auto-collapsed between breakpoints"). The user's toggle holds until the viewport crosses a
 * breakpoint. Before hydration the variant's CSS media queries lay it out the same way.
 */
export function SideMenu({ variant, label, items, collapseLabel, expandLabel, children, testId }: SideMenuProps) {
  const width = useViewportWidth();
  const band: SideMenuBand | null = width === null ? null : resolveSideMenuBand(variant, width);
  const [toggle, setToggle] = useState<{ band: SideMenuBand; collapsed: boolean } | null>(null);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const listId = useId();
  const layout = width === null ? null : resolveSideMenu(variant, width, toggle && toggle.band === band ? toggle.collapsed : null);
  const active = items.find((item) => item.active) ?? items[0];
  const style = layout?.mode === 'column' ? ({ '--side-menu-width': `${layout.width}px` } as CSSProperties) : undefined;
  const dropdown = layout?.mode === 'dropdown';

  return (
    <div
      className={styles.layout}
      data-variant={variant}
      data-mode={layout?.mode}
      data-collapsed={layout ? String(layout.collapsed) : undefined}
      data-open={dropdown ? String(dropdownOpen) : undefined}
      style={style}
      data-testid={testId}
    >
      <aside className={styles.side}>
        <button
          type="button"
          className={styles.dropdownHeader}
          aria-expanded={dropdownOpen}
          aria-controls={listId}
          onClick={() => setDropdownOpen((open) => !open)}
        >
          <span>{active?.label ?? label}</span>
          <span aria-hidden="true" className={styles.chevron} />
        </button>
        <nav aria-label={label} id={listId} className={styles.nav}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  prefetch={false}
                  className={styles.item}
                  aria-current={item.active ? 'page' : undefined}
                  title={item.label}
                  data-testid={item.testId}
                  onClick={() => setDropdownOpen(false)}
                >
                  <span className={styles.icon} aria-hidden="true">
                    {item.icon}
                  </span>
                  <span className={styles.label}>{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
          {band !== null && band !== 'narrow' && layout?.mode === 'column' ? (
            <button
              type="button"
              className={styles.toggle}
              aria-label={layout.collapsed ? expandLabel : collapseLabel}
              aria-expanded={!layout.collapsed}
              data-testid={testId ? `${testId}-toggle` : undefined}
              onClick={() => setToggle({ band, collapsed: !layout.collapsed })}
            >
              <span aria-hidden="true" className="mirror-rtl">
                {layout.collapsed ? '»' : '«'}
              </span>
            </button>
          ) : null}
        </nav>
      </aside>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
