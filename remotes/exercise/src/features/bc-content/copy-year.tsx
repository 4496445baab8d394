import { useState } from 'react';
import { App, Button, Form, Modal, Select } from 'antd';
import { isApiError } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { canCall } from '@admin/shared/contract';
import {
  BC_COPY,
  bcBanner,
  bcClockInActivity,
  bcFloor,
  bcFloorContent,
  bcProduct,
  type YearConfig,
  type YearCopy,
  type YearCopyResult,
} from '@admin/shared/contract/resources';
import { api, fetchResource, invalidate } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { useUrlQuery } from '@admin/shared/resource';

defineMessages({
  'exercise.bc.copy': ['复制到其他年份', 'Copy to another year'],
  'exercise.bc.copy.title': ['把 {year} 年的全部配置复制到', 'Copy everything of {year} to'],
  'exercise.bc.copy.target': ['目标年份', 'Target year'],
  'exercise.bc.copy.replace': ['覆盖目标年份？', 'Replace the target year?'],
  'exercise.bc.copy.replaceOk': ['覆盖并复制', 'Replace and copy'],
  'exercise.bc.copy.done': [
    '已复制到 {year} 年：{floors} 个楼层、{contents} 条楼层内容、{activities} 个打卡活动、{banners} 张轮播图、{products} 个商品',
    'Copied to {year}: {floors} floors, {contents} floor items, {activities} clock-in activities, {banners} banners, {products} products',
  ],
});

/**
 * Copies the shown year of a course to another configured year (the common task when a new exam
 * year opens). A target with content is replaced only after the operator confirms the server's
 * description of what would be lost; then the page switches to the target year.
 */
export function CopyYearButton({ course, year }: { course: string; year: string }) {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const roles = useAuthStore((s) => s.roles);
  const [, setQuery] = useUrlQuery();
  const [open, setOpen] = useState(false);
  const [years, setYears] = useState<number[]>([]);
  const [target, setTarget] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  if (!canCall(roles, BC_COPY.year.method, BC_COPY.year.path)) return null;

  const start = async () => {
    setOpen(true);
    setTarget(undefined);
    const config = await fetchResource(api.bcYearConfig.read.options<YearConfig>({ id: course }));
    setYears(
      config.years
        .map((y) => y.year)
        .filter((y) => String(y) !== year)
        .sort((a, b) => b - a),
    );
  };

  const send = async (body: YearCopy): Promise<void> => {
    try {
      const r = await api.bcCopy.year.returning<YearCopyResult>()({ course, year }, body, { silent: true });
      // The target year's parts changed wholesale: whatever shows them reads again.
      void invalidate(bcFloor, bcFloorContent, bcClockInActivity, bcBanner, bcProduct);
      message.success(
        t('exercise.bc.copy.done', {
          year: r.target_year,
          floors: r.floors,
          contents: r.contents,
          activities: r.clock_in_activities,
          banners: r.banners,
          products: r.products,
        }),
      );
      setOpen(false);
      setQuery((q) => {
        const next = new URLSearchParams(q);
        next.set('year', String(r.target_year));
        return next;
      });
    } catch (e) {
      const replace = isApiError(e) && e.fieldErrors.some((x) => x.field === 'replace');
      if (!replace) {
        message.error(isApiError(e) ? e.msg : String(e));
        return;
      }
      const ok = await modal.confirm({
        title: t('exercise.bc.copy.replace'),
        content: isApiError(e) ? e.msg : '',
        okText: t('exercise.bc.copy.replaceOk'),
        okButtonProps: { danger: true },
      });
      if (ok) await send({ ...body, replace: true });
    }
  };

  return (
    <>
      <Button onClick={() => void start()}>{t('exercise.bc.copy')}</Button>
      <Modal
        open={open}
        title={t('exercise.bc.copy.title', { year })}
        okButtonProps={{ disabled: target === undefined, loading: busy }}
        onCancel={() => setOpen(false)}
        onOk={async () => {
          setBusy(true);
          try {
            await send({ target_year: target!, replace: false });
          } finally {
            setBusy(false);
          }
        }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('exercise.bc.copy.target')} htmlFor="copy-target">
            <Select id="copy-target" value={target} onChange={setTarget} options={years.map((y) => ({ value: y, label: String(y) }))} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
