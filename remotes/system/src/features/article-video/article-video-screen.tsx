import { VIDEO_CATEGORIES, articleVideo } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { resourceDef, resourceScreen, titleField } from '@admin/shared/resource';
import { articleCategoryField, articleStatusField } from '../article-news/article-fields';

defineMessages({
  'system.video.video': ['视频', 'Video'],
  'system.video.video.help': [
    '填写视频网址或上传 MP4 / WebM 文件（上传时自动读出时长），并上传网站列表显示的封面',
    'Type a video URL or upload an MP4 / WebM file (uploading reads its duration), and upload the cover the website lists',
  ],
  'system.video.category.trial': ['课程试听', 'Course trial'],
  'system.video.category.experience': ['经验分享', 'Experience'],
  'system.video.category.policy': ['政策解读', 'Policy'],
  'system.video.category.school': ['院校介绍', 'Schools'],
});

/** /article/videos: main-site videos (URL or upload, with cover and duration) by category. */
export const resource = resourceDef(articleVideo, {
  title: 'route./article/videos',
  fields: [
    titleField({ list: { width: 240 } }),
    { name: 'video', label: 'system.video.video', type: 'video', list: true, form: { help: 'system.video.video.help' } },
    articleCategoryField(VIDEO_CATEGORIES, 'system.video.category'),
    articleStatusField(),
  ],
});

export default resourceScreen(resource);
