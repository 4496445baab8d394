import { MATERIAL_ACCESS, material, materialDownload, type Material } from '@admin/shared/contract/resources';
import { defineMessages, t } from '@admin/shared/i18n';
import { PLATFORM_OPTIONS } from '@admin/shared/format';
import {
  courseProducts,
  DocumentCell,
  enableField,
  kaoyanYearField,
  platformField,
  ReferenceCell,
  resourceDef,
  scheduleField,
  sortField,
  subjectField,
  titleField,
  type Rec,
} from '@admin/shared/resource';
import { materialClassifyTree } from '../material-classify/material-classify-screen';

defineMessages({
  'exercise.material.classify': ['分类', 'Category'],
  'exercise.material.description': ['简介', 'Description'],
  'exercise.material.file': ['文件', 'File'],
  'exercise.material.file.help': [
    'PDF、Word、Excel、PowerPoint 或 zip，按文件内容识别；同一文件只保存一份',
    'PDF, Word, Excel, PowerPoint or zip, recognised by content; the same file is stored once',
  ],
  'exercise.material.pages': ['页数', 'Pages'],
  'exercise.material.access': ['下载权限', 'Who may download'],
  'exercise.material.access.free': ['免费', 'Anyone'],
  'exercise.material.access.signed_in': ['登录后', 'Signed-in students'],
  'exercise.material.access.purchased': ['购买后', 'Buyers'],
  'exercise.material.products': ['解锁课程商品', 'Unlocking course products'],
  'exercise.material.products.help': ['购买其中任一课程即可下载', 'Buying any of these courses unlocks it'],
  'exercise.material.watermark': ['下载加水印', 'Watermark downloads'],
  'exercise.material.downloads': ['下载量', 'Downloads'],
  'exercise.material.user': ['用户', 'User'],
  'exercise.material.platform': ['平台', 'Platform'],
  'exercise.material.at': ['下载时间', 'Downloaded at'],
});

const ACCESS_OPTIONS = MATERIAL_ACCESS.map((v) => ({ value: v, label: `exercise.material.access.${v}` }));

/** The file: its name as a download link, size, and pages when it is a PDF. */
function fileCell(v: unknown, r: Rec) {
  const f = v as Material['file'] | null;
  if (!f) return null;
  return (
    <span>
      <DocumentCell value={f} />
      {r.page_count ? <span style={{ color: 'rgba(0,0,0,0.65)' }}> · {t('resource.file.pages', { n: Number(r.page_count) })}</span> : null}
    </span>
  );
}

/** Study materials: the list and form of /exercise/materialManage and …/material. */
export const materialResource = resourceDef(material, {
  title: 'route./exercise/materialManage/material',
  titleField: 'title',
  defaultOrdering: 'sort',
  fields: [
    titleField({ list: { width: 220 } }),
    { name: 'classify_id', label: 'exercise.material.classify', type: 'tree', tree: materialClassifyTree, list: { width: 110 }, search: true },
    { name: 'file', label: 'exercise.material.file', type: 'document', form: { help: 'exercise.material.file.help' }, list: { width: 220, render: fileCell } },
    subjectField({ list: { width: 120, defaultHidden: true } }),
    kaoyanYearField({ list: { width: 100, defaultHidden: true }, search: true }),
    { name: 'description', label: 'exercise.material.description', type: 'textarea', list: { width: 200, defaultHidden: true } },
    { name: 'access', label: 'exercise.material.access', type: 'radio', options: ACCESS_OPTIONS, list: { width: 90 }, search: { type: 'select' } },
    {
      name: 'product_ids',
      label: 'exercise.material.products',
      type: 'reference',
      reference: courseProducts(),
      multiple: true,
      form: { showIf: (v) => v.access === 'purchased', help: 'exercise.material.products.help' },
      list: { width: 200, defaultHidden: true, render: (v) => <ReferenceCell source={courseProducts()} value={v} /> },
    },
    { name: 'watermark', label: 'exercise.material.watermark', type: 'switch', list: { width: 100, defaultHidden: true } },
    scheduleField({ list: { width: 180, defaultHidden: true }, emptyValue: null }),
    platformField({ list: { width: 160, defaultHidden: true } }),
    { name: 'download_count', label: 'exercise.material.downloads', type: 'number', form: false, list: { width: 90 } },
    sortField({ list: { width: 70 } }),
    enableField(),
  ],
});

/** Downloads of one material: who, on which platform, when (read-only). */
export const downloadResource = (materialId: number) =>
  resourceDef(materialDownload, {
    title: 'exercise.material.downloads',
    titleField: 'user_name',
    readOnly: true,
    fixedQuery: { material_id: materialId },
    fields: [
      { name: 'user_name', label: 'exercise.material.user', type: 'text', list: { width: 140 }, search: true },
      {
        name: 'platform',
        label: 'exercise.material.platform',
        type: 'select',
        options: PLATFORM_OPTIONS.map((p) => ({ value: p.value, label: p.label })),
        list: { width: 100 },
        search: true,
      },
      { name: 'created_at', label: 'exercise.material.at', type: 'dateTime', list: { width: 170 } },
    ],
  });
