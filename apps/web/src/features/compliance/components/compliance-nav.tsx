'use client';

import type { ReactNode } from 'react';
import { useEuFeatureGuard } from '../hooks/use-eu-feature-guard';

/**
 * The header's primary navigation: a plain `<nav>` whose links carry `data-menu-code`; on the EU
 * sub-site a link to a feature the compliance check does not permit opens the "Stay tuned! This
 * feature is upcoming" modal instead (useEuFeatureGuard).
 */
export function ComplianceNav({
  label,
  className,
  children,
}: {
  readonly label: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const onClickCapture = useEuFeatureGuard();
  return (
    <nav aria-label={label} className={className} onClickCapture={onClickCapture}>
      {children}
    </nav>
  );
}
