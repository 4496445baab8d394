import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { productClassify } from '@admin/shared/contract/resources';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { businessLineField, enableField, imageField, resourceDef, ResourceList, sortField, titleField } from '@admin/shared/resource';

defineMessages({
  'exercise.bc.classify': ['商品分类', 'Product categories'],
  'exercise.bc.classify.manage': ['管理商品分类', 'Manage product categories'],
  'exercise.bc.classify.name': ['分类名称', 'Category'],
  'exercise.bc.classify.icon': ['图标', 'Icon'],
});

/** nav/bc/product_classify/: the groups products are shown in on every course page (enable through its own call). */
export const productClassifyResource = resourceDef(productClassify, {
  title: 'exercise.bc.classify',
  titleField: 'name',
  defaultOrdering: 'sort,created_at',
  fields: [
    titleField({ name: 'name', label: 'exercise.bc.classify.name' }),
    imageField({ name: 'icon', label: 'exercise.bc.classify.icon', list: false }),
    businessLineField({ list: true }),
    sortField(),
    enableField(),
  ],
});

/** 管理商品分类 beside the products of a year: the shared categories in a drawer, where staff need them. */
export function ProductClassifyButton() {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('exercise.bc.classify.manage')}</Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('exercise.bc.classify.manage')} size={900} destroyOnHidden>
        <ResourceList def={productClassifyResource} embedded urlState={false} />
      </Drawer>
    </>
  );
}
