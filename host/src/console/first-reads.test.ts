import type { PreloadableScreen } from '@admin/shared/contract';
import { startFirstReads, WAIT_MS, withFirstReads } from './first-reads';

const screenWith = (preload?: (search: string) => Promise<void>) => {
  const Screen: PreloadableScreen = () => null;
  if (preload) Screen.preload = preload;
  return { default: Screen };
};

afterEach(() => jest.useRealTimers());

describe('withFirstReads', () => {
  it('hands the screen over once its first reads have arrived, asked for with the address query', async () => {
    let arrive!: () => void;
    const preload = jest.fn(() => new Promise<void>((r) => (arrive = r)));
    const mod = screenWith(preload);
    let ready = false;
    const waiting = withFirstReads(mod, '?page=3').then((m) => {
      ready = true;
      return m;
    });
    await Promise.resolve();
    expect(preload).toHaveBeenCalledWith('?page=3');
    expect(ready).toBe(false);
    arrive();
    await expect(waiting).resolves.toBe(mod);
  });

  it('does not hold the screen back longer than WAIT_MS for a slow server', async () => {
    jest.useFakeTimers();
    const mod = screenWith(() => new Promise<void>(() => undefined));
    let ready = false;
    void withFirstReads(mod, '').then(() => (ready = true));
    await jest.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(ready).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(ready).toBe(true);
  });

  it('hands over at once a screen that reads nothing ahead, and survives a failing preload', async () => {
    const plain = screenWith();
    await expect(withFirstReads(plain, '')).resolves.toBe(plain);
    const failing = screenWith(() => Promise.reject(new Error('offline')));
    await expect(withFirstReads(failing, '')).resolves.toBe(failing);
    await expect(startFirstReads(failing, '')).resolves.toBeUndefined();
  });
});
