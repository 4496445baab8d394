import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Flex, Form, Modal, Space, Switch, Tag, Tree, TreeSelect, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { http, isApiError, type ApiError } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { COURSE_CLASSIFY_MAX_DEPTH, courseClassify, type CourseClassifyMove, type CourseClassifyNode } from '@admin/shared/contract/resources';
import { useI18n } from '@admin/shared/i18n';
import { mayCall } from '@admin/shared/resource';
import { PageContainer } from '@admin/shared/ui';
import { NameDialog } from './name-dialog';
import { dropPlan, height, locate, placeAt, step } from './tree-moves';
import './messages';

const routes = courseClassify.routes;
const path = (op: string, id?: number) => routes[op]!.path.replace(':id', String(id ?? ''));

type Dialog = { kind: 'add'; parent: CourseClassifyNode | null } | { kind: 'rename'; node: CourseClassifyNode } | null;

/**
 * /course/navigation: the course category tree as staff edit it. Add, rename, enable and delete per
 * category; drag to reorder or move under another parent (or the keyboard's up / down / move-to
 * buttons); each move is one versioned request for the new parent's children, so a colleague's
 * change in between makes it fail (40900) instead of silently reordering their work.
 */
export default function CourseClassifyScreen() {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const roles = useAuthStore((s) => s.roles);
  const can = useMemo(
    () => ({
      add: mayCall(roles, routes.create, courseClassify.endpoints),
      change: mayCall(roles, routes.patch, courseClassify.endpoints),
      move: mayCall(roles, routes.move, courseClassify.endpoints),
      delete: mayCall(roles, routes.delete, courseClassify.endpoints),
    }),
    [roles],
  );
  const [tree, setTree] = useState<CourseClassifyNode[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [moving, setMoving] = useState<CourseClassifyNode | null>(null);

  const [tick, setTick] = useState(0);
  // The tick whose reading has come back. Until the one after a write has, the tree on screen is
  // the old one: its versions would make the next move a 40900, so the controls wait for it too.
  const [read, setRead] = useState(-1);
  const reading = read !== tick;
  const locked = busy || reading;
  const load = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    http.get<CourseClassifyNode[]>(path('tree')).then(
      (nodes) => {
        if (!live) return;
        setTree(nodes);
        setError(null);
        setRead(tick);
      },
      (e: unknown) => {
        if (!live) return;
        setError(isApiError(e) ? e.message : String(e));
        setRead(tick);
      },
    );
    return () => {
      live = false;
    };
  }, [tick]);

  /** Any write, then the tree read again (also after a failure: someone else may have changed it). */
  const write = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      message.success(t(done));
    } finally {
      setBusy(false);
      load();
    }
  };
  /** The API client has shown the error (a toast); the tree is read again either way. */
  const quietly = async (call: () => Promise<unknown>, done: string) => {
    try {
      await write(call, done);
    } catch (e) {
      if (!isApiError(e)) throw e;
    }
  };
  const move = (plan: CourseClassifyMove | null) => (plan ? quietly(() => http.put(path('move'), plan), 'course.classify.moved') : undefined);

  const askDelete = (node: CourseClassifyNode) => {
    const below = countBelow(node);
    const products = sumBelow(node, 'product_count');
    modal.confirm({
      title: t('course.classify.confirmDelete', { name: node.name }),
      content: (
        <>
          {below ? <p>{t('course.classify.confirmBranch', { name: node.name, n: below })}</p> : null}
          {products ? <p>{t('course.classify.productsFreed', { n: products })}</p> : null}
        </>
      ),
      okType: 'danger',
      okText: below ? t('course.classify.deleteBranch') : undefined,
      onOk: () => quietly(() => http.delete(path('delete', node.id), { data: { version: node.version, with_children: below > 0 } }), 'course.classify.deleted'),
    });
  };

  const title = (node: CourseClassifyNode): ReactNode => {
    const here = tree ? locate(tree, node.id) : null;
    const label = { name: node.name };
    return (
      <Flex justify="space-between" align="center" gap={8} wrap data-classify-id={node.id}>
        <Space size={6}>
          <span className="course-classify-name">{node.name}</span>
          {node.is_enable ? null : <Tag>{t('course.classify.disabled')}</Tag>}
          <Typography.Text type="secondary">{t('course.classify.products', { n: node.product_count })}</Typography.Text>
          {node.recommend_count ? <Typography.Text type="secondary">{t('course.classify.recommends', { n: node.recommend_count })}</Typography.Text> : null}
        </Space>
        {/* The row's buttons act on the category, not on the tree's selection. */}
        <Space size={2} onClick={(e) => e.stopPropagation()}>
          {can.change ? (
            <Switch size="small" checked={node.is_enable} aria-label={t('course.classify.enable', label)} disabled={locked}
              onChange={(on) => quietly(() => http.patch(path('patch', node.id), { is_enable: on, version: node.version }), 'course.classify.saved')} />
          ) : null}
          {can.add && here && here.depth < COURSE_CLASSIFY_MAX_DEPTH ? (
            <Button size="small" type="text" icon={<PlusOutlined />} aria-label={t('course.classify.addChildOf', label)} title={t('course.classify.addChild')} onClick={() => setDialog({ kind: 'add', parent: node })} />
          ) : null}
          {can.change ? (
            <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('course.classify.renameOf', label)} title={t('course.classify.rename')} onClick={() => setDialog({ kind: 'rename', node })} />
          ) : null}
          {can.move && here ? (
            <>
              <Button size="small" type="text" icon={<ArrowUpOutlined />} aria-label={t('course.classify.up', label)} disabled={locked || here.index === 0} onClick={() => move(step(tree!, node.id, -1))} />
              <Button size="small" type="text" icon={<ArrowDownOutlined />} aria-label={t('course.classify.down', label)} disabled={locked || here.index === here.siblings.length - 1} onClick={() => move(step(tree!, node.id, 1))} />
              <Button size="small" type="text" icon={<DragOutlined />} aria-label={t('course.classify.moveTo', label)} disabled={locked} onClick={() => setMoving(node)} />
            </>
          ) : null}
          {can.delete ? <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('course.classify.delete', label)} disabled={locked} onClick={() => askDelete(node)} /> : null}
        </Space>
      </Flex>
    );
  };

  const toData = (nodes: CourseClassifyNode[]): TreeDataNode[] => nodes.map((n) => ({ key: n.id, title: title(n), children: toData(n.children) }));
  const allKeys = (nodes: CourseClassifyNode[]): number[] => nodes.flatMap((n) => [n.id, ...allKeys(n.children)]);

  const onDrop: TreeProps['onDrop'] = (info) => {
    if (!tree) return;
    const pos = info.node.pos.split('-');
    void move(
      dropPlan(tree, {
        dragId: Number(info.dragNode.key),
        dropId: Number(info.node.key),
        dropToGap: info.dropToGap,
        relative: info.dropPosition - Number(pos[pos.length - 1]),
        dropExpanded: info.node.expanded,
      }),
    );
  };
  // Only where the server would take it: not below three levels.
  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    if (!tree) return false;
    const drag = locate(tree, Number(dragNode.key));
    const target = locate(tree, Number(dropNode.key));
    if (!drag || !target) return false;
    const parentDepth = dropPosition === 0 ? target.depth : target.depth - 1;
    return parentDepth + height(drag.node) <= COURSE_CLASSIFY_MAX_DEPTH;
  };

  const submitName = async (values: { name: string; is_enable?: boolean }) => {
    if (!dialog) return;
    const quiet = (e: ApiError) => e.code === 40000;
    if (dialog.kind === 'add') await http.post(path('create'), { ...values, parent_id: dialog.parent?.id ?? null }, { quiet });
    else await http.patch(path('patch', dialog.node.id), { name: values.name, version: dialog.node.version }, { quiet });
    message.success(t('course.classify.saved'));
    load();
  };

  return (
    <PageContainer
      title={t('route./course/navigation')}
      extra={
        <Space>
          {can.add ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add', parent: null })}>
              {t('course.classify.addRoot')}
            </Button>
          ) : null}
          <Button icon={<ReloadOutlined />} onClick={load}>
            {t('course.classify.refresh')}
          </Button>
        </Space>
      }
    >
      {can.move ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('course.classify.help')} /> : null}
      {error ? <Alert type="error" showIcon title={`${t('course.classify.loadFailed')}：${error}`} action={<Button size="small" onClick={load}>{t('course.classify.refresh')}</Button>} /> : null}
      <Card size="small" aria-busy={locked}>
        {tree && tree.length === 0 ? <Typography.Text type="secondary">{t('course.classify.empty')}</Typography.Text> : null}
        {tree && tree.length ? (
          <Tree
            aria-label={t('course.classify.tree')}
            blockNode
            showLine
            selectable={false}
            draggable={can.move && !locked ? { icon: false } : false}
            allowDrop={allowDrop}
            onDrop={onDrop}
            expandedKeys={expanded ?? allKeys(tree)}
            onExpand={(keys) => setExpanded(keys.map(Number))}
            treeData={toData(tree)}
          />
        ) : null}
      </Card>
      <NameDialog
        title={dialog?.kind === 'add' ? (dialog.parent ? t('course.classify.addChildOf', { name: dialog.parent.name }) : t('course.classify.addRoot')) : dialog ? t('course.classify.renameOf', { name: dialog.node.name }) : null}
        initialName={dialog?.kind === 'rename' ? dialog.node.name : ''}
        withEnable={dialog?.kind === 'add'}
        onSubmit={submitName}
        onClose={() => setDialog(null)}
      />
      {moving && tree ? <MoveDialog tree={tree} node={moving} onMove={(plan) => move(plan)} onClose={() => setMoving(null)} /> : null}
    </PageContainer>
  );
}

const countBelow = (n: CourseClassifyNode): number => n.children.reduce((s, c) => s + 1 + countBelow(c), 0);
const sumBelow = (n: CourseClassifyNode, k: 'product_count'): number => n[k] + n.children.reduce((s, c) => s + sumBelow(c, k), 0);

/** "Move to…": the keyboard's way of dragging a category under another parent (placed last there). */
function MoveDialog({ tree, node, onMove, onClose }: { tree: CourseClassifyNode[]; node: CourseClassifyNode; onMove: (plan: CourseClassifyMove | null) => void; onClose: () => void }) {
  const { t } = useI18n();
  const [target, setTarget] = useState<number | null>(null);
  const h = height(node);
  // Parents it may go under: not itself or its branch, not so deep that its branch passes three levels.
  type Option = { value: number; title: string; disabled: boolean; children: Option[] };
  const options = (nodes: CourseClassifyNode[], depth: number): Option[] =>
    nodes.filter((n) => n.id !== node.id).map((n) => ({ value: n.id, title: n.name, disabled: depth + h > COURSE_CLASSIFY_MAX_DEPTH, children: options(n.children, depth + 1) }));
  const parentOf = locate(tree, node.id)?.parent?.id ?? null;
  return (
    <Modal
      open
      title={t('course.classify.moveToTitle', { name: node.name })}
      onCancel={onClose}
      okButtonProps={{ disabled: target === parentOf }}
      onOk={() => {
        const siblings = target === null ? tree : (locate(tree, target)?.node.children ?? []);
        onMove(placeAt(tree, node.id, target, siblings.length));
        onClose();
      }}
    >
      <Form layout="vertical">
        <Form.Item label={t('course.classify.target')} htmlFor="course-classify-target">
          <TreeSelect id="course-classify-target" allowClear treeDefaultExpandAll style={{ width: '100%' }} treeData={options(tree, 1)} value={target ?? undefined} onChange={(v) => setTarget(v ?? null)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
