'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { localizedPath, resolveHeaderNav, resolvePermittedMenu } from '@ex/sites';
import { useComplianceCheck } from '@/core/compliance/use-compliance-check';
import { useSite } from '@/core/site/site-context';
import { useEuFeatureGuard } from '../hooks/use-eu-feature-guard';

/**
 * The header's primary navigation: the sub-site's items narrowed by this visitor's compliance menu
 * (`resolveHeaderNav` over `resolvePermittedMenu`; the server renders the site's own items, the
 * check can only remove some). Links carry `data-menu-code`; on the EU sub-site a link to a feature
 * the check does not permit opens the "Stay tuned! This feature is upcoming" modal instead
 * (useEuFeatureGuard). `onNavigate` runs after a link is activated (the phone menu closes itself).
 */
export function ComplianceNav({
  label,
  className,
  onNavigate,
  testId,
}: {
  readonly label: string;
  readonly className?: string;
  readonly onNavigate?: () => void;
  readonly testId?: string;
}) {
  const t = useTranslations('nav');
  const { site, locale } = useSite();
  const { check, known } = useComplianceCheck();
  const items = useMemo(() => resolveHeaderNav(site, known ? resolvePermittedMenu(site, check) : null), [site, known, check]);
  const guard = useEuFeatureGuard();
  return (
    <nav
      aria-label={label}
      className={className}
      data-testid={testId}
      onClickCapture={guard}
      onClick={(event) => {
        if (onNavigate && event.target instanceof Element && event.target.closest('a')) onNavigate();
      }}
    >
      {items.map((item) => (
        <Link
          key={item.key}
          href={localizedPath(site, locale, item.path)}
          prefetch={false}
          data-menu-code={item.menu}
          data-upcoming={item.upcoming || undefined}
          // §7 analytics: clicks and hovers on the header's items.
          data-track={`header_nav_${item.key.toLowerCase()}`}
          data-track-hover={`header_nav_${item.key.toLowerCase()}`}
        >
          {t(item.key)}
        </Link>
      ))}
    </nav>
  );
}
