import { APP_PAGE_FLOOR_TYPES, appPage, appPageFloor, appPageFloorContent } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import {
  enableField,
  floorItemFields,
  floorTypeLabel,
  kaoyanYearField,
  loadTree,
  majorsTree,
  resourceDef,
  sortField,
  titleField,
  type Option,
} from '@admin/shared/resource';

defineMessages({
  'pickSchool.page.name': ['页面名称', 'Page'],
  'pickSchool.page.category': ['学科门类', 'Discipline category'],
  'pickSchool.page.category.help': [
    '报考这个门类专业的考生看到这个页面；每个考研年份每个门类一个页面',
    'Students applying for majors of this category see the page; one page per category and kaoyan year',
  ],
  'pickSchool.page.description': ['说明', 'Description'],
  'pickSchool.page.floors': ['楼层数', 'Floors'],
  'pickSchool.floor.name': ['楼层名称', 'Floor'],
  'pickSchool.floor.type': ['楼层类型', 'Floor type'],
  'pickSchool.floor.title': ['显示标题', 'Heading'],
  'pickSchool.floor.title.help': ['App 在楼层上方显示的标题；留空则不显示', 'The heading the app shows above the floor; empty for none'],
  'pickSchool.floor.subtitle': ['副标题', 'Subheading'],
  'pickSchool.floor.content': ['楼层内容', 'Floor items'],
});

/** The discipline categories (the roots of the majors tree): 工学 (08) … */
export const categoryOptions = async (): Promise<Option[]> =>
  (await loadTree(majorsTree())).map((c) => ({ value: c.id, label: c.code ? `${c.name} (${c.code})` : c.name }));

/** /pick-school/app-page: a school-picking page per category and year. */
export const pageResource = resourceDef(appPage, {
  title: 'route./pick-school/app-page',
  titleField: 'name',
  defaultOrdering: '-kaoyan_year',
  fields: [
    titleField({ name: 'name', label: 'pickSchool.page.name', list: { width: 220 } }),
    {
      name: 'major_category',
      label: 'pickSchool.page.category',
      type: 'select',
      options: categoryOptions,
      list: { width: 140 },
      search: true,
      form: { help: 'pickSchool.page.category.help' },
    },
    kaoyanYearField({ list: { width: 110 }, search: true, emptyValue: undefined, form: true }),
    { name: 'description', label: 'pickSchool.page.description', type: 'textarea', list: { defaultHidden: true } },
    { name: 'floor_count', label: 'pickSchool.page.floors', type: 'number', list: { width: 80 }, form: false },
    sortField(),
    enableField(),
  ],
});

/** Types that show their own items: all of a school-picking page's. */
export const FED_BY_ITEMS: ReadonlySet<string> = new Set(APP_PAGE_FLOOR_TYPES);

/** A page's floors (scoped to the page: `page`; one floor is read by its uuid alone). */
export const floorResource = resourceDef(appPageFloor, {
  title: 'pickSchool.floor.name',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    titleField({ name: 'name', label: 'pickSchool.floor.name' }),
    {
      name: 'floor_type',
      label: 'pickSchool.floor.type',
      type: 'select',
      options: APP_PAGE_FLOOR_TYPES.map((v) => ({ value: v, label: floorTypeLabel(v) })),
      list: true,
    },
    { name: 'title', label: 'pickSchool.floor.title', type: 'text', form: { help: 'pickSchool.floor.title.help' } },
    { name: 'subtitle', label: 'pickSchool.floor.subtitle', type: 'text' },
    sortField(),
    enableField(),
  ],
});

/** A floor's items (scoped to the floor: `id`), the item every floor of the console holds. */
export const contentResource = resourceDef(appPageFloorContent, { title: 'pickSchool.floor.content', defaultOrdering: 'sort', fields: floorItemFields() });
