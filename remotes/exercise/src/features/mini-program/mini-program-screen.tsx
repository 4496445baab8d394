import { Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { businessCourse } from '@admin/shared/contract/resources';
import { defineMessages, t } from '@admin/shared/i18n';
import { resourceDef, resourceScreen, titleField, type Rec } from '@admin/shared/resource';

defineMessages({
  'exercise.mini.appId': ['小程序 appid', 'Mini-program app id'],
  'exercise.mini.course': ['业务课', 'Business course'],
  'exercise.mini.code': ['代码', 'Code'],
  'exercise.mini.years': ['已配置年份', 'Years configured'],
  'exercise.mini.noYears': ['未配置', 'None'],
  'exercise.mini.content': ['内容配置', 'Content'],
});

/**
 * /exercise/index (小程序管理): each business course as the mini-program entry it is — app id,
 * course, years configured, last change — opening its per-year content. The courses themselves
 * are changed under /exercise/business-course.
 */
export const resource = resourceDef(businessCourse, {
  title: 'route./exercise/index',
  titleField: 'name',
  defaultOrdering: 'sort',
  readOnly: true,
  fields: [
    titleField({ name: 'name', label: 'exercise.mini.course' }),
    { name: 'code', label: 'exercise.mini.code', type: 'text', list: true },
    { name: 'mini_program_app_id', label: 'exercise.mini.appId', type: 'text', list: true },
    {
      name: 'years',
      label: 'exercise.mini.years',
      type: 'text',
      form: false,
      list: {
        render: (years) =>
          (years as number[]).length ? (
            <Space size={4} wrap>
              {(years as number[]).map((y) => (
                <Tag key={y}>{y}</Tag>
              ))}
            </Space>
          ) : (
            t('exercise.mini.noYears')
          ),
      },
    },
  ],
});

export default resourceScreen(resource, {
  rowActions: (course: Rec) => <Link to={`/exercise/bc-content/${String(course.uuid)}`}>{t('exercise.mini.content')}</Link>,
});
