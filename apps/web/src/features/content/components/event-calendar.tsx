import { getTranslations } from 'next-intl/server';
import { SITES, type Locale, type SiteKey } from '@ex/sites';
import { isEndpointFallback } from '@/core/api/fetch-endpoint';
import { serverClient } from '@/core/api/server-client';
import { createDisplayFormat } from '@/lib/format/display-format';
import { ArticleHtml } from '@/components/article-html';
import { getArticles, withSiteFacts } from '../api/get-articles';
import styles from '../content.module.css';
import { UnavailableNote, categoryLabel, dayMs } from './article-parts';

/**
 * §2.1 /upcoming-event: the event calendar, by month, each event on its day (the article's
 * effective date), soonest first, from today on. The page is regenerated every minute, so an
 * operator's new event shows within that time.
 */
export async function EventCalendar({ site, locale }: { readonly site: SiteKey; readonly locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'content' });
  const data = await getArticles(serverClient(site), { kind: 'event', locale, page: 1, pageSize: 200 });
  const unavailable = isEndpointFallback('contentArticles', data);
  const format = createDisplayFormat(locale, 'UTC');
  // Past days drop off at the next regeneration (every minute); the page is static in between.
  const today = new Date().toISOString().slice(0, 10);
  const months = new Map<string, typeof data.list>();
  for (const event of data.list) {
    if (!event.effective_date || event.effective_date < today) continue;
    const key = event.effective_date.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), event]);
  }
  return (
    <section className={styles.page} aria-labelledby="events-title" data-testid="event-calendar">
      <header className={styles.header}>
        <h1 id="events-title" className={styles.title}>
          {t('sections.events')}
        </h1>
        <p className={styles.subtitle}>{t('intro.events', { site: SITES[site].ogSiteName })}</p>
      </header>
      {unavailable ? <UnavailableNote locale={locale} /> : null}
      {!unavailable && months.size === 0 ? <p className={styles.note}>{t('events.none')}</p> : null}
      {await Promise.all(
        [...months].map(async ([month, events]) => (
          <section key={month} className={styles.calendarMonth} aria-labelledby={`month-${month}`}>
            <h2 id={`month-${month}`}>{format.date(dayMs(`${month}-01`), 'month')}</h2>
            {await Promise.all(
              events.map(async (raw) => {
                const event = withSiteFacts(raw, site);
                return (
                  <article key={event.slug} id={event.slug} className={styles.event} data-testid="calendar-event">
                    <time className={styles.eventDay} dateTime={event.effective_date ?? undefined}>
                      {format.date(dayMs(event.effective_date ?? `${month}-01`), 'dayMonth')}
                    </time>
                    <div lang={event.fallback ? 'en' : undefined}>
                      <h3 className={styles.eventTitle} data-stored="">
                        {event.title}
                      </h3>
                      <p className={styles.small}>{event.category ? await categoryLabel(locale, event.category) : null}</p>
                      <ArticleHtml markdown={event.summary} site={site} locale={locale} />
                    </div>
                  </article>
                );
              }),
            )}
          </section>
        )),
      )}
    </section>
  );
}
