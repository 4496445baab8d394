import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Flex, Form, Modal, Space, Switch, Tag, Tree, TreeSelect, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, DragOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { isApiError, type ApiError } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import type { CollectionModule } from '@admin/shared/contract/resources';
import { useResourceQuery, type OpCall } from '@admin/shared/data';
import { PageContainer } from '@admin/shared/ui';
import { mayCall } from '../access';
import { NameDialog } from './name-dialog';
import { useTreeI18n } from './texts';
import { dropPlan, height, locate, placeAt, step, type TreeMovePlan, type TreeNodeBase } from './tree-moves';

type NoParams = Record<never, never>;
type ById = { id: string | number };

/** The calls of a tree module (contract paths tree, create, patch, move, delete), e.g. `api.courseNavigation`. */
export interface TreeCalls {
  tree: OpCall<NoParams, unknown>;
  create: OpCall<NoParams, unknown>;
  patch: OpCall<ById, unknown>;
  move: OpCall<NoParams, unknown>;
  delete: OpCall<ById, unknown>;
}

/** What the delete confirmation adds for one category: more text, and fields of the DELETE body. */
export interface DeletePlan {
  content?: ReactNode;
  /** Fields sent with the delete (e.g. where the category's materials go); read when the person confirms. */
  body?: () => Record<string, unknown>;
  /** The confirm button starts off; the content turns it on with `ready(true)` (e.g. once a target is chosen). */
  waitsForReady?: boolean;
}

export interface TreeEditorProps<N extends TreeNodeBase> {
  /** The tree's contract module (its routes and permissions). */
  module: Pick<CollectionModule, 'routes' | 'endpoints'>;
  calls: TreeCalls;
  title: string;
  /** The tree's accessible name and its empty text. */
  treeLabel: string;
  emptyText: string;
  maxDepth: number;
  /** What each row says beside the name (its counts). */
  counts?: (node: N) => ReactNode;
  /** Extra content and body of a category's delete (what hangs on it). */
  deletePlan?: (node: N, tree: N[], ready: (ok: boolean) => void) => DeletePlan;
  /** Shown above the tree. */
  header?: ReactNode;
  /** A class on each name (tests and styles find the rows by it). */
  nameClass?: string;
  /** Embedded in another page: no page title of its own. */
  embedded?: boolean;
}

/**
 * A category tree as staff edit it. Add, rename, enable and delete per category; drag to reorder or
 * move under another parent (or the keyboard's up / down / move-to buttons); each move is one
 * versioned request for the new parent's children, so a colleague's change in between makes it
 * fail (40900) instead of silently reordering their work.
 */
export function TreeEditor<N extends TreeNodeBase>({
  module,
  calls,
  title,
  treeLabel,
  emptyText,
  maxDepth,
  counts,
  deletePlan,
  header,
  nameClass = 'tree-editor-name',
  embedded,
}: TreeEditorProps<N>) {
  const { t } = useTreeI18n();
  const { message, modal } = App.useApp();
  const roles = useAuthStore((s) => s.roles);
  const { routes, endpoints } = module;
  const can = useMemo(
    () => ({
      add: mayCall(roles, routes.create, endpoints),
      change: mayCall(roles, routes.patch, endpoints),
      move: mayCall(roles, routes.move, endpoints),
      delete: mayCall(roles, routes.delete, endpoints),
    }),
    [roles, routes, endpoints],
  );
  const read = useResourceQuery(calls.tree.options<N[]>());
  const tree = read.data ?? null;
  const error = read.error ? read.error.message : null;
  const [busy, setBusy] = useState(false);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'add'; parent: N | null } | { kind: 'rename'; node: N } | null>(null);
  const [moving, setMoving] = useState<N | null>(null);

  // Until the reading after a write is back, the tree on screen is the old one: its versions would
  // make the next move a 40900, so the controls wait for it too.
  const locked = busy || read.isFetching;
  const { refetch } = read;
  const load = useCallback(() => void refetch(), [refetch]);

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
  const move = (plan: TreeMovePlan | null) => (plan ? quietly(() => calls.move(null, plan), 'resource.tree.moved') : undefined);

  const askDelete = (node: N) => {
    const below = countBelow(node);
    let dialog: { update: (props: { okButtonProps: { disabled: boolean } }) => void } | null = null;
    const plan = deletePlan?.(node, tree ?? [], (ok) => dialog?.update({ okButtonProps: { disabled: !ok } })) ?? {};
    dialog = modal.confirm({
      okButtonProps: { disabled: !!plan.waitsForReady },
      title: t('resource.tree.confirmDelete', { name: node.name }),
      content: (
        <>
          {below ? <p>{t('resource.tree.confirmBranch', { name: node.name, n: below })}</p> : null}
          {plan.content}
        </>
      ),
      okType: 'danger',
      okText: below ? t('resource.tree.deleteBranch') : undefined,
      onOk: () =>
        quietly(() => calls.delete({ id: node.id }, { version: node.version, with_children: below > 0, ...(plan.body?.() ?? {}) }), 'resource.tree.deleted'),
    });
  };

  const rowTitle = (node: N): ReactNode => {
    const here = tree ? locate(tree, node.id) : null;
    const label = { name: node.name };
    return (
      <Flex justify="space-between" align="center" gap={8} wrap data-classify-id={node.id}>
        <Space size={6}>
          <span className={nameClass}>{node.name}</span>
          {node.is_enable ? null : <Tag>{t('resource.tree.disabled')}</Tag>}
          {counts ? <Typography.Text type="secondary">{counts(node)}</Typography.Text> : null}
        </Space>
        {/* The row's buttons act on the category, not on the tree's selection. */}
        <Space size={2} onClick={(e) => e.stopPropagation()}>
          {can.change ? (
            <Switch
              size="small"
              checked={node.is_enable}
              aria-label={t('resource.tree.enable', label)}
              disabled={locked}
              onChange={(on) => quietly(() => calls.patch({ id: node.id }, { is_enable: on, version: node.version }), 'resource.tree.saved')}
            />
          ) : null}
          {can.add && here && here.depth < maxDepth ? (
            <Button
              size="small"
              type="text"
              icon={<PlusOutlined />}
              aria-label={t('resource.tree.addChildOf', label)}
              title={t('resource.tree.addChild')}
              onClick={() => setDialog({ kind: 'add', parent: node })}
            />
          ) : null}
          {can.change ? (
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              aria-label={t('resource.tree.renameOf', label)}
              title={t('resource.tree.rename')}
              onClick={() => setDialog({ kind: 'rename', node })}
            />
          ) : null}
          {can.move && here ? (
            <>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                aria-label={t('resource.tree.up', label)}
                disabled={locked || here.index === 0}
                onClick={() => move(step(tree!, node.id, -1))}
              />
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                aria-label={t('resource.tree.down', label)}
                disabled={locked || here.index === here.siblings.length - 1}
                onClick={() => move(step(tree!, node.id, 1))}
              />
              <Button
                size="small"
                type="text"
                icon={<DragOutlined />}
                aria-label={t('resource.tree.moveTo', label)}
                disabled={locked}
                onClick={() => setMoving(node)}
              />
            </>
          ) : null}
          {can.delete ? (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('resource.tree.delete', label)}
              disabled={locked}
              onClick={() => askDelete(node)}
            />
          ) : null}
        </Space>
      </Flex>
    );
  };

  const toData = (nodes: N[]): TreeDataNode[] => nodes.map((n) => ({ key: n.id, title: rowTitle(n), children: toData(n.children as N[]) }));

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
  // Only where the server would take it: not below the depth limit.
  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    if (!tree) return false;
    const drag = locate(tree, Number(dragNode.key));
    const target = locate(tree, Number(dropNode.key));
    if (!drag || !target) return false;
    const parentDepth = dropPosition === 0 ? target.depth : target.depth - 1;
    return parentDepth + height(drag.node) <= maxDepth;
  };

  const submitName = async (values: { name: string; is_enable?: boolean }) => {
    if (!dialog) return;
    const quiet = (e: ApiError) => e.code === 40000;
    if (dialog.kind === 'add') await calls.create(null, { ...values, parent_id: dialog.parent?.id ?? null }, { quiet });
    else await calls.patch({ id: dialog.node.id }, { name: values.name, version: dialog.node.version }, { quiet });
    message.success(t('resource.tree.saved'));
    load();
  };

  const actions = (
    <Space>
      {can.add ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add', parent: null })}>
          {t('resource.tree.addRoot')}
        </Button>
      ) : null}
      <Button icon={<ReloadOutlined />} onClick={load}>
        {t('resource.tree.refresh')}
      </Button>
    </Space>
  );
  const body = (
    <>
      {header}
      {can.move ? <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('resource.tree.help', { depth: maxDepth })} /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          title={`${t('resource.tree.loadFailed')}：${error}`}
          action={
            <Button size="small" onClick={load}>
              {t('resource.tree.refresh')}
            </Button>
          }
        />
      ) : null}
      <Card size="small" aria-busy={locked}>
        {tree && tree.length === 0 ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null}
        {tree && tree.length ? (
          <Tree
            aria-label={treeLabel}
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
        title={
          dialog?.kind === 'add'
            ? dialog.parent
              ? t('resource.tree.addChildOf', { name: dialog.parent.name })
              : t('resource.tree.addRoot')
            : dialog
              ? t('resource.tree.renameOf', { name: dialog.node.name })
              : null
        }
        initialName={dialog?.kind === 'rename' ? dialog.node.name : ''}
        withEnable={dialog?.kind === 'add'}
        onSubmit={submitName}
        onClose={() => setDialog(null)}
      />
      {moving && tree ? <MoveDialog tree={tree} node={moving} maxDepth={maxDepth} onMove={(plan) => move(plan)} onClose={() => setMoving(null)} /> : null}
    </>
  );
  if (embedded) {
    return (
      <section aria-label={title}>
        <Flex justify="end" style={{ marginBottom: 12 }}>
          {actions}
        </Flex>
        {body}
      </section>
    );
  }
  return (
    <PageContainer title={title} extra={actions}>
      {body}
    </PageContainer>
  );
}

const allKeys = (nodes: TreeNodeBase[]): number[] => nodes.flatMap((n) => [n.id, ...allKeys(n.children)]);
const countBelow = (n: TreeNodeBase): number => n.children.reduce((s, c) => s + 1 + countBelow(c), 0);

/** Every id of the branch (the node and all below it). */
export const branchIds = (n: TreeNodeBase): number[] => [n.id, ...n.children.flatMap(branchIds)];

/** "Move to…": the keyboard's way of dragging a category under another parent (placed last there). */
function MoveDialog({
  tree,
  node,
  maxDepth,
  onMove,
  onClose,
}: {
  tree: TreeNodeBase[];
  node: TreeNodeBase;
  maxDepth: number;
  onMove: (plan: TreeMovePlan | null) => void;
  onClose: () => void;
}) {
  const { t } = useTreeI18n();
  const [target, setTarget] = useState<number | null>(null);
  const h = height(node);
  // Parents it may go under: not itself or its branch, not so deep that its branch passes the limit.
  type Option = { value: number; title: string; disabled: boolean; children: Option[] };
  const options = (nodes: TreeNodeBase[], depth: number): Option[] =>
    nodes
      .filter((n) => n.id !== node.id)
      .map((n) => ({ value: n.id, title: n.name, disabled: depth + h > maxDepth, children: options(n.children, depth + 1) }));
  const parentOf = locate(tree, node.id)?.parent?.id ?? null;
  return (
    <Modal
      open
      title={t('resource.tree.moveToTitle', { name: node.name })}
      onCancel={onClose}
      okButtonProps={{ disabled: target === parentOf }}
      onOk={() => {
        const siblings = target === null ? tree : (locate(tree, target)?.node.children ?? []);
        onMove(placeAt(tree, node.id, target, siblings.length));
        onClose();
      }}
    >
      <Form layout="vertical">
        <Form.Item label={t('resource.tree.target')} htmlFor="tree-editor-target">
          <TreeSelect
            id="tree-editor-target"
            allowClear
            treeDefaultExpandAll
            style={{ width: '100%' }}
            treeData={options(tree, 1)}
            value={target ?? undefined}
            onChange={(v) => setTarget(v ?? null)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
