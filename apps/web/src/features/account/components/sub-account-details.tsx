'use client';

import { useTranslations } from 'next-intl';
import { subAccountQuerySchema } from '@ex/contracts';
import { ToastViewport } from '@/components/toast';
import { usePublicPath } from '@/lib/browser';
import { useSubAccountInfo, useSubUserType } from '../hooks/use-sub-account';
import { subAccountSubTypeKey, subAccountTypeKey } from '../sub-account-rules';

/** Type and sub type as account-overview entries (§3: 1 normal, 4 managed; 6 bugs, 7 asset management). */
function TypeEntries({ type, subType, testId }: { type: number; subType: number; testId: string }) {
  const t = useTranslations('security.subAccount');
  const subKey = subAccountSubTypeKey(subType);
  return (
    <>
      <div>
        <dt>{t('type')}</dt>
        <dd data-testid={`${testId}-type`}>{t(`types.${subAccountTypeKey(type)}`)}</dd>
      </div>
      {subKey ? (
        <div>
          <dt>{t('subType')}</dt>
          <dd data-testid={`${testId}-sub-type`}>{t(`subTypes.${subKey}`)}</dd>
        </div>
      ) : null}
    </>
  );
}

/** For a signed-in sub-account (user info is_sub): its type from get_sub_user_type. */
export function SubUserTypeEntries() {
  const type = useSubUserType(true);
  if (!type.data) return null;
  return <TypeEntries type={type.data.type} subType={type.data.sub_type} testId="sub-user" />;
}

/**
 * When the page carries `?sub_uid=`: that sub-account's info. A refusal shows a warning toast and
 * sends the visitor home after 2 s (§8).
 */
export function SubAccountInfoEntries() {
  const t = useTranslations('security');
  const publicPath = usePublicPath();
  const query = new URLSearchParams(publicPath?.split('?')[1] ?? '');
  const parsed = subAccountQuerySchema.safeParse({ sub_uid: query.get('sub_uid') ?? undefined });
  const subUid = parsed.success ? parsed.data.sub_uid : null;
  const { info, refused } = useSubAccountInfo(subUid);
  return (
    <>
      {info && !refused && subUid !== null ? (
        <>
          <div>
            <dt>{t('subAccount.uid')}</dt>
            <dd>{subUid}</dd>
          </div>
          <TypeEntries type={info.type} subType={info.sub_type} testId="sub-account" />
        </>
      ) : null}
      <ToastViewport closeLabel={t('close')} />
    </>
  );
}
