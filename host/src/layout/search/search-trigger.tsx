import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsoleRoute } from '@admin/shared/contract';
import { useI18n } from '@admin/shared/i18n';
import { reloadableLazy } from '../../gate/reloadable-lazy';
import { Icon } from '../icons';
import type { ScreenSearchProps } from './screen-search';
import { registerSearchMessages } from './search-messages';
import './search-trigger.css';

registerSearchMessages();

/** The dialog and its pinyin table: a chunk of their own, loaded on the first Ctrl+K. */
const ScreenSearch = reloadableLazy<ScreenSearchProps>(() => import(/* webpackChunkName: "screen-search" */ './screen-search'), {
  fallback: null,
  inline: true,
});

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The top bar's search box, and Ctrl+K (⌘K on a Mac) anywhere in the console: both open the
 * dialog that finds any screen the user may open. Focus returns to where it was on closing.
 */
export function SearchTrigger({ routes, compact = false }: { routes: readonly ConsoleRoute[]; compact?: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    returnTo.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return; // a rich-text editor's own Ctrl+K (insert a link) comes first
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault(); // not the browser's address-bar search
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  const shortcut = isMac() ? '⌘K' : 'Ctrl K';
  return (
    <>
      <button
        type="button"
        className={`hl-search-trigger${compact ? ' hl-search-trigger--compact' : ''}`}
        // Named by what it shows (its text and the shortcut); only the compact icon needs a label.
        aria-label={compact ? t('search.open') : undefined}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={show}
      >
        <Icon name="SearchOutlined" />
        {!compact && (
          <>
            <span>{t('search.open')}</span> <kbd>{shortcut}</kbd>
          </>
        )}
      </button>
      {open && <ScreenSearch routes={routes} onClose={close} />}
    </>
  );
}
