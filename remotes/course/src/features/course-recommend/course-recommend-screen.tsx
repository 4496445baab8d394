import { useMemo, useState } from 'react';
import { Button, Card, Flex, Tooltip, Tree } from 'antd';
import { useAuthStore } from '@admin/shared/auth';
import { courseRecommend, type TreeNode } from '@admin/shared/contract/resources';
import { useI18n } from '@admin/shared/i18n';
import {
  courseClassifyTree,
  courseProductField,
  createDataProvider,
  enableField,
  mayCall,
  ResourceList,
  resourceDef,
  sortField,
  useTree,
  useUrlQuery,
  type ResourceDef,
} from '@admin/shared/resource';
import { SystemPicker } from './system-picker';
import './messages';

/** /course/recommend: per course category, the recommended course products in their order. */
export const resource = resourceDef(courseRecommend, {
  title: 'route./course/recommend',
  titleField: 'product_id',
  defaultOrdering: 'sort',
  fields: [
    courseProductField({ label: 'course.recommend.product', list: { width: 200 } }),
    { name: 'classify_id', label: 'course.recommend.classify', type: 'tree', tree: courseClassifyTree(), list: { width: 130 } },
    {
      name: 'reason',
      label: 'course.recommend.reason',
      type: 'text',
      list: { width: 180, defaultHidden: true },
      form: { help: 'course.recommend.reason.help' },
    },
    // The drag handle shows the order; the number stays one click away.
    sortField({ list: { defaultHidden: true } }),
    enableField(),
  ],
});

const find = (nodes: readonly TreeNode[], id: number): TreeNode | null => {
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = find(n.children, id);
    if (below) return below;
  }
  return null;
};
type DataNode = { key: number; title: string; children: DataNode[] };
const toData = (nodes: readonly TreeNode[]): DataNode[] => nodes.map((n) => ({ key: n.id, title: n.name, children: toData(n.children) }));

/**
 * Categories on the left (GET course/classify/full), the chosen category's recommendations on the
 * right: scoped to it, created in it, reordered by drag within it. `?classify=` keeps the choice.
 */
export default function CourseRecommendScreen() {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  const [query, setQuery] = useUrlQuery();
  const tree = useTree(courseClassifyTree());
  const [picking, setPicking] = useState(false);
  const [generation, setGeneration] = useState(0);
  const classifyId = Number(query.get('classify')) || null;
  const classify = tree && classifyId ? find(tree, classifyId) : null;

  const def: ResourceDef = useMemo(
    () => (classifyId ? { ...resource, fixedQuery: { classify_id: classifyId }, createDefaults: { classify_id: classifyId } } : resource),
    [classifyId],
  );
  // The order is per category: across all categories a drag would shuffle unrelated lists.
  const provider = useMemo(() => {
    const p = createDataProvider(def);
    if (!classifyId) delete p.reorder;
    return p;
  }, [def, classifyId]);
  const choose = (id: number | null) =>
    // Another category is another list: its own first page and filters.
    setQuery(() => new URLSearchParams(id ? { classify: String(id) } : {}));

  const canAdd = mayCall(roles, courseRecommend.routes.create, courseRecommend.endpoints);
  const fromSystem = canAdd ? (
    <Tooltip title={classify ? undefined : t('course.recommend.pickCategory')}>
      <Button disabled={!classify} onClick={() => setPicking(true)}>
        {t('course.recommend.fromSystem')}
      </Button>
    </Tooltip>
  ) : null;

  return (
    <Flex gap={16} align="flex-start">
      <Card size="small" title={t('course.recommend.categories')} style={{ width: 240, flex: 'none', marginTop: 16 }}>
        <Button type={classifyId ? 'text' : 'link'} size="small" onClick={() => choose(null)} style={{ marginBottom: 8 }}>
          {t('course.recommend.all')}
        </Button>
        {tree ? (
          <Tree
            aria-label={t('course.recommend.categories')}
            defaultExpandAll
            blockNode
            treeData={toData(tree)}
            selectedKeys={classifyId ? [classifyId] : []}
            onSelect={(keys) => choose(keys.length ? Number(keys[0]) : null)}
          />
        ) : null}
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>
        <ResourceList key={`${classifyId ?? 'all'}:${generation}`} def={def} provider={provider} extra={fromSystem} />
      </div>
      {picking && classify ? <SystemPicker classify={classify} onClose={() => setPicking(false)} onAdded={() => setGeneration((n) => n + 1)} /> : null}
    </Flex>
  );
}
