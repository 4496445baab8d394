import { defineMessages, useI18n } from '@admin/shared/i18n';

let registered = false;
function registerSkipLinkMessages(): void {
  if (registered) return;
  registered = true;
  defineMessages({ 'layout.skipToMain': ['跳到主要内容', 'Skip to main content'] });
}

/**
 * The page's first tab stop: moves focus past the sidebar, top bar and tabs to the screen
 * (`<main id={target}>`, focusable by script). Off screen until focused. Focus is moved by script,
 * not by the `#` in the address: the router owns the URL, and a hash would be kept in it.
 */
export function SkipLink({ target }: { target: string }) {
  registerSkipLinkMessages();
  const { t } = useI18n();
  return (
    <a
      className="hl-skip-link"
      href={`#${target}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {t('layout.skipToMain')}
    </a>
  );
}
