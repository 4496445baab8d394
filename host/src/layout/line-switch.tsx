import { useRef, type KeyboardEvent } from 'react';
import { useI18n } from '@admin/shared/i18n';
import { BUSINESS_LINES } from '../contract-values';
import { HOME_PATH } from '../router/public-paths';
import type { BusinessLine } from '@admin/shared/contract';
import { useAppStore } from './app-store';
import { useStableNavigate } from '../router/use-stable-navigate';

/**
 * Business-line switch (spec 1): 国内考研 / 留学, a radio group (arrow keys move and choose, as
 * in a native one). Saving the choice (cookie menuNavBar) selects the menu set; the user then
 * starts again from the dashboard. The caller shows it only to holders of nav.system_config_abroad.
 */
export function LineSwitch({ compact = false }: { compact?: boolean }) {
  const { t, locale } = useI18n();
  const businessLine = useAppStore((s) => s.businessLine);
  const setBusinessLine = useAppStore((s) => s.setBusinessLine);
  const navigate = useStableNavigate();
  const group = useRef<HTMLDivElement>(null);
  const options = BUSINESS_LINES.map((l) => ({ value: l.value as BusinessLine, label: locale === 'en' ? l.labelEn : l.label }));

  const choose = (value: BusinessLine) => {
    if (value === businessLine) return;
    setBusinessLine(value);
    navigate(HOME_PATH);
  };

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    const i = options.findIndex((o) => o.value === businessLine);
    const next = options[(i + step + options.length) % options.length];
    choose(next.value);
    group.current?.querySelector<HTMLElement>(`[data-value="${next.value}"]`)?.focus();
  };

  return (
    <div ref={group} role="radiogroup" aria-label={t('layout.line')} className={`hl-segmented${compact ? ' hl-segmented--small' : ''}`} onKeyDown={onKey}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          data-value={o.value}
          aria-checked={o.value === businessLine}
          tabIndex={o.value === businessLine ? 0 : -1}
          className={`hl-segmented-item${o.value === businessLine ? ' hl-segmented-item--selected' : ''}`}
          onClick={() => choose(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
