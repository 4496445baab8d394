import { useState } from 'react';
import { Empty, Modal, Segmented, Space, Spin, Switch, Typography } from 'antd';
import type { QuestionContent, QuizItem, QuizSection } from '@admin/shared/contract/resources';
import { api, useResourceQuery, type CallQuery } from '@admin/shared/data';
import { defineMessages, t } from '@admin/shared/i18n';
import { QuestionView, type ViewOptions } from '../question-bank/question-view';

defineMessages({
  'exercise.preview.title': ['学生看到的样子：{name}', 'As students see it: {name}'],
  'exercise.preview.phone': ['手机', 'Phone'],
  'exercise.preview.pc': ['电脑', 'PC'],
  'exercise.preview.device': ['设备', 'Device'],
  'exercise.preview.answers': ['显示答案', 'Show the key'],
  'exercise.preview.analysis': ['显示解析', 'Show the analysis'],
});

/** Widths of the two views: a phone's screen and the PC site's content column. */
export const PREVIEW_WIDTH = { phone: 375, pc: 960 } as const;
type Device = keyof typeof PREVIEW_WIDTH;

/** The view switches shared by both previews: device, key, analysis. */
export function PreviewSwitches({
  device,
  setDevice,
  show,
  setShow,
}: {
  device: Device;
  setDevice: (d: Device) => void;
  show: ViewOptions;
  setShow: (s: ViewOptions) => void;
}) {
  return (
    <Space wrap>
      <Segmented
        aria-label={t('exercise.preview.device')}
        value={device}
        onChange={(v) => setDevice(v as Device)}
        options={[
          { value: 'phone', label: t('exercise.preview.phone') },
          { value: 'pc', label: t('exercise.preview.pc') },
        ]}
      />
      <label>
        <Switch size="small" checked={show.showAnswer} onChange={(v) => setShow({ ...show, showAnswer: v })} /> {t('exercise.preview.answers')}
      </label>
      <label>
        <Switch size="small" checked={show.showAnalysis} onChange={(v) => setShow({ ...show, showAnalysis: v })} /> {t('exercise.preview.analysis')}
      </label>
    </Space>
  );
}

/** The frame of a device's width (scrolls sideways inside a narrower window, as the page itself would not). */
export function DeviceFrame({ device, children }: { device: Device; children: React.ReactNode }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <div
        data-testid="preview-frame"
        style={{
          width: PREVIEW_WIDTH[device],
          maxWidth: device === 'pc' ? '100%' : undefined,
          margin: '12px auto',
          padding: 16,
          border: '1px solid #d9d9d9',
          borderRadius: device === 'phone' ? 24 : 4,
          background: '#fff',
        }}
      >
        {children}
      </div>
    </div>
  );
}

/** One question previewed (the editor's preview and the bank's). */
export function QuestionPreview({ q }: { q: QuestionContent }) {
  const [device, setDevice] = useState<Device>('phone');
  const [show, setShow] = useState<ViewOptions>({ showAnswer: true, showAnalysis: true });
  return (
    <div>
      <PreviewSwitches device={device} setDevice={setDevice} show={show} setShow={setShow} />
      <DeviceFrame device={device}>
        <QuestionView q={q} n={1} show={show} />
      </DeviceFrame>
    </div>
  );
}

/** Every item of a package, read a page of 100 (the most one answer holds) at a time. */
function allItems(packageId: number): CallQuery<{ items: QuizItem[] }> {
  const page = (n: number) =>
    api.quizItem.list.options<{ items: QuizItem[]; total: number }>({ package: packageId }, { limit: 100, ordering: 'sort', page: n });
  return {
    queryKey: [...page(1).queryKey, 'every page'],
    queryFn: async ({ signal }) => {
      const items: QuizItem[] = [];
      for (let n = 1; ; n++) {
        const r = await page(n).queryFn({ signal });
        items.push(...r.items);
        if (items.length >= r.total || !r.items.length) return { items };
      }
    },
  };
}

/** A whole package as students see it: sections in order, each question numbered, on a phone or a PC. */
export function PackagePreview({ packageId, title, open, onClose }: { packageId: number; title: string; open: boolean; onClose: () => void }) {
  const [device, setDevice] = useState<Device>('phone');
  const [show, setShow] = useState<ViewOptions>({ showAnswer: false, showAnalysis: false });
  const items = useResourceQuery(allItems(packageId), { enabled: open });
  const sections = useResourceQuery(api.quizSection.list.options<{ items: QuizSection[] }>({ package: packageId }, { limit: 100, ordering: 'sort' }), {
    enabled: open,
  });
  const list = items.data?.items ?? [];
  const groups = [{ id: null as number | null, title: '' }, ...(sections.data?.items ?? []).map((s) => ({ id: s.id as number | null, title: s.title }))].map(
    (s) => ({ ...s, items: list.filter((x) => x.section_id === s.id) }),
  );
  let n = 0;
  return (
    <Modal open={open} onCancel={onClose} footer={null} width="min(1040px, 100vw)" title={t('exercise.preview.title', { name: title })} destroyOnHidden>
      <PreviewSwitches device={device} setDevice={setDevice} show={show} setShow={setShow} />
      {items.isLoading ? (
        <Spin />
      ) : !list.length ? (
        <Empty />
      ) : (
        <DeviceFrame device={device}>
          {groups
            .filter((g) => g.items.length)
            .map((g) => (
              <section key={String(g.id)}>
                {g.title ? <Typography.Title level={5}>{g.title}</Typography.Title> : null}
                {g.items.map((x) => (
                  <div key={x.id} style={{ marginBottom: 16 }}>
                    <QuestionView q={x.question} n={++n} score={x.score ?? undefined} show={show} />
                  </div>
                ))}
              </section>
            ))}
        </DeviceFrame>
      )}
    </Modal>
  );
}
