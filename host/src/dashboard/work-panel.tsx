import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '@admin/shared/i18n';
import { whenDrawn } from '../boot/when-idle';
import { prefetchAfterHome } from '../console/screen-kit';
import { getDashboard, workHref, type DashboardItem, type DashboardResult, type DashboardWork } from './get-dashboard';
import { PathLink } from '../router/path-link';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: DashboardResult };

/** One card per kind of work the user may see: its total and the lists that hold it. */
function WorkCard({ work, items, titleOf }: { work: DashboardWork; items: DashboardItem[]; titleOf: (path: string) => string }) {
  const { t } = useI18n();
  const total = items.reduce((n, i) => n + i.count, 0);
  const waiting = items.filter((i) => i.count > 0);
  const id = `hd-work-${work}`;
  return (
    <li className="hd-card hd-work" data-work={work}>
      <section aria-labelledby={id}>
        <header className="hd-card-head">
          <h3 id={id}>{t(`dashboard.work.${work}`)}</h3>
          <span className={total ? 'hd-work-total' : 'hd-work-total hd-work-total--none'} aria-label={t('dashboard.work.total', { n: total })}>
            {total}
          </span>
        </header>
        {waiting.length ? (
          <ul className="hd-links hd-work-links">
            {waiting.map((i) => (
              <li key={i.resource}>
                <PathLink to={workHref(i)} data-count={i.count}>
                  {titleOf(i.path)} <span className="hd-count">{i.count}</span>
                </PathLink>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hd-muted">{t('dashboard.work.none')}</p>
        )}
      </section>
    </li>
  );
}

/**
 * What needs attention, from GET dashboard/ (one request): the sections the user may view, each
 * count linking to the list filtered to exactly those rows.
 */
export function WorkPanel({ titleOf }: { titleOf: (path: string) => string }) {
  const { t } = useI18n();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let alive = true;
    // A failure is already toasted by the API layer; the panel says so and offers a retry.
    getDashboard().then(
      (data) => alive && setLoad({ state: 'ready', data }),
      () => alive && setLoad({ state: 'failed' }),
    );
    return () => {
      alive = false;
    };
  }, [attempt]);
  // The 'home drawn' prefetch trigger: what other screens need comes while the user reads it.
  useEffect(() => void whenDrawn(prefetchAfterHome), []);
  const cards = useMemo(() => {
    if (load.state !== 'ready') return [];
    const byWork = new Map<DashboardWork, DashboardItem[]>();
    for (const section of load.data.sections) for (const i of section.items) byWork.set(i.work, [...(byWork.get(i.work) ?? []), i]);
    return [...byWork.entries()];
  }, [load]);

  return (
    <section aria-labelledby="hd-work-title" aria-busy={load.state === 'loading'}>
      <h2 id="hd-work-title" className="hd-section">
        {t('dashboard.work')}
      </h2>
      {load.state === 'loading' && <p className="hd-empty">{t('app.loading')}</p>}
      {load.state === 'failed' && (
        <p className="hd-empty">
          {t('dashboard.work.failed')}{' '}
          <button type="button" className="hl-btn hl-btn--small" onClick={() => (setLoad({ state: 'loading' }), setAttempt((n) => n + 1))}>
            {t('remote.retry')}
          </button>
        </p>
      )}
      {load.state === 'ready' &&
        (cards.length ? (
          <ul className="hd-grid">
            {cards.map(([work, items]) => (
              <WorkCard key={work} work={work} items={items} titleOf={titleOf} />
            ))}
          </ul>
        ) : (
          <p className="hd-empty">{t('dashboard.work.nothingToSee')}</p>
        ))}
    </section>
  );
}
