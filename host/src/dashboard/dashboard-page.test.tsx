import { formatToday, modulesToShow } from './dashboard-page';

describe('formatToday', () => {
  const day = new Date(2026, 10, 21, 9, 30);
  it('writes the date the Chinese way by default', () => {
    expect(formatToday(day, 'zh-CN')).toBe('2026年11月21日 星期六');
  });
  it('and the US English way in English', () => {
    expect(formatToday(day, 'en')).toBe('Saturday, November 21, 2026');
  });
});

describe('modulesToShow', () => {
  const ready = (name: string, role: string) => ({ name, status: 'ready' as const, routes: [{ path: `/${name}`, title: name, roles: [role] }] });
  const groups = [ready('ads', 'a.view'), ready('system', 's.view'), { name: 'course', status: 'unavailable' as const, routes: [] }];
  it('lists the loaded modules holding a screen the user may open, and those that did not load', () => {
    expect(modulesToShow(groups, ['a.view']).map((g) => g.name)).toEqual(['ads', 'course']);
  });
  it('lists nothing to a user without permissions', () => {
    expect(modulesToShow(groups, [])).toEqual([]);
  });
});
