import { loadedNow, rememberedLoad } from './remembered-load';

it('knows its module once a load has finished, not before, and not after a failure only', async () => {
  let fail = true;
  const load = rememberedLoad(() => (fail ? Promise.reject(new Error('chunk')) : Promise.resolve({ default: 'Home' })));
  expect(load.loaded()).toBeUndefined();
  await expect(load()).rejects.toThrow('chunk');
  expect(loadedNow(load)).toBeUndefined();
  fail = false;
  const pending = load();
  expect(loadedNow(load)).toBeUndefined();
  await pending;
  expect(loadedNow(load)).toEqual({ default: 'Home' });
});

it('a plain import function has nothing loaded now', () => {
  expect(loadedNow(() => Promise.resolve({ default: 'Home' }))).toBeUndefined();
});
