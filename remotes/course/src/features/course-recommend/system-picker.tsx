import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { isApiError } from '@admin/shared/api';
import type { CourseProduct, CourseRecommend, ProductSystem } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { centsToYuan } from '@admin/shared/format';
import { useI18n } from '@admin/shared/i18n';
import './messages';

export interface SystemPickerProps {
  classify: { id: number; name: string };
  onClose: () => void;
  /** After at least one course was added. */
  onAdded: () => void;
}

/**
 * Recommends courses of one product system (GET base/get-pro-sys/, course/product/sys/) to the
 * chosen category: those it recommends already are marked and cannot be ticked; each ticked course
 * is created as a recommendation; those the server refuses (recommended meanwhile) are listed with
 * its reason.
 */
export function SystemPicker({ classify, onClose, onAdded }: SystemPickerProps) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const systems = useResourceQuery(api.reference.productSystems.options<ProductSystem[]>()).data ?? [];
  const [system, setSystem] = useState<number | null>(null);
  const [name, setName] = useState('');
  const productsRead = useResourceQuery(
    api.reference.courseProductsBySys.options<{ items: CourseProduct[] }>(null, { product_sys_id: system, limit: 100, ...(name ? { name } : {}) }),
    {
      enabled: system !== null,
    },
  );
  const products = system === null ? [] : (productsRead.data?.items ?? []);
  // The category's recommendations (a category holds a few dozen; past the page's 100 the server
  // still refuses a second one, and the refusal is listed).
  const recommended = new Set(
    (useResourceQuery(api.courseRecommend.list.options<{ items: CourseRecommend[] }>(null, { classify_id: classify.id, limit: 100 })).data?.items ?? []).map(
      (r) => r.product_id,
    ),
  );
  const [selected, setSelected] = useState<number[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    setBusy(true);
    const failed: string[] = [];
    let added = 0;
    // One record per course: a refused one (already recommended here) does not stop the others.
    for (const id of selected) {
      const product = products.find((p) => p.id === id);
      try {
        await api.courseRecommend.create(null, { classify_id: classify.id, product_id: id }, { quiet: (e) => e.code === 40000 });
        added++;
      } catch (e) {
        if (!isApiError(e)) throw e;
        failed.push(`${product?.name ?? id}（${e.message.replace(/^参数错误：\S+ /, '')}）`);
      }
    }
    setBusy(false);
    if (added) {
      message.success(t('course.recommend.added', { n: added }));
      onAdded();
    }
    if (failed.length) setProblems(failed);
    else onClose();
  };

  return (
    <Modal
      open
      width={760}
      title={t('course.recommend.fromSystemTitle', { name: classify.name })}
      onCancel={onClose}
      onOk={() => void add()}
      okText={t('course.recommend.add', { n: selected.length })}
      okButtonProps={{ disabled: !selected.length, loading: busy }}
    >
      {problems.length ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={t('course.recommend.notAdded', { list: problems.join('；') })} />
      ) : null}
      <Form layout="vertical">
        <Form.Item label={t('course.recommend.system')} htmlFor="recommend-system">
          <Select
            id="recommend-system"
            aria-label={t('course.recommend.system')}
            options={systems.map((s) => ({ value: s.id, label: s.name }))}
            value={system ?? undefined}
            onChange={(v: number) => {
              setSystem(v);
              setSelected([]);
            }}
          />
        </Form.Item>
        <Input.Search
          allowClear
          placeholder={t('course.recommend.searchName')}
          aria-label={t('course.recommend.searchName')}
          onSearch={(v) => setName(v.trim())}
          style={{ marginBottom: 8 }}
        />
        <Table<CourseProduct>
          rowKey="id"
          size="small"
          pagination={false}
          scroll={{ y: 320 }}
          dataSource={system === null ? [] : products}
          rowSelection={{
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(Number)),
            getCheckboxProps: (p) => ({ 'aria-label': t('course.recommend.select', { name: p.name }), disabled: recommended.has(p.id) }) as object,
          }}
          columns={[
            {
              title: t('course.recommend.product'),
              dataIndex: 'name',
              render: (name: string, p) =>
                recommended.has(p.id) ? (
                  <Space size={4}>
                    {name}
                    <Tag>{t('course.recommend.already')}</Tag>
                  </Space>
                ) : (
                  name
                ),
            },
            { title: t('course.recommend.price'), dataIndex: 'price', width: 120, render: (v: number) => centsToYuan(v) },
          ]}
        />
      </Form>
    </Modal>
  );
}
