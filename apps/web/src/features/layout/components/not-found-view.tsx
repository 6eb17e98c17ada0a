'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import type { TrendingStories } from '@ex/contracts';
import { localizedPath, resolveHelpfulLinks } from '@ex/sites';
import { isEndpointFallback } from '@/core/api/fetch-endpoint';
import { clearNotFound, markNotFound } from '@/core/session/page-kind-store';
import { useSite } from '@/core/site/site-context';
import { useDisplayFormat } from '@/lib/format/use-display-format';
import { useTrendingStories } from '../hooks/use-trending-stories';

/**
 * §2.3 404 page: title, return-home button, helpful links in columns per sub-site, trending stories.
 * `initialStories` is the server's prefetch (the static 404 page); `promo` a card under the links.
 */
export function NotFoundView({ initialStories, promo }: { readonly initialStories?: TrendingStories; readonly promo?: ReactNode } = {}) {
  const t = useTranslations('notFound');
  const tNav = useTranslations('nav');
  const tError = useTranslations('error');
  const { site, locale } = useSite();
  const links = resolveHelpfulLinks(site);
  useEffect(() => {
    markNotFound();
    return clearNotFound;
  }, []);
  const stories = useTrendingStories(initialStories);
  const href = (path: string) => localizedPath(site, locale, path);
  const format = useDisplayFormat();

  return (
    <div className="not-found">
      <section className="not-found-head">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>{t('title')}</h1>
        <p>{t('body')}</p>
        <Link href={href('/')} className="button button-primary">
          {t('home')}
        </Link>
      </section>
      <section aria-labelledby="helpful-title" className="helpful">
        <h2 id="helpful-title">{t('helpful')}</h2>
        <div className="helpful-columns">
          <nav aria-label={t('columns.products')}>
            <h3>{t('columns.products')}</h3>
            <ul>
              {links.products.map((l) => (
                <li key={l.key}>
                  <Link href={href(l.path)} prefetch={false}>
                    {tNav(l.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('columns.account')}>
            <h3>{t('columns.account')}</h3>
            <ul>
              {links.account.map((l) => (
                <li key={l.key}>
                  <Link href={href(l.path)} prefetch={false}>
                    {t(`links.${l.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('columns.support')}>
            <h3>{t('columns.support')}</h3>
            <ul>
              {links.support.map((l) => (
                <li key={l.key}>
                  <Link href={href(l.path)} prefetch={false}>
                    {t(`links.${l.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>
      {promo}
      <section aria-labelledby="trending-title" className="trending">
        <h2 id="trending-title">{t('trending')}</h2>
        {isEndpointFallback('trendingStories', stories.data) ? (
          <p className="form-error" role="status">
            {tError('requestData')}
          </p>
        ) : null}
        <ul className="story-list" aria-busy={stories.isPending}>
          {(stories.data?.list ?? []).map((story) => (
            <li key={story.id} className="story" data-stored="">
              <h3>{story.title}</h3>
              <time dateTime={new Date(story.published_at * 1000).toISOString()}>{format.date(story.published_at * 1000, 'date')}</time>
              <p>{story.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
