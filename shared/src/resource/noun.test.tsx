import { act, screen } from '@testing-library/react';
import { courseGroup } from '@admin/shared/contract/resources';
import { setLocale } from '@admin/shared/i18n';
import { resourceDef } from './define';
import { ResourceFormDrawer } from './form-drawer';
import { recordName, recordNoun } from './noun';
import { MemoryProvider, adRecord, renderInApp } from './test-kit';

// A screen titled for its list (课程分组管理) whose records are 课程分组.
const def = resourceDef(courseGroup, { title: '课程分组管理', fields: [{ name: 'name', label: '名称', type: 'text' }], titleField: 'name' });

afterEach(() => act(() => setLocale('zh-CN')));

it('takes the record noun from the contract module, in the language shown', () => {
  expect(recordNoun(def)).toBe('课程分组');
  act(() => setLocale('en'));
  expect(recordNoun(def)).toBe('course group');
  // A definition made without a module says its title.
  expect(recordNoun({ title: '其他' })).toBe('其他');
  expect(recordName(def, { id: 3, name: '强化班' })).toBe('强化班');
  expect(recordName(def, { id: 3 })).toBe('3');
});

it('titles the create and edit drawers with the record noun, not the screen title', async () => {
  const provider = new MemoryProvider([adRecord(3, { name: '强化班' })]);
  const view = renderInApp(<ResourceFormDrawer def={def} provider={provider} target={{ mode: 'create' }} onClose={() => {}} onSaved={() => {}} />);
  expect(await screen.findByText('新增课程分组')).toBeTruthy();
  view.rerender(<ResourceFormDrawer def={def} provider={provider} target={{ mode: 'edit', id: 3 }} onClose={() => {}} onSaved={() => {}} />);
  expect(await screen.findByText('编辑课程分组')).toBeTruthy();
  act(() => setLocale('en'));
  expect(await screen.findByText('Edit course group')).toBeTruthy();
});
