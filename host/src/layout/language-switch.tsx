import { Button, Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useI18n, type Locale } from '@admin/shared/i18n';

const LANGUAGES: { key: Locale; label: string }[] = [
  { key: 'zh-CN', label: '中文' },
  { key: 'en', label: 'English' },
];

export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, locale, setLocale } = useI18n();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LANGUAGES,
        onClick: ({ key }) => setLocale(key as Locale),
      }}
    >
      <Button type="text" icon={<TranslationOutlined />} aria-label={t('layout.language')}>
        {!compact && LANGUAGES.find((l) => l.key === locale)?.label}
      </Button>
    </Dropdown>
  );
}
