import dayjs from 'dayjs';
import { searchAdDef } from '../test-kit';
import { DRAFT_MAX_AGE_MS, clearDraft, draftKey, draftValues, formValuesOf, loadDraft, pruneDrafts, saveDraft } from './drafts';

beforeEach(() => localStorage.clear());

it('keys drafts by user, resource and record (new for a create)', () => {
  expect(draftKey('张三', 'ads.launch', 7)).toBe('draft:张三:ads.launch:7');
  expect(draftKey('张三', 'ads.launch', null)).toBe('draft:张三:ads.launch:new');
});

it('stores form values as JSON and gives times back as dayjs', () => {
  const start = dayjs('2026-03-01T08:00:00+08:00');
  const stored = draftValues(searchAdDef.fields, { title: 'x', start_at: [start, null], sort: 3 });
  expect(stored).toEqual({ title: 'x', start_at: [start.toISOString(), null], sort: 3 });
  saveDraft('draft:u:r:1', stored);
  const back = formValuesOf(searchAdDef, loadDraft('draft:u:r:1')!.values);
  expect(back.title).toBe('x');
  expect(dayjs.isDayjs((back.start_at as unknown[])[0])).toBe(true);
  expect((back.start_at as dayjs.Dayjs[])[0].isSame(start)).toBe(true);
});

it('drops drafts older than 7 days, on read and when pruning', () => {
  const now = Date.now();
  saveDraft('draft:u:r:old', { title: 'old' }, now - DRAFT_MAX_AGE_MS - 1);
  saveDraft('draft:u:r:other', { title: 'old' }, now - DRAFT_MAX_AGE_MS - 1);
  saveDraft('draft:u:r:fresh', { title: 'fresh' }, now - 1000);
  localStorage.setItem('unrelated', 'kept');
  expect(loadDraft('draft:u:r:old', now)).toBeNull();
  expect(localStorage.getItem('draft:u:r:old')).toBeNull();
  pruneDrafts(now);
  expect(localStorage.getItem('draft:u:r:other')).toBeNull();
  expect(loadDraft('draft:u:r:fresh', now)?.values).toEqual({ title: 'fresh' });
  expect(localStorage.getItem('unrelated')).toBe('kept');
  clearDraft('draft:u:r:fresh');
  expect(loadDraft('draft:u:r:fresh', now)).toBeNull();
});
