import type { ConsoleRoute } from '@admin/shared/contract';
import { FIRST_SCREENS, firstScreensOf } from './group-prefetch';

const screen = async () => ({ default: () => null });
const menu: ConsoleRoute[] = [
  { path: '/dashboard', component: screen },
  {
    path: '/ad',
    children: [
      { path: '/ad/popup', hidden: true, component: screen },
      { path: '/ad/index', component: screen },
      { path: '/ad/pcPopup', component: screen },
      { path: '/ad/banner', component: screen },
      { path: '/ad/help', externalLink: 'https://example.com' },
    ],
  },
  {
    path: '/course',
    children: [
      { path: '/course/inner', children: [{ path: '/course/inner/tag', component: screen }] },
      { path: '/course/faq', component: screen },
    ],
  },
];
const none = () => false;

describe('the screens whose reads start when a menu group opens', () => {
  it('takes the shown screens of the group in menu order, at most FIRST_SCREENS', () => {
    expect(FIRST_SCREENS).toBe(2);
    expect(firstScreensOf(menu, '/ad', none)).toEqual(['/ad/index', '/ad/pcPopup']);
    expect(firstScreensOf(menu, '/ad', none, 5)).toEqual(['/ad/index', '/ad/pcPopup', '/ad/banner']);
  });

  it('passes over screens already on hand (kept alive in a tab) for the next ones', () => {
    expect(firstScreensOf(menu, '/ad', (p) => p === '/ad/index')).toEqual(['/ad/pcPopup', '/ad/banner']);
  });

  it('looks into nested groups, and finds a group opened inside another', () => {
    expect(firstScreensOf(menu, '/course', none)).toEqual(['/course/inner/tag', '/course/faq']);
    expect(firstScreensOf(menu, '/course/inner', none)).toEqual(['/course/inner/tag']);
  });

  it('reads nothing for a path that is not a group of this menu (hidden by role or line, or a screen)', () => {
    expect(firstScreensOf(menu, '/exercise', none)).toEqual([]);
    expect(firstScreensOf(menu, '/dashboard', none)).toEqual([]);
  });
});
