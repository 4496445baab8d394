import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ConsoleRoute } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { screenIndex, searchScreens } from './screen-index';
import { registerSearchMessages } from './search-messages';
import { useStableNavigate } from '../../router/use-stable-navigate';
import './screen-search.css';

registerSearchMessages();

export interface ScreenSearchProps {
  /** The routes the menu shows (role- and line-filtered). */
  routes: readonly ConsoleRoute[];
  onClose(): void;
}

/**
 * The Ctrl+K dialog: a combobox whose listbox holds the matching screens (WAI-ARIA combobox
 * pattern, focus stays in the input, the active option is aria-activedescendant). Arrows and
 * Home/End move, Enter opens, Escape or a click outside closes. Its own lazy chunk with the
 * pinyin table, loaded on first use, never on the sign-in page.
 */
export default function ScreenSearch({ routes, onClose }: ScreenSearchProps) {
  const { t } = useI18n();
  const navigate = useStableNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const entries = useMemo(() => screenIndex(routes), [routes]);
  const results = useMemo(() => searchScreens(entries, query), [entries, query]);
  const current = Math.min(active, results.length - 1);
  const optionId = (i: number) => `${id}-option-${i}`;

  useEffect(() => {
    input.current?.focus();
  }, []);
  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from the stable id
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const open = (path: string) => {
    onClose();
    navigate(path);
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => (current + 1) % results.length,
      ArrowUp: () => (current - 1 + results.length) % results.length,
      Home: () => 0,
      End: () => results.length - 1,
    };
    if (moves[e.key] && results.length) {
      if ((e.key === 'Home' || e.key === 'End') && !e.ctrlKey) return; // the input's own caret keys
      e.preventDefault();
      setActive(moves[e.key]());
    } else if (e.key === 'Enter' && current >= 0) {
      e.preventDefault();
      open(results[current].path);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    }
  };

  const listId = `${id}-list`;
  return (
    <div className="hl-search-bg" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="hl-search" role="dialog" aria-modal="true" aria-label={t('search.dialog')}>
        <input
          ref={input}
          className="hl-search-input"
          type="text"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-label={t('search.dialog')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={onKey}
        />
        <ul ref={list} id={listId} role="listbox" aria-label={t('search.results')} className="hl-search-list">
          {results.map((entry, i) => (
            <li
              key={entry.path}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              className={`hl-search-option${i === current ? ' hl-search-option--active' : ''}`}
              onMouseMove={() => i !== current && setActive(i)}
              onClick={() => open(entry.path)}
            >
              <span className="hl-search-title">{t(entry.title)}</span>
              <span className="hl-search-trail">{[...entry.trail.map((k) => t(k)), entry.path].join(' · ')}</span>
            </li>
          ))}
        </ul>
        <p className="hl-search-status" role="status">
          {results.length ? t('search.count', { n: results.length }) : t('search.none')}
          <span className="hl-search-hint">{t('search.hint')}</span>
        </p>
      </div>
    </div>
  );
}
