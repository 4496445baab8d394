import { videoManage } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { enableField, imageField, resourceDef, resourceScreen, sortField, titleField } from '@admin/shared/resource';

defineMessages({
  'pickSchool.video.school': ['院校', 'School'],
  'pickSchool.video.cover': ['列表封面', 'List cover'],
  'pickSchool.video.cover.help': ['App 院校页视频列表显示的图片', 'The picture the app’s school page lists the video by'],
  'pickSchool.video.video': ['视频', 'Video'],
  'pickSchool.video.video.help': [
    '上传 MP4 / WebM（自动读出时长）或填写视频网址，并上传播放前显示的画面',
    'Upload an MP4 / WebM file (its duration is read) or type a video URL, and upload the frame shown before it plays',
  ],
});

/** /pick-school/video-manage (视频管理): films about schools that the app's school pages play. */
export const resource = resourceDef(videoManage, {
  title: 'route./pick-school/video-manage',
  defaultOrdering: 'sort',
  fields: [
    titleField({ list: { width: 220 } }),
    { name: 'school_name', label: 'pickSchool.video.school', type: 'text', list: { width: 140 }, search: true },
    imageField({ name: 'cover', label: 'pickSchool.video.cover', list: true, form: { help: 'pickSchool.video.cover.help' } }),
    { name: 'video', label: 'pickSchool.video.video', type: 'video', list: { defaultHidden: true }, form: { help: 'pickSchool.video.video.help' } },
    sortField(),
    enableField(),
  ],
});

/** List, search, create, edit, reorder, enable and delete school videos. */
export default resourceScreen(resource);
