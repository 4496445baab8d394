import { CONTENT_WIDTH_AT_1440, defaultListWidth } from '@admin/shared/resource';
import { categoryResource, placeResource } from './ad-place/ad-place-resources';
import { resource as advisory } from './advisory/advisory-screen';
import { pageResource } from './app-page/app-page-resources';
import { resource as homeFloor } from './home-floor/home-floor-screen';
import { resource as hotKeyword } from './hot-keyword/hot-keyword-screen';
import { resource as searchKeyword } from './search-keyword/search-keyword-screen';
import { resource as senior } from './senior/senior-screen';
import { resource as topIcon } from './top-icon/top-icon-screen';
import { resource as videoAction } from './video-action/video-action-screen';
import { resource as videoManage } from './video-manage/video-manage-screen';

// The default columns fit 1440 px with the sidebar open (see remotes/ads/src/features/list-width.test.ts).
it.each([
  ['/homemanage/floor', homeFloor],
  ['/homemanage/search-mgt/index', hotKeyword],
  ['/homemanage/search-mgt/keyword', searchKeyword],
  ['/homemanage/app-top-content', topIcon],
  ['/homemanage/videoAction', videoAction],
  ['/homemanage/advisory', advisory],
  ['/homemanage/classifyManage', categoryResource],
  ['/homemanage/assetList', placeResource],
  ['/pick-school/app-page', pageResource],
  ['/pick-school/senior', senior],
  ['/pick-school/video-manage', videoManage],
])('%s fits 1440 px', (_path, def) => {
  expect(defaultListWidth(def)).toBeLessThanOrEqual(CONTENT_WIDTH_AT_1440);
});
