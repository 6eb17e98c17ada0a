'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EndpointData } from '@ex/contracts';
import { SITES } from '@ex/sites';
import { useSite } from '@/core/site/site-context';

/**
 * The pending secret as a QR code and as text with a copy button. The server's SVG is shown as an
 * image (data URL): it is never injected into the page as markup.
 */
export function TotpSecret({ setup }: { setup: EndpointData<'totpSetup'> }) {
  const t = useTranslations('security.totp');
  const { site } = useSite();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="security-page">
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL from the API; next/image has nothing to optimise */}
      <img
        className="totp-qr"
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
        alt={t('qrAlt', { issuer: SITES[site].totpName })}
        width={200}
        height={200}
      />
      <div>
        <p className="field-hint" id="totp-secret-label">
          {t('secretLabel')}
        </p>
        <div className="totp-secret">
          <code aria-labelledby="totp-secret-label" data-testid="totp-secret">
            {setup.secret}
          </code>
          <button type="button" className="button button-ghost" onClick={() => void copy()}>
            {t('copy')}
          </button>
          <span role="status">{copied === 'yes' ? t('copied') : copied === 'no' ? t('copyFailed') : ''}</span>
        </div>
      </div>
    </div>
  );
}
