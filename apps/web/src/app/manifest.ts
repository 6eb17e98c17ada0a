import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { BRAND_BLUE, SITES, resolveSiteFromHost } from '@ex/sites';
import { SITE_HOSTS } from '@/lib/env';

/**
 * The web app manifest of each sub-site (its name from the site table, the icons of app/): a phone
 * can add the site to its home screen and open it like an app (the app download guide says so).
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const host = resolveSiteFromHost((await headers()).get('host'), SITE_HOSTS);
  const site = SITES[host.kind === 'site' ? host.site : 'main'];
  return {
    name: site.ogSiteName,
    short_name: site.ogSiteName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_BLUE,
    icons: [
      { src: '/icon.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
    ],
  };
}
