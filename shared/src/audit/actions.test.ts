import { setLocale } from '@admin/shared/i18n';
import { actionLabel, actionName } from './actions';

afterEach(() => setLocale('zh-CN'));

it('names every action in both languages, moving a tree node too', () => {
  expect(actionName('move')).toBe('移动');
  expect(actionLabel('reorder')).toBe('调整顺序');
  setLocale('en');
  expect(actionName('move')).toBe('moved');
  expect(actionLabel('move')).toBe('Moved');
  expect(actionLabel('restore')).toBe('Restored a version');
  // An op without a name of its own says that something changed, never its API name.
  expect(actionName('somethingNew')).toBe('changed');
});
