import { useState } from 'react';
import { TreeSelect } from 'antd';
import { MATERIAL_CLASSIFY_MAX_DEPTH, materialClassify, type MaterialClassifyNode } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import { branchIds, TreeEditor, type TreeSource } from '@admin/shared/resource';
import { fetchResource } from '@admin/shared/data';

defineMessages({
  'exercise.material.classify.count': ['{n} 份资料', '{n} materials'],
  'exercise.material.classify.tree': ['资料分类树', 'Material category tree'],
  'exercise.material.classify.empty': ['还没有资料分类', 'No material categories yet'],
  'exercise.material.classify.holds': [
    '「{name}」{below}下还有 {n} 份资料，删除前请选择把它们移到哪个分类：',
    '“{name}”{below} holds {n} materials; choose where they go before it is deleted:',
  ],
  'exercise.material.classify.below': ['及其子分类', ' and its subcategories'],
  'exercise.material.classify.moveTo': ['资料移到', 'Move the materials to'],
});

/** The material categories for pickers and the landing page's tree (the editable tree's own call). */
export const materialClassifyTree: TreeSource = {
  key: 'material-classify',
  load: () => fetchResource(api.materialClassify.tree.options<MaterialClassifyNode[]>()),
  groupsSelectable: true,
};

const held = (n: MaterialClassifyNode): number => n.material_count + n.children.reduce((s, c) => s + held(c), 0);

/** Where a deleted branch's materials go: any category outside the branch. */
function MoveTarget({ tree, exclude, onChange }: { tree: MaterialClassifyNode[]; exclude: number[]; onChange: (id: number | undefined) => void }) {
  const [value, setValue] = useState<number | undefined>();
  type Option = { value: number; title: string; disabled: boolean; children: Option[] };
  const options = (nodes: MaterialClassifyNode[]): Option[] =>
    nodes.filter((n) => !exclude.includes(n.id)).map((n) => ({ value: n.id, title: n.name, disabled: false, children: options(n.children) }));
  return (
    <TreeSelect
      aria-label={t('exercise.material.classify.moveTo')}
      treeDefaultExpandAll
      style={{ width: '100%' }}
      treeData={options(tree)}
      value={value}
      onChange={(v: number | undefined) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

/** /exercise/materialManage/classify: the material category tree; a category holding materials is deleted only once they have somewhere to go. */
export default function MaterialClassifyScreen({ embedded }: { embedded?: boolean }) {
  useI18n();
  return (
    <TreeEditor<MaterialClassifyNode>
      module={materialClassify}
      calls={api.materialClassify}
      title={t('route./exercise/materialManage/classify')}
      treeLabel={t('exercise.material.classify.tree')}
      emptyText={t('exercise.material.classify.empty')}
      maxDepth={MATERIAL_CLASSIFY_MAX_DEPTH}
      nameClass="material-classify-name"
      embedded={embedded}
      counts={(n) => t('exercise.material.classify.count', { n: n.material_count })}
      deletePlan={(n, tree, ready) => {
        const n_ = held(n);
        if (!n_) return {};
        let target: number | undefined;
        return {
          content: (
            <>
              <p>{t('exercise.material.classify.holds', { name: n.name, below: n.children.length ? t('exercise.material.classify.below') : '', n: n_ })}</p>
              <MoveTarget
                tree={tree}
                exclude={branchIds(n)}
                onChange={(v) => {
                  target = v;
                  ready(v !== undefined);
                }}
              />
            </>
          ),
          waitsForReady: true,
          body: () => ({ move_to: target }),
        };
      }}
    />
  );
}
