import { useAuthStore } from '@admin/shared/auth';
import { forgetPreloaded, peekPreloaded, preload, PRELOAD_TTL_MS, takePreloaded } from './preload';

afterEach(forgetPreloaded);

describe('preload', () => {
  it('reads once for repeated asks, and gives the answer to one taker only', async () => {
    const read = jest.fn(async () => ({ items: [1, 2] }));
    await Promise.all([preload('list:a', read, 0), preload('list:a', read, 10)]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(peekPreloaded('list:a', 20)).toEqual({ value: { items: [1, 2] } });
    await expect(takePreloaded('list:a', 30)).resolves.toEqual({ items: [1, 2] });
    expect(takePreloaded('list:a', 40)).toBeUndefined();
    expect(peekPreloaded('list:a', 40)).toBeUndefined();
  });

  it('peeks nothing while the read is under way, but a taker gets the read in flight', async () => {
    let answer!: (v: string) => void;
    void preload('k', () => new Promise<string>((r) => (answer = r)), 0);
    expect(peekPreloaded('k', 1)).toBeUndefined();
    const taken = takePreloaded<string>('k', 2);
    answer('rows');
    await expect(taken).resolves.toBe('rows');
  });

  it('does not read again for an ask that comes after a screen took the answer, until the TTL has passed', async () => {
    const read = jest.fn(async () => 'rows');
    await preload('k', read, 0);
    await takePreloaded('k', 100);
    // A hover's read ahead that settles after the screen has drawn: the screen has these rows.
    await preload('k', read, 200);
    expect(read).toHaveBeenCalledTimes(1);
    expect(takePreloaded('k', 300)).toBeUndefined();
    await preload('k', read, 100 + PRELOAD_TTL_MS);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('never hands out an answer older than the TTL, and reads again after it', async () => {
    const read = jest.fn(async () => 'old');
    await preload('k', read, 0);
    expect(peekPreloaded('k', PRELOAD_TTL_MS)).toBeUndefined();
    expect(takePreloaded('k', PRELOAD_TTL_MS)).toBeUndefined();
    await preload('k', read, PRELOAD_TTL_MS + 1);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed read, so the screen asks again itself and reports the error', async () => {
    await preload('k', async () => Promise.reject(new Error('40300')), 0);
    expect(peekPreloaded('k', 1)).toBeUndefined();
    expect(takePreloaded('k', 1)).toBeUndefined();
    const read = jest.fn(async () => 'ok');
    await preload('k', read, 2);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('forgets every answer when the session changes (sign-out, another user)', async () => {
    await preload('k', async () => 'rows of the first user');
    useAuthStore.setState({ token: 'another-session' });
    expect(peekPreloaded('k')).toBeUndefined();
    expect(takePreloaded('k')).toBeUndefined();
  });
});
