import { NEWS_CATEGORIES, articleNews } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { imageField, resourceDef, resourceScreen, titleField, type Rec } from '@admin/shared/resource';
import { articleCategoryField, articleStatusField } from './article-fields';
import { NewsPreviewButton } from './news-preview';

defineMessages({
  'system.news.cover': ['封面', 'Cover'],
  'system.news.summary': ['摘要', 'Summary'],
  'system.news.category.exam_news': ['考研资讯', 'Exam news'],
  'system.news.category.policy': ['政策解读', 'Policy'],
  'system.news.category.experience': ['备考经验', 'Study tips'],
  'system.news.category.school': ['院校动态', 'Schools'],
  'system.news.body': ['正文', 'Body'],
  'system.news.publishAt': ['发布时间', 'Published at'],
  'system.news.publishAt.help': [
    '已发布的资讯从此时起对读者可见；填将来的时间即定时发布，留空则保存时立即发布',
    'Readers see a published article from this time; a future time schedules it, empty publishes on saving',
  ],
});

/** /article/news: main-site news written in the rich-text editor, published now or at a set time. */
export const resource = resourceDef(articleNews, {
  title: 'route./article/news',
  fields: [
    titleField({ list: { width: 250 } }),
    imageField({ name: 'cover', label: 'system.news.cover' }),
    articleCategoryField(NEWS_CATEGORIES, 'system.news.category'),
    { name: 'summary', label: 'system.news.summary', type: 'textarea', list: { defaultHidden: true } },
    { name: 'body', label: 'system.news.body', type: 'text' },
    articleStatusField('publish_at'),
    { name: 'publish_at', label: 'system.news.publishAt', type: 'dateTime', list: true, form: { help: 'system.news.publishAt.help' } },
  ],
});

export default resourceScreen(resource, { rowActions: (news: Rec) => <NewsPreviewButton news={news} /> });
