import { Link } from 'react-router-dom';
import { commentStatistics } from '@admin/shared/contract/resources';
import { relativeTime } from '@admin/shared/format';
import { defineMessages, t } from '@admin/shared/i18n';
import { ListTag, resourceDef, resourceScreen, type Rec } from '@admin/shared/resource';

defineMessages({
  'course.comments.course': ['课程', 'Course'],
  'course.comments.teacher': ['讲师', 'Teacher'],
  'course.comments.comments': ['评论数', 'Comments'],
  'course.comments.unanswered': ['待回复', 'Unanswered'],
  'course.comments.reported': ['被举报', 'Reported'],
  'course.comments.hidden': ['已隐藏', 'Hidden'],
  'course.comments.lastActivity': ['最后互动', 'Last activity'],
  'course.comments.never': ['暂无评论', 'No comments yet'],
  'course.comments.isOpen': ['开放讨论', 'Open for comments'],
  'course.comments.isOpen.help': ['关闭后学员不能发表新评论，工作人员仍可回复', 'When closed, students cannot post; staff can still reply'],
  'course.comments.hasUnanswered': ['有待回复', 'Has unanswered'],
  'course.comments.hasReported': ['有举报', 'Has reports'],
  'course.comments.open': ['查看讨论', 'Open discussion'],
});

/** A count that needs staff attention stands out while it is not zero. */
const attention = (color: string) => (v: unknown) => (Number(v) > 0 ? <ListTag color={color}>{String(v)}</ListTag> : <span>0</span>);

/**
 * /learn-interaction/index (学习互动): each course's discussion with statistics the server computes
 * from its comments; sortable by every count and the last activity, filtered by what needs staff.
 */
export const resource = resourceDef(commentStatistics, {
  title: 'route./learn-interaction/index',
  titleField: 'name',
  defaultOrdering: '-unanswered',
  fields: [
    {
      name: 'name',
      label: 'course.comments.course',
      type: 'text',
      list: { width: 195, render: (v, r) => <Link to={`/learn-interaction/detail/${String(r.uuid)}`}>{String(v)}</Link> },
      search: true,
      form: false,
    },
    { name: 'teacher', label: 'course.comments.teacher', type: 'text', list: { width: 90 }, form: false },
    { name: 'comments', label: 'course.comments.comments', type: 'number', list: { width: 90 }, form: false },
    { name: 'unanswered', label: 'course.comments.unanswered', type: 'number', list: { width: 100, render: attention('red') }, form: false },
    { name: 'reported', label: 'course.comments.reported', type: 'number', list: { width: 100, render: attention('orange') }, form: false },
    { name: 'hidden', label: 'course.comments.hidden', type: 'number', list: { width: 100, defaultHidden: true }, form: false },
    {
      name: 'last_activity_at',
      label: 'course.comments.lastActivity',
      type: 'dateTime',
      list: { width: 166, render: (v) => (v ? relativeTime(String(v)) : t('course.comments.never')) },
      form: false,
    },
    { name: 'is_open', label: 'course.comments.isOpen', type: 'switch', list: true, search: true, toggle: true, form: { help: 'course.comments.isOpen.help' } },
  ],
  filters: [
    { param: 'has_unanswered', label: 'course.comments.hasUnanswered', type: 'boolean' },
    { param: 'has_reported', label: 'course.comments.hasReported', type: 'boolean' },
  ],
});

/** The statistics per course; each opens its threads. */
export default resourceScreen(resource, {
  rowActions: (course: Rec) => <Link to={`/learn-interaction/detail/${String(course.uuid)}`}>{t('course.comments.open')}</Link>,
});
