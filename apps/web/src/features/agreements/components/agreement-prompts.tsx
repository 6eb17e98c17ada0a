'use client';

import { useMemo } from 'react';
import { pageKindOfPath } from '@ex/domain';
import { asksDeclaration, resolveLocaleRoute } from '@ex/sites';
import { usePublicPath } from '@/lib/browser';
import { useSession } from '@/core/session/hooks/use-session';
import { useSite } from '@/core/site/site-context';
import { agreementScenesForPath } from '../agreement-scenes';
import { useDeclaration } from '../hooks/use-declaration';
import { useUserAgreement } from '../hooks/use-user-agreement';
import { DeclarationModal } from './declaration-modal';
import { UserAgreementModal } from './user-agreement-modal';

/** The page's path without its locale prefix, or null (server render, or a path being redirected). */
function usePagePath(): string | null {
  const { site } = useSite();
  const publicPath = usePublicPath();
  if (publicPath === null) return null;
  const route = resolveLocaleRoute(site, publicPath.split('?')[0] ?? '/');
  return route.kind === 'serve' ? route.path : null;
}

/**
 * The documents a signed-in user must accept, for the layout (mount once, under the header):
 * the user agreement of the page's scenes (§4.15), the Turkey declaration on the Turkey site
 * (§4.15, §6) and the customer-understand declaration (§7). One modal at a time, in that order; a
 * later one waits until the earlier ones' statuses are known. Not on log-in, sign-up and the other
 * auth pages, where the session is about to change.
 */
export function AgreementPrompts() {
  const { site } = useSite();
  const session = useSession();
  const path = usePagePath();
  const uid = session.status === 'logged-in' ? session.user.uid : 0;
  const active = uid > 0 && path !== null && pageKindOfPath(path) === 'other';
  const scenes = useMemo(() => (path === null ? [] : agreementScenesForPath(path)), [path]);

  const agreement = useUserAgreement(uid, scenes, active);
  const tr = useDeclaration('tr', uid, active && asksDeclaration('tr', site));
  const customer = useDeclaration('customer', uid, active && asksDeclaration('customer', site));

  if (!active || agreement.pending) return null;
  if (agreement.current !== null) {
    return (
      <UserAgreementModal
        key={agreement.current.scene}
        agreement={agreement.current.agreement}
        submitting={agreement.submitting}
        failed={agreement.failed}
        onSubmit={agreement.submit}
      />
    );
  }
  if (tr.pending) return null;
  if (tr.needsSigning) return <DeclarationModal key="tr" kind="tr" state={tr} />;
  if (customer.pending) return null;
  if (customer.needsSigning) return <DeclarationModal key="customer" kind="customer" state={customer} />;
  return null;
}
