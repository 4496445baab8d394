import { useState } from 'react';
import { App, Button, Form, InputNumber, Modal, Space, Tag, Typography } from 'antd';
import { isApiError } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { canCall, Code } from '@admin/shared/contract';
import { KAOYAN_YEARS_AHEAD, REFERENCE, type KaoyanYearItem } from '@admin/shared/contract/resources';
import { api, useResourceMutation, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { kaoyanYearOptions, reloadOptions } from '@admin/shared/resource';

defineMessages({
  'exercise.kaoyanYears': ['考研年份', 'Kaoyan years'],
  'exercise.kaoyanYears.help': [
    'N 年的考研在 N − 2 年随日历开放，到考试结束为止；考试结束后，仍有内容使用的年份继续保留。要更早开始准备新的年份，可在这里提前添加。',
    'Kaoyan year N opens with the calendar in year N − 2 and stays until its exam; after the exam a year stays while any content uses it. To start on a new year earlier, add it here.',
  ],
  'exercise.kaoyanYears.current': ['当前', 'Current'],
  'exercise.kaoyanYears.source.calendar': ['随日历开放', 'Opened by the calendar'],
  'exercise.kaoyanYears.source.added': ['管理员提前添加', 'Added ahead by an admin'],
  'exercise.kaoyanYears.source.in_use': ['已结束，仍有内容使用', 'Over, still used by content'],
  'exercise.kaoyanYears.year': ['提前添加年份', 'Add a year ahead'],
  'exercise.kaoyanYears.add': ['添加', 'Add'],
  'exercise.kaoyanYears.added': [
    '已添加 {year} 考研：业务课的年份配置和“复制到其他年份”中都可以选它了',
    '{year} added: it can be chosen in the courses’ year configuration and when copying to another year',
  ],
  'exercise.kaoyanYears.required': ['请输入年份', 'Enter a year'],
  'exercise.kaoyanYears.open': ['{year} 年已开放，不用添加', '{year} is open already'],
  'exercise.kaoyanYears.over': ['{year} 年的考研已经结束，不能再开放', 'The exam of {year} is over: it cannot be opened again'],
  'exercise.kaoyanYears.tooFar': ['最多提前开放到 {last} 年', 'Years can be opened up to {last}'],
  'exercise.kaoyanYears.close': ['关闭', 'Close'],
});

const SOURCE_COLOR: Record<KaoyanYearItem['source'], string> = { calendar: 'blue', added: 'green', in_use: 'default' };

/** Why `year` cannot be added, from the open years (the server checks the same and is the guard), or null. */
function problemOf(years: readonly KaoyanYearItem[], year: number | null, t: (key: string, vars?: Record<string, string | number>) => string): string | null {
  if (year === null) return t('exercise.kaoyanYears.required');
  if (years.some((y) => y.year === year)) return t('exercise.kaoyanYears.open', { year });
  const current = years.find((y) => y.is_current)?.year;
  if (current === undefined) return null;
  if (year < current) return t('exercise.kaoyanYears.over', { year });
  if (year > current + KAOYAN_YEARS_AHEAD) return t('exercise.kaoyanYears.tooFar', { last: current + KAOYAN_YEARS_AHEAD });
  return null;
}

/** The form that opens a year ahead of the calendar (for holders of the permission). */
function AddYear({ years }: { years: readonly KaoyanYearItem[] }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [year, setYear] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A refusal is said at the field, not as a toast; the call marks the list of years to read again.
  const add = useResourceMutation(api.reference.addKaoyanYear.returning<KaoyanYearItem>(), { quiet: (e) => e.code === Code.INVALID });
  const submit = async () => {
    const local = problemOf(years, year, t);
    setProblem(local);
    if (local || year === null) return;
    const r = await add.mutateAsync({ body: { year } }).catch((e: unknown) => {
      if (isApiError(e) && e.code === Code.INVALID) setProblem(e.fieldErrors[0]?.message ?? e.msg);
      return null;
    });
    if (!r) return;
    // Every year picker of the page offers it from now on.
    reloadOptions(kaoyanYearOptions);
    message.success(t('exercise.kaoyanYears.added', { year: r.year }));
    setYear(null);
  };
  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Form.Item label={t('exercise.kaoyanYears.year')} htmlFor="kaoyan-year-add" help={problem ?? undefined} validateStatus={problem ? 'error' : undefined}>
        <Space.Compact>
          <InputNumber
            id="kaoyan-year-add"
            value={year}
            min={2000}
            max={2100}
            precision={0}
            onChange={(v) => {
              setYear(typeof v === 'number' ? v : null);
              setProblem(null);
            }}
          />
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('exercise.kaoyanYears.add')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}

/**
 * 考研年份 on the business-course list, where the courses' years are set up: the open years and
 * why each is open, and, for those who may, adding one ahead of the calendar.
 */
export function KaoyanYearsButton() {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  const years = useResourceQuery(api.reference.kaoyanYears.options<KaoyanYearItem[]>(), { enabled: open }).data ?? [];
  const mayAdd = canCall(roles, REFERENCE.addKaoyanYear.method, REFERENCE.addKaoyanYear.path);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('exercise.kaoyanYears')}</Button>
      <Modal
        open={open}
        title={t('exercise.kaoyanYears')}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('exercise.kaoyanYears.close')}</Button>}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('exercise.kaoyanYears.help')}</Typography.Paragraph>
        <ul aria-label={t('exercise.kaoyanYears')} style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
          {years.map((y) => (
            <li key={y.year} style={{ padding: '4px 0' }}>
              <Space>
                <span>{y.name}</span>
                {y.is_current ? <Tag color="gold">{t('exercise.kaoyanYears.current')}</Tag> : null}
                <Tag color={SOURCE_COLOR[y.source]}>{t(`exercise.kaoyanYears.source.${y.source}`)}</Tag>
              </Space>
            </li>
          ))}
        </ul>
        {mayAdd ? <AddYear years={years} /> : null}
      </Modal>
    </>
  );
}
