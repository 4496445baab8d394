import { useI18n, type Locale } from '@admin/shared/i18n';

const OPTIONS: { value: Locale; label: string }[] = [
  { value: 'zh-CN', label: '中文' },
  { value: 'en', label: 'English' },
];

/** Plain-button language switch for the public pages (no antd there). */
export function LanguageToggle() {
  const { t, locale, setLocale } = useI18n();
  return (
    <div className="hp-lang" role="group" aria-label={t('login.language')}>
      {OPTIONS.map((o) => (
        <button key={o.value} type="button" aria-pressed={locale === o.value} onClick={() => setLocale(o.value)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
