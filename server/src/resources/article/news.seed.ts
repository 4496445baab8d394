import { DEMO_IMAGE, articleNews } from '@admin/shared/contract/resources';
import { moduleSeed } from '../../seed/module-seed';

const COVER = DEMO_IMAGE;

const p = (text: string) => `<p>${text}</p>`;

export const articleNewsSeed = moduleSeed(articleNews, [
  {
    title: '2027 考研报名时间公布',
    cover: COVER,
    category: 'exam_news',
    summary: '教育部公布 2027 年全国硕士研究生招生考试网上报名安排。',
    body: p('2027 年全国硕士研究生招生考试网上报名将于 10 月中旬开始，预报名同步开放。') + p('请考生提前准备学历信息与照片。'),
    status: 'published',
    publish_at: '2026-10-08T09:00:00+08:00',
  },
  {
    title: '专硕扩招政策解读',
    cover: COVER,
    category: 'policy',
    summary: '专业学位硕士招生规模继续扩大，哪些专业受益最多？',
    body: p('今年专业学位硕士招生计划占比继续提高。') + '<ul><li>工程类</li><li>教育类</li><li>医学类</li></ul>',
    status: 'published',
    publish_at: '2026-10-20T10:00:00+08:00',
  },
  {
    title: '上岸学姐：英语二 80+ 的复习节奏',
    category: 'experience',
    summary: '从单词到真题，一年的时间表。',
    body: p('<strong>3–6 月</strong>：单词与长难句。') + p('<strong>7–10 月</strong>：真题精读。'),
    status: 'draft',
  },
  {
    title: '复试线预测：管理类联考',
    category: 'school',
    summary: '根据近三年数据推测今年的复试线。',
    body: p('近三年管理类联考国家线稳定在 170 分左右。'),
    status: 'offline',
    publish_at: '2026-03-01T09:00:00+08:00',
  },
]);
