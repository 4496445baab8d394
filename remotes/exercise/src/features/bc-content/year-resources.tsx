import {
  BC_FLOOR_TYPES,
  WORD_BOOKS,
  bcBanner,
  bcClockInActivity,
  bcClockInCourse,
  bcClockInSignUp,
  bcCsEntrance,
  bcEnglishWordModel,
  bcFloor,
  bcFloorContent,
  bcKnowledge,
  bcLiving,
  bcProduct,
} from '@admin/shared/contract/resources';
import type { ReactNode } from 'react';
import { Space, Tag } from 'antd';
import { defineMessages, t } from '@admin/shared/i18n';
import {
  clockInPackages,
  courseProductField,
  bookCoursePackageField,
  documentDef,
  enableField,
  floorTypeLabel,
  productClassifies,
  imageField,
  linkFields,
  platformField,
  resourceDef,
  scheduleField,
  sortField,
  titleField,
  type FieldDef,
  type Rec,
} from '@admin/shared/resource';
import { knowledgeTree } from '../question-bank/knowledge-tree';

/*
 * How the per-year content of a business course (nav/bc/{course}/year/{year}/…) is presented.
 * Each is scoped to one course and year where it is shown (record pages of bc-content).
 */

const WORD_BOOK_LABELS: Record<(typeof WORD_BOOKS)[number], [string, string]> = {
  kaoyan_core: ['考研核心词', 'Kaoyan core words'],
  kaoyan_full: ['考研全量词', 'Kaoyan full list'],
  english_one: ['英语一', 'English I'],
  english_two: ['英语二', 'English II'],
};

defineMessages({
  ...Object.fromEntries(Object.entries(WORD_BOOK_LABELS).map(([k, v]) => [`exercise.bc.wordBook.${k}`, v])),
  'exercise.bc.csEntrance': ['选课入口', 'Course-selection entrance'],
  'exercise.bc.floor': ['楼层', 'Floors'],
  'exercise.bc.floor.name': ['楼层名称', 'Floor name'],
  'exercise.bc.floor.type': ['楼层类型', 'Floor type'],
  'exercise.bc.floor.subtitle': ['副标题', 'Subtitle'],
  'exercise.bc.floor.contentCount': ['内容数', 'Items'],
  'exercise.bc.floor.content': ['楼层内容', 'Floor content'],
  'exercise.bc.floor.wordModel': ['背单词设置', 'Word tool'],
  'exercise.bc.moreLink': ['“更多”链接', '"More" link'],
  'exercise.bc.content.product': ['课程商品', 'Course product'],
  'exercise.bc.clockIn': ['打卡活动', 'Clock-in activities'],
  'exercise.bc.clockIn.cover': ['封面', 'Cover'],
  'exercise.bc.clockIn.package': ['打卡包', 'Clock-in package'],
  'exercise.bc.clockIn.totalDays': ['打卡天数', 'Days'],
  'exercise.bc.clockIn.dailyTask': ['每日任务', 'Daily task'],
  'exercise.bc.clockIn.rules': ['活动规则', 'Rules'],
  'exercise.bc.clockIn.courses': ['关联课程', 'Linked courses'],
  'exercise.bc.signUp': ['报名设置', 'Sign-up'],
  'exercise.bc.signUp.open': ['开放报名', 'Open for sign-up'],
  'exercise.bc.signUp.max': ['人数上限（0 为不限）', 'Places (0: no limit)'],
  'exercise.bc.signUp.phone': ['需要手机号', 'Phone required'],
  'exercise.bc.signUp.address': ['需要收货地址', 'Address required'],
  'exercise.bc.signUp.delivery': ['报名后寄送', 'Shipped on sign-up'],
  'exercise.bc.signUp.tip': ['报名成功提示', 'Message after signing up'],
  'exercise.bc.clockIn.course': ['课程', 'Course'],
  'exercise.bc.living': ['直播', 'Live classes'],
  'exercise.bc.living.rooms': ['直播间 ID', 'Live room ids'],
  'exercise.bc.living.showCount': ['展示数量', 'Shown'],
  'exercise.bc.living.showReplay': ['展示回放', 'Show replays'],
  'exercise.bc.banner': ['轮播', 'Banners'],
  'exercise.bc.product': ['商品', 'Products'],
  'exercise.bc.product.id': ['课程商品', 'Course product'],
  'exercise.bc.product.name': ['商品名称', 'Product'],
  'exercise.bc.product.label': ['角标', 'Corner label'],
  'exercise.bc.product.classify': ['商品分类', 'Product category'],
  'exercise.bc.knowledge': ['知识点', 'Knowledge points'],
  'exercise.bc.knowledge.showCount': ['展示练习人数', 'Show practice counts'],
  'exercise.bc.buttonText': ['按钮文字', 'Button text'],
  'exercise.bc.word.book': ['词书', 'Word book'],
  'exercise.bc.word.daily': ['每日单词数', 'Words per day'],
  'exercise.bc.word.mode': ['模式', 'Mode'],
  'exercise.bc.word.mode.recite': ['背诵', 'Recite'],
  'exercise.bc.word.mode.spell': ['拼写', 'Spell'],
  'exercise.bc.word.mode.listen': ['听写', 'Listen'],
  'exercise.bc.word.progress': ['显示进度', 'Show progress'],
});

/** Floors that show their own content items; the others are fed by a setting (live, clock-in, word tool). */
export const FED_BY_ITEMS: ReadonlySet<string> = new Set(['course_list', 'banner', 'icon_grid', 'article', 'product_classify']);

/** A floor the app would show empty: it needs items and has none. */
export const floorIncomplete = (floor: Rec) => FED_BY_ITEMS.has(String(floor.floor_type)) && Number(floor.content_count) === 0;

function floorName(name: string, floor: Rec): ReactNode {
  if (!floorIncomplete(floor)) return name;
  return (
    <Space size={4}>
      {name}
      <Tag color="warning">{t('resource.floor.incomplete')}</Tag>
    </Space>
  );
}

const subtitle: FieldDef = { name: 'subtitle', label: 'exercise.bc.floor.subtitle', type: 'text' };
/** A switch of a settings document (no list, no toggle). */
const enabled: FieldDef = { name: 'is_enable', label: 'resource.field.isEnable', type: 'switch' };

export const floorResource = resourceDef(bcFloor, {
  title: 'exercise.bc.floor',
  titleField: 'name',
  defaultOrdering: 'sort',
  fields: [
    titleField({ name: 'name', label: 'exercise.bc.floor.name', list: { render: (name, floor) => floorName(String(name), floor) } }),
    {
      name: 'floor_type',
      label: 'exercise.bc.floor.type',
      type: 'select',
      options: BC_FLOOR_TYPES.map((v) => ({ value: v, label: floorTypeLabel(v) })),
      list: true,
      search: true,
      form: { readOnlyOnEdit: true },
    },
    titleField({ search: false, list: false }),
    subtitle,
    platformField(),
    ...linkFields('more_').map((f) => ({ ...f, label: f.name === 'more_link_type' ? 'exercise.bc.moreLink' : f.label })),
    { name: 'content_count', label: 'exercise.bc.floor.contentCount', type: 'number', list: true, form: false },
    sortField(),
    enableField(),
  ],
});

export const floorContentResource = resourceDef(bcFloorContent, {
  title: 'exercise.bc.floor.content',
  defaultOrdering: 'sort',
  fields: [
    titleField(),
    subtitle,
    imageField(),
    ...linkFields(),
    courseProductField({ label: 'exercise.bc.content.product', list: false, emptyValue: null }),
    scheduleField(),
    sortField(),
    enableField(),
  ],
});

export const clockInResource = resourceDef(bcClockInActivity, {
  title: 'exercise.bc.clockIn',
  defaultOrdering: 'sort',
  fields: [
    titleField(),
    imageField({ name: 'cover', label: 'exercise.bc.clockIn.cover', list: false }),
    { name: 'package_id', label: 'exercise.bc.clockIn.package', type: 'reference', reference: clockInPackages(), emptyValue: null },
    scheduleField(),
    { name: 'total_days', label: 'exercise.bc.clockIn.totalDays', type: 'number', list: true },
    { name: 'daily_task', label: 'exercise.bc.clockIn.dailyTask', type: 'textarea' },
    { name: 'rules', label: 'exercise.bc.clockIn.rules', type: 'textarea' },
    sortField(),
    enableField(),
  ],
});

export const bannerResource = resourceDef(bcBanner, {
  title: 'exercise.bc.banner',
  defaultOrdering: 'sort',
  // Platforms off by default so the list fits 1440 px (list-width.test.ts); column settings turn them on.
  fields: [
    titleField({ search: false }),
    imageField(),
    ...linkFields(),
    platformField({ list: { defaultHidden: true } }),
    scheduleField(),
    sortField(),
    enableField(),
  ],
});

export const productResource = resourceDef(bcProduct, {
  title: 'exercise.bc.product',
  titleField: 'product_name',
  defaultOrdering: 'sort',
  fields: [
    courseProductField({ label: 'exercise.bc.product.id', list: false, form: { readOnlyOnEdit: true } }),
    { name: 'product_name', label: 'exercise.bc.product.name', type: 'text', list: true, form: false },
    { name: 'label', label: 'exercise.bc.product.label', type: 'text', list: true },
    { name: 'classify_id', label: 'exercise.bc.product.classify', type: 'reference', reference: productClassifies(), emptyValue: null, list: true },
    sortField(),
    enableField(),
  ],
});

export const csEntranceDocument = documentDef(bcCsEntrance, {
  title: 'exercise.bc.csEntrance',
  fields: [
    enabled,
    titleField({ list: false, search: false }),
    subtitle,
    imageField({ list: false }),
    { name: 'button_text', label: 'exercise.bc.buttonText', type: 'text' },
    ...linkFields(),
  ],
});

/** Who may sign up for a clock-in activity, when, and what is shipped to them. */
export const signUpDocument = documentDef(bcClockInSignUp, {
  title: 'exercise.bc.signUp',
  fields: [
    { name: 'is_open', label: 'exercise.bc.signUp.open', type: 'switch' },
    scheduleField(),
    { name: 'max_participants', label: 'exercise.bc.signUp.max', type: 'number' },
    { name: 'need_phone', label: 'exercise.bc.signUp.phone', type: 'switch' },
    { name: 'need_address', label: 'exercise.bc.signUp.address', type: 'switch' },
    bookCoursePackageField({ name: 'delivery_id', label: 'exercise.bc.signUp.delivery' }),
    { name: 'success_tip', label: 'exercise.bc.signUp.tip', type: 'textarea' },
  ],
});

/** The course products linked to one clock-in activity, in order (a sub-list of product pickers). */
export const clockInCoursesDocument = documentDef(bcClockInCourse, {
  title: 'exercise.bc.clockIn.courses',
  fields: [
    {
      name: 'courses',
      label: 'exercise.bc.clockIn.courses',
      type: 'list',
      item: { fields: [courseProductField({ label: 'exercise.bc.clockIn.course', list: false }), sortField()] },
    },
  ],
});

export const livingDocument = documentDef(bcLiving, {
  title: 'exercise.bc.living',
  fields: [
    enabled,
    titleField({ list: false, search: false }),
    { name: 'room_ids', label: 'exercise.bc.living.rooms', type: 'idList' },
    { name: 'show_count', label: 'exercise.bc.living.showCount', type: 'number' },
    { name: 'show_replay', label: 'exercise.bc.living.showReplay', type: 'switch' },
  ],
});

export const knowledgeDocument = documentDef(bcKnowledge, {
  title: 'exercise.bc.knowledge',
  fields: [
    enabled,
    titleField({ list: false, search: false }),
    // Picked by name from the knowledge tree (GET practice/knowledge/list/), in the order picked.
    { name: 'knowledge_ids', label: 'exercise.bc.knowledge', type: 'tree', tree: knowledgeTree, multiple: true },
    { name: 'show_practice_count', label: 'exercise.bc.knowledge.showCount', type: 'switch' },
  ],
});

export const wordModelDocument = documentDef(bcEnglishWordModel, {
  title: 'exercise.bc.floor.wordModel',
  fields: [
    enabled,
    titleField({ list: false, search: false }),
    { name: 'word_book', label: 'exercise.bc.word.book', type: 'select', options: WORD_BOOKS.map((v) => ({ value: v, label: `exercise.bc.wordBook.${v}` })) },
    { name: 'daily_count', label: 'exercise.bc.word.daily', type: 'number' },
    {
      name: 'mode',
      label: 'exercise.bc.word.mode',
      type: 'radio',
      options: (['recite', 'spell', 'listen'] as const).map((v) => ({ value: v, label: `exercise.bc.word.mode.${v}` })),
    },
    { name: 'show_progress', label: 'exercise.bc.word.progress', type: 'switch' },
  ],
});
