import { useAuthStore } from '@admin/shared/auth';
import { appPage, appPageFloor, type AppPageCopyResult } from '@admin/shared/contract/resources';
import { api, invalidate } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { mayCall, type Rec } from '@admin/shared/resource';
import { QUIET_REFUSAL, YearCopyButton } from '../year-copy/year-copy-button';

defineMessages({
  'pickSchool.page.copy': ['复制到其他年份', 'Copy to another year'],
  'pickSchool.page.copy.title': ['把“{name}”（{year}）复制到', 'Copy “{name}” ({year}) to'],
  'pickSchool.page.copy.target': ['目标年份', 'Target year'],
  'pickSchool.page.copy.help': [
    '连同全部楼层和楼层内容复制为目标年份的同门类页面；目标年份已有这个门类的页面时不复制',
    'The page is copied with all its floors and items as the same category’s page of that year; not if that year has one already',
  ],
  'pickSchool.page.copy.ok': ['复制', 'Copy'],
  'pickSchool.page.copy.done': ['已复制到 {year} 年：{floors} 个楼层、{contents} 条内容', 'Copied to {year}: {floors} floors, {contents} items'],
});

/**
 * "Copy this page to another year": a refusal (the year has this category's page already) is said
 * beside the target year, and a copy opens the new page, with 撤销 in its message (which removes it
 * and comes back here).
 */
export function CopyPageButton({ page, onCopied }: { page: Rec; onCopied: (id: number) => void }) {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  if (!mayCall(roles, appPage.routes.copy, appPage.endpoints)) return null;
  return (
    <YearCopyButton<AppPageCopyResult>
      id="app-page-copy-target"
      copy={async (to_year) => {
        const r = await api.appPage.copy.returning<AppPageCopyResult>()({ id: String(page.id) }, { to_year }, QUIET_REFUSAL);
        void invalidate(appPageFloor);
        return r;
      }}
      texts={{
        button: t('pickSchool.page.copy'),
        title: t('pickSchool.page.copy.title', { name: String(page.name), year: String(page.kaoyan_year) }),
        label: t('pickSchool.page.copy.target'),
        help: t('pickSchool.page.copy.help'),
        ok: t('pickSchool.page.copy.ok'),
      }}
      from={String(page.kaoyan_year)}
      done={(r) => t('pickSchool.page.copy.done', { year: r.to_year, floors: r.floors, contents: r.contents })}
      onCopied={(r) => onCopied(r.id)}
      // 撤销 removes the new page again (the server checks it is unchanged) and goes back to this one.
      onUndone={() => {
        void invalidate(appPage, appPageFloor);
        onCopied(Number(page.id));
      }}
    />
  );
}
