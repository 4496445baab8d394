import { App, Button, Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import type { DownloadFormat } from '@admin/shared/contract/resources';
import { useAuthStore } from '@admin/shared/auth';
import { defineMessages, getLocale, t, useI18n } from '@admin/shared/i18n';
import { downloadFile, mayCall, type Rec, type RouteSpec } from '@admin/shared/resource';
import type { Endpoint } from '@admin/shared/contract';

defineMessages({
  'exercise.question.download': ['导出题目', 'Export questions'],
  'exercise.question.download.xlsx': ['Excel（可再次导入）', 'Excel (imports again)'],
  'exercise.question.download.json': ['JSON（全部字段）', 'JSON (every field)'],
  'exercise.question.download.failed': ['导出失败：{msg}', 'Export failed: {msg}'],
});

export interface QuestionDownloadProps {
  /** The download call: its path (ids filled in) and its row of the permission table. */
  path: string;
  route: RouteSpec;
  endpoints: readonly Endpoint[];
  /** The list's filters and ordering (the bank), sent as the query. */
  query?: Rec;
}

/** 导出题目: the questions as the import's Excel sheet (read back by 导入) or as JSON, shown to whoever may read them. */
export function QuestionDownload({ path, route, endpoints, query = {} }: QuestionDownloadProps) {
  useI18n();
  const { message } = App.useApp();
  const roles = useAuthStore((s) => s.roles);
  if (!mayCall(roles, route, endpoints)) return null;
  const start = (format: DownloadFormat) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
    params.set('format', format);
    params.set('lang', getLocale() === 'en' ? 'en' : 'zh');
    downloadFile(`${path}?${params.toString()}`, `questions.${format}`).catch((e: Error) =>
      message.error(t('exercise.question.download.failed', { msg: e.message })),
    );
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'xlsx', label: t('exercise.question.download.xlsx') },
          { key: 'json', label: t('exercise.question.download.json') },
        ],
        onClick: ({ key }) => start(key as DownloadFormat),
      }}
    >
      <Button>
        {t('exercise.question.download')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
