import { videoAction } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { courseProductField, enableField, resourceDef, resourceScreen, sortField, titleField } from '@admin/shared/resource';

defineMessages({
  'home.videoAction.video': ['视频', 'Video'],
  'home.videoAction.video.help': [
    '上传 MP4 / WebM（自动读出时长）或填写视频网址，并上传封面',
    'Upload an MP4 / WebM file (its duration is read) or type a video URL, and upload a cover',
  ],
  'home.videoAction.teacher': ['讲师', 'Teacher'],
  'home.videoAction.likes': ['显示点赞数', 'Likes shown'],
  'home.videoAction.likes.help': ['App 显示的点赞数从这个数开始累加', 'The app counts real likes on top of this number'],
  'home.videoAction.product': ['关联课程', 'Linked course'],
});

/** /homemanage/videoAction (视频互动): teachers' short videos on the app's home page. */
export const resource = resourceDef(videoAction, {
  title: 'route./homemanage/videoAction',
  defaultOrdering: 'sort',
  fields: [
    titleField({ list: { width: 200 } }),
    { name: 'video', label: 'home.videoAction.video', type: 'video', list: true, form: { help: 'home.videoAction.video.help' } },
    { name: 'teacher', label: 'home.videoAction.teacher', type: 'text', list: { width: 100 }, search: true },
    { name: 'like_count', label: 'home.videoAction.likes', type: 'number', list: { width: 110 }, form: { help: 'home.videoAction.likes.help' } },
    courseProductField({ label: 'home.videoAction.product', emptyValue: null, list: { width: 200, defaultHidden: true } }),
    sortField(),
    enableField(),
  ],
});

/** List, search, create, edit, reorder, enable and delete interactive videos. */
export default resourceScreen(resource);
