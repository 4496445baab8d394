import { EARLY_LIST_TTL_MS, readRemoteListEarly, takeEarlyRemoteList } from './early-remote-list';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => takeEarlyRemoteList());

it('is taken once, read once however often the form warms it', async () => {
  const read = jest.fn(() => Promise.resolve([{ name: 'ads', entry: '/remotes/ads/mf-manifest.json' }]));
  readRemoteListEarly(1000, read);
  readRemoteListEarly(2000, read);
  expect(read).toHaveBeenCalledTimes(1);
  await expect(takeEarlyRemoteList(3000)).resolves.toEqual([{ name: 'ads', entry: '/remotes/ads/mf-manifest.json' }]);
  expect(takeEarlyRemoteList(3000)).toBeUndefined();
});

it('is not used once older than its time to live, and a new warm-up reads again', () => {
  const read = jest.fn(() => Promise.resolve([]));
  readRemoteListEarly(1000, read);
  readRemoteListEarly(1000 + EARLY_LIST_TTL_MS, read);
  expect(read).toHaveBeenCalledTimes(2);
  expect(takeEarlyRemoteList(1000 + 2 * EARLY_LIST_TTL_MS)).toBeUndefined();
});

it('a failed read is forgotten: the store reads again and reports its own error', async () => {
  const read = jest.fn(() => Promise.reject(new Error('offline')));
  readRemoteListEarly(1000, read);
  await settle();
  expect(takeEarlyRemoteList(1001)).toBeUndefined();
  readRemoteListEarly(1002, read);
  await settle();
  readRemoteListEarly(1003, read);
  expect(read).toHaveBeenCalledTimes(3);
});
