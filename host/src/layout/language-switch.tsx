import { useI18n, type Locale } from '@admin/shared/i18n';
import { Icon } from './icons';
import { MenuButton } from './ui/menu-button';

const LANGUAGES: { key: Locale; label: string }[] = [
  { key: 'zh-CN', label: '中文' },
  { key: 'en', label: 'English' },
];

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, locale, setLocale } = useI18n();
  return (
    <MenuButton
      label={t('layout.language')}
      shown={compact ? undefined : LANGUAGES.find((l) => l.key === locale)?.label}
      items={LANGUAGES}
      selectedKey={locale}
      onSelect={(key) => setLocale(key as Locale)}
    >
      <Icon name="TranslationOutlined" />
    </MenuButton>
  );
}
