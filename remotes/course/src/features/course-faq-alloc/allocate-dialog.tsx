import { useState } from 'react';
import { App, Button, Flex, Form, Input, Modal, Table, Typography } from 'antd';
import { isApiError } from '@admin/shared/api';
import type { CourseFaqAlloc } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { useI18n } from '@admin/shared/i18n';
import { courseProducts, ReferenceInput } from '@admin/shared/resource';
import './messages';

export interface AllocateDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a successful attach or detach (the list reads again). */
  onDone: () => void;
}

/**
 * Attach courses to (or detach them from) many FAQs at once: tick the FAQs, pick the courses, one
 * request with the versions the table read, so a FAQ a colleague changed meanwhile stops the whole
 * batch (40900) rather than being overwritten.
 */
export function AllocateDialog({ open, onClose, onDone }: AllocateDialogProps) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [question, setQuestion] = useState('');
  const read = useResourceQuery(api.courseFaqAlloc.list.options<{ items: CourseFaqAlloc[] }>(null, { limit: 100, ...(question ? { question } : {}) }), {
    enabled: open,
  });
  const rows = read.data?.items ?? [];
  const [selected, setSelected] = useState<number[]>([]);
  const [products, setProducts] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  // Until the reading asked for last is back, the rows (and their versions) are the earlier ones:
  // an attach sent on them would be refused again. (A failed read is shown by the API client.)
  const reading = open && read.isFetching;

  const run = async (op: 'attach' | 'detach') => {
    const items = rows.filter((r) => selected.includes(Number(r.id))).map((r) => ({ id: r.id, version: r.version }));
    setBusy(true);
    try {
      // A write to the FAQs: every read of them (these rows too) is read again.
      await api.courseFaqAlloc[op](null, { items, product_ids: products });
    } catch (e) {
      if (!isApiError(e)) throw e;
      void read.refetch(); // read the versions again; the toast said what happened
      return;
    } finally {
      // Before closing: a closing modal keeps showing its last content.
      setBusy(false);
    }
    message.success(t(op === 'attach' ? 'course.faq.attached' : 'course.faq.detached', { n: items.length }));
    setSelected([]);
    setProducts([]);
    onDone();
    onClose();
  };

  const ready = selected.length > 0 && products.length > 0 && !busy && !reading;
  return (
    <Modal
      open={open}
      width={760}
      title={t('course.faq.allocate')}
      onCancel={onClose}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>{t('course.faq.close')}</Button>
          <Button danger disabled={!ready} onClick={() => void run('detach')}>
            {t('course.faq.detach')}
          </Button>
          <Button type="primary" disabled={!ready} loading={busy} onClick={() => void run('attach')}>
            {t('course.faq.attach')}
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical">
        <Form.Item label={t('course.faq.pickCourses')} htmlFor="faq-allocate-products">
          <ReferenceInput
            id="faq-allocate-products"
            aria-label={t('course.faq.pickCourses')}
            source={courseProducts()}
            multiple
            value={products}
            onChange={(v) => setProducts((v as number[] | null) ?? [])}
          />
        </Form.Item>
        <Form.Item label={t('course.faq.pickFaqs')}>
          <Input.Search
            allowClear
            placeholder={t('course.faq.searchQuestion')}
            aria-label={t('course.faq.searchQuestion')}
            onSearch={(v) => setQuestion(v.trim())}
            style={{ marginBottom: 8 }}
          />
          <Table<CourseFaqAlloc>
            rowKey="id"
            size="small"
            pagination={false}
            loading={reading}
            scroll={{ y: 320 }}
            dataSource={rows}
            rowSelection={{
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(Number)),
              getCheckboxProps: (r) => ({ 'aria-label': t('course.faq.selectFaq', { q: r.question }) }) as object,
            }}
            columns={[
              { title: t('course.faq.question'), dataIndex: 'question' },
              { title: t('course.faq.courseCount'), dataIndex: 'product_ids', width: 120, render: (v: number[]) => v.length },
            ]}
          />
          <Typography.Text type="secondary">{t('course.faq.selected', { n: selected.length })}</Typography.Text>
        </Form.Item>
      </Form>
    </Modal>
  );
}
