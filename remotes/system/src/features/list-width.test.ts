import { CONTENT_WIDTH_AT_1440, defaultListWidth } from '@admin/shared/resource';
import { resource as appUser } from './app-user/app-user-screen';
import { resource as referenceGroup } from './reference-group/reference-group-screen';
import { resource as news } from './article-news/article-news-screen';
import { resource as video } from './article-video/article-video-screen';
import { resource as appVersion } from './app-version/app-version-screen';
import { resource as policy } from './policy/policy-screen';
import { resource as whitelist } from './whitelist/whitelist-screen';
import { resource as feedback } from './feedback/feedback-screen';
import { floorContentResource as homeFloorContent } from './homepagesetting/homepagesetting-resources';
import { resource as operationLog } from './operation-log/operation-log-screen';

// The default columns fit 1440 px with the sidebar open (see remotes/ads/src/features/list-width.test.ts).
it.each([
  ['/user/index', appUser],
  ['/setting/reference-group', referenceGroup],
  ['/article/news', news],
  ['/article/videos', video],
  ['/setting/index', appVersion],
  ['/setting/policy-management', policy],
  ['/whiteList/index', whitelist],
  ['/feedback/index', feedback],
  ['/homepagesetting/floor-content/:id', homeFloorContent],
  ['/setting/operation-log', operationLog],
])('%s fits 1440 px', (_path, def) => {
  expect(defaultListWidth(def)).toBeLessThanOrEqual(CONTENT_WIDTH_AT_1440);
});
