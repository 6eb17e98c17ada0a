'use client';

import dynamic from 'next/dynamic';
import { withNamespaces } from '@/i18n/namespace-boundary';

/**
 * The prompts every page mounts, loaded after hydration in their own chunks: each renders only once
 * the browser knows the visitor (session, compliance check), so none of their code — dialogs,
 * DOMPurify, WebRTC gathering — belongs in a page's first load. Nothing renders on the server.
 * Each also loads the message namespaces it needs when the page's HTML does not carry them (§7).
 */
export const LazyKycPrompts = dynamic(
  () => import('@/features/kyc/components/kyc-prompts').then((m) => withNamespaces(['kyc'], m.KycPrompts)),
  { ssr: false },
);
export const LazyComplianceNotices = dynamic(
  () => import('@/features/compliance/components/compliance-notices').then((m) => withNamespaces(['compliance'], m.ComplianceNotices)),
  { ssr: false },
);
export const LazyAgreementPrompts = dynamic(
  () => import('@/features/agreements/components/agreement-prompts').then((m) => withNamespaces(['agreements'], m.AgreementPrompts)),
  { ssr: false },
);
export const LazyTrDeclarationFooterLink = dynamic(
  () =>
    import('@/features/agreements/components/tr-declaration-footer-link').then((m) =>
      withNamespaces(['agreements'], m.TrDeclarationFooterLink),
    ),
  { ssr: false },
);
export const LazyHomeComplianceGate = dynamic(
  () => import('@/features/home-gate/components/home-compliance-gate').then((m) => withNamespaces(['agreements'], m.HomeComplianceGate)),
  { ssr: false },
);
/** The signed-in user's notifications menu (issue 5 price alerts): in the header, after hydration. */
export const LazyNotificationsMenu = dynamic(
  () => import('@/features/orders/components/notifications-menu').then((m) => withNamespaces(['orders'], m.NotificationsMenu)),
  { ssr: false },
);
/** The embedded price chart (home, /price): its code and lightweight-charts load after hydration. */
export const LazyEmbeddedPriceChart = dynamic(
  () =>
    import('@/app/_screens/embedded-price-chart').then((m) =>
      withNamespaces(['chart', 'compliance', 'display', 'orders', 'security'], m.EmbeddedPriceChartScreen),
    ),
  // Keeps the chart's space while it loads, so the page below does not jump.
  { ssr: false, loading: () => <div style={{ minHeight: 460 }} aria-hidden="true" /> },
);
/** Keeps the device fingerprint cookie (§4.17); renders nothing. */
export const LazyDeviceFingerprint = dynamic(() => import('@/core/device/device-fingerprint').then((m) => m.DeviceFingerprint), {
  ssr: false,
});
/** Page views and interaction events of the analytics collector (§7); renders nothing. */
export const LazyPageViewAnalytics = dynamic(() => import('@/core/analytics/page-view-analytics').then((m) => m.PageViewAnalytics), {
  ssr: false,
});
/** §4.7 support chat: the launcher button and floating window for signed-in users (issue 17). */
export const LazyChatLauncher = dynamic(
  () => import('@/features/support-chat/components/chat-launcher').then((m) => withNamespaces(['support'], m.ChatLauncher)),
  { ssr: false },
);
