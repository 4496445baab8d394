import { useMemo } from 'react';
import { Button, Card, Flex, Tree, Typography } from 'antd';
import type { TreeDataNode } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import type { MaterialClassifyNode } from '@admin/shared/contract/resources';
import { api, useResourceQuery } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { MaterialList } from './material-screen';
import { materialResource } from './material-resource';

defineMessages({
  'exercise.material.categories': ['资料分类', 'Categories'],
  'exercise.material.all': ['全部资料', 'All materials'],
  'exercise.material.manageCategories': ['管理分类', 'Manage categories'],
  'exercise.material.nodeCount': ['{name}（{n}）', '{name} ({n})'],
});

/** The list this page draws beside the tree (the smoke test and the route's `resource` name it). */
export const resource = materialResource;

const total = (n: MaterialClassifyNode): number => n.material_count + n.children.reduce((s, c) => s + total(c), 0);

/**
 * /exercise/materialManage: the category tree beside the materials list. Choosing a category lists
 * its materials and its subcategories' (the list's own classify_id filter, kept in the URL).
 */
export default function MaterialManageScreen() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const read = useResourceQuery(api.materialClassify.tree.options<MaterialClassifyNode[]>());
  const chosen = params.get('classify_id');
  const data = useMemo(() => {
    const toData = (nodes: MaterialClassifyNode[]): TreeDataNode[] =>
      nodes.map((n) => ({ key: String(n.id), title: t('exercise.material.nodeCount', { name: n.name, n: total(n) }), children: toData(n.children) }));
    return toData(read.data ?? []);
  }, [read.data, t]);
  const choose = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('classify_id', id);
    else next.delete('classify_id');
    next.delete('page');
    setParams(next);
  };
  return (
    <Flex gap={16} align="flex-start" wrap>
      <Card
        size="small"
        title={
          <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
            {t('exercise.material.categories')}
          </Typography.Title>
        }
        extra={<Link to="/exercise/materialManage/classify">{t('exercise.material.manageCategories')}</Link>}
        style={{ width: 240, flex: '0 0 240px' }}
      >
        <Button type={chosen ? 'text' : 'link'} size="small" onClick={() => choose(null)} aria-pressed={!chosen}>
          {t('exercise.material.all')}
        </Button>
        <Tree
          aria-label={t('exercise.material.categories')}
          defaultExpandAll
          blockNode
          treeData={data}
          selectedKeys={chosen ? [chosen] : []}
          onSelect={(keys) => choose(keys.length ? String(keys[0]) : null)}
          key={data.length}
        />
      </Card>
      <div style={{ flex: '1 1 480px', minWidth: 0 }}>
        <MaterialList />
      </div>
    </Flex>
  );
}
