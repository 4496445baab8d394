import { DEMO_IMAGE, articleVideo } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

const COVER = DEMO_IMAGE;
const clip = (name: string, duration: number) => ({ url: `https://media.example.com/video/${name}.mp4`, cover: COVER, duration });

export const articleVideoSeed = moduleSeed(articleVideo, [
  { title: '数学一高数第一讲试听', video: clip('math1-lesson1', 2710), category: 'trial', status: 'published' },
  { title: '跨专业上岸经验分享', video: clip('cross-major', 1290), category: 'experience', status: 'published' },
  { title: '2027 考研大纲变化解读', video: clip('syllabus-2027', 960), category: 'policy', status: 'draft' },
  { title: '走进华东师范大学', video: clip('ecnu', 420), category: 'school', status: 'offline' },
]);
