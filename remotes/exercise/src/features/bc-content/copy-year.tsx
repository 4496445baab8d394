import { useState } from 'react';
import { App, Button, Form, Modal, Select } from 'antd';
import { isApiError } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { canCall } from '@admin/shared/contract';
import {
  BC_COPY,
  bcBanner,
  bcClockInActivity,
  bcClockInCourse,
  bcClockInSignUp,
  bcCsEntrance,
  bcEnglishWordModel,
  bcFloor,
  bcFloorContent,
  bcKnowledge,
  bcLiving,
  bcProduct,
  type YearConfig,
  type YearCopy,
  type YearCopyResult,
} from '@admin/shared/contract/resources';
import { api, fetchResource, invalidate } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { offerUndoCopy, useUrlQuery } from '@admin/shared/resource';

/** The year's documents, which a copy (and its undo) replaces with the rest. */
const YEAR_DOCUMENTS = [bcCsEntrance, bcLiving, bcKnowledge, bcEnglishWordModel, bcClockInSignUp, bcClockInCourse];

defineMessages({
  'exercise.bc.copy': ['复制到其他年份', 'Copy to another year'],
  'exercise.bc.copy.title': ['把 {year} 年的全部配置复制到', 'Copy everything of {year} to'],
  'exercise.bc.copy.target': ['目标年份', 'Target year'],
  'exercise.bc.copy.replace': ['覆盖目标年份？', 'Replace the target year?'],
  'exercise.bc.copy.replaceOk': ['覆盖并复制', 'Replace and copy'],
  'exercise.bc.copy.replaceUndo': [
    '覆盖后，完成提示中的“撤销”可把目标年份恢复为覆盖前的内容（操作日志中也可撤销）。',
    'After replacing, 撤销 (Undo) in the message that follows puts the target year back as it was (so does the operation log).',
  ],
  'exercise.bc.copy.done': [
    '已复制到 {year} 年：{floors} 个楼层、{contents} 条楼层内容、{activities} 个打卡活动、{banners} 张轮播图、{products} 个商品',
    'Copied to {year}: {floors} floors, {contents} floor items, {activities} clock-in activities, {banners} banners, {products} products',
  ],
});

/**
 * Copies the shown year of a course to another configured year (the common task when a new exam
 * year opens). A target with content is replaced only after the operator confirms the server's
 * description of what would be lost; then the page switches to the target year, and 撤销 in the
 * message (or in the operation log) puts the target year back as it was.
 */
export function CopyYearButton({ course, year, onChanged }: { course: string; year: string; onChanged: () => void }) {
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
      // The target year's parts changed wholesale: whatever shows them reads again (after 撤销 too).
      const reread = () => {
        void invalidate(bcFloor, bcFloorContent, bcClockInActivity, bcBanner, bcProduct, ...YEAR_DOCUMENTS);
        onChanged();
      };
      reread();
      const text = t('exercise.bc.copy.done', {
        year: r.target_year,
        floors: r.floors,
        contents: r.contents,
        activities: r.clock_in_activities,
        banners: r.banners,
        products: r.products,
      });
      // 撤销 puts the target year back as it was before (the server refuses once anything copied has changed).
      offerUndoCopy(message, { text, entry: r.entry, onUndone: reread });
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
        content: (
          <>
            <p>{isApiError(e) ? e.msg : ''}</p>
            <p>{t('exercise.bc.copy.replaceUndo')}</p>
          </>
        ),
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
