import type { ConsoleRoute } from '@admin/shared/contract';
import { buildMenu } from './build-menu';
import { effectiveLine, menuRoutes } from './visible-routes';

const ABROAD = 'nav.system_config_abroad';
const routes: ConsoleRoute[] = [
  { path: '/dashboard', title: '首页', lines: [1, 2] },
  {
    path: '/setting',
    title: '系统设置',
    lines: [1, 2],
    children: [
      { path: '/setting/index', title: '版本控制', roles: ['base_services.view_settings_versioncontrol'], lines: [1, 2] },
      { path: '/setting/customerNew', title: '客服设置', roles: ['base_services.view_customsettings'] },
    ],
  },
  { path: '/homepagesetting', lines: [2], children: [{ path: '/homepagesetting/index', title: '留学首页设置', roles: [ABROAD], lines: [2] }] },
  { path: '/ad', title: '广告管理', children: [{ path: '/ad/index', title: '启动页广告', roles: ['base_services.view_launch_advertisement'] }] },
];

const titles = (rs: ConsoleRoute[]) => buildMenu(rs).map((n) => n.title);

describe('effectiveLine', () => {
  it('uses the saved value for holders of the abroad permission', () => {
    expect(effectiveLine(2, [ABROAD])).toBe(2);
    expect(effectiveLine(1, [ABROAD])).toBe(1);
  });
  it('falls back to the default set for everyone else, whatever the cookie says', () => {
    expect(effectiveLine(2, ['nav.view_banner'])).toBe(1);
  });
});

describe('menuRoutes: the two menu sets', () => {
  const all = [ABROAD, 'base_services.view_settings_versioncontrol', 'base_services.view_customsettings', 'base_services.view_launch_advertisement'];

  it('menu set 1 (domestic) shows line-1 routes, not the study-abroad home settings', () => {
    expect(titles(menuRoutes(routes, all, 1))).toEqual(['首页', '系统设置', '启动页广告']);
    const setting = buildMenu(menuRoutes(routes, all, 1))[1];
    expect(setting.children?.map((c) => c.title)).toEqual(['版本控制', '客服设置']);
  });

  it('menu set 2 (study abroad) shows only routes that declare line 2', () => {
    const menu = buildMenu(menuRoutes(routes, all, 2));
    expect(menu.map((n) => n.title)).toEqual(['首页', '版本控制', '留学首页设置']);
  });

  it('a user without the abroad permission gets set 1 even with cookie value 2', () => {
    const roles = ['base_services.view_settings_versioncontrol', 'base_services.view_launch_advertisement'];
    expect(titles(menuRoutes(routes, roles, 2))).toEqual(['首页', '版本控制', '启动页广告']);
  });

  it('drops groups with no permitted child and keeps role-less routes', () => {
    expect(titles(menuRoutes(routes, ['x.unrelated'], 1))).toEqual(['首页']);
  });
});
