import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { queryClient } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { forgetPreloaded, peekPreloaded, preload, PRELOAD_TTL_MS, takePreloaded } from './preload';

afterEach(forgetPreloaded);

const K = ['list.a', 'list', {}, null];

describe('preload (into the page query cache)', () => {
  const at = (ms: number) => jest.setSystemTime(ms);
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it('reads once for repeated asks, and hands the fresh answer to whoever takes it', async () => {
    const read = jest.fn(async () => ({ items: [1, 2] }));
    await Promise.all([preload(K, read), preload(K, read)]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(peekPreloaded(K)).toEqual({ value: { items: [1, 2] } });
    await expect(takePreloaded(K)).resolves.toEqual({ items: [1, 2] });
    // A hover's read ahead after the screen has drawn: the screen has these rows, nothing is read.
    await preload(K, read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('peeks nothing while the read is under way, but a taker gets the read in flight', async () => {
    let answer!: (v: string) => void;
    void preload(K, () => new Promise<string>((r) => (answer = r)));
    expect(peekPreloaded(K)).toBeUndefined();
    const taken = takePreloaded<string>(K);
    expect(taken).toBeDefined();
    answer('rows');
    await expect(taken).resolves.toBe('rows');
  });

  it('gives nothing for a key never read', () => {
    expect(peekPreloaded(['never'])).toBeUndefined();
    expect(takePreloaded(['never'])).toBeUndefined();
  });

  it('never hands out an answer older than the TTL, and reads again after it', async () => {
    const read = jest.fn(async () => 'old');
    await preload(K, read);
    const start = Date.now();
    expect(peekPreloaded(K, start + PRELOAD_TTL_MS)).toBeUndefined();
    expect(takePreloaded(K, start + PRELOAD_TTL_MS)).toBeUndefined();
    at(start + PRELOAD_TTL_MS + 1);
    await preload(K, read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed read, so the screen asks again itself and reports the error', async () => {
    await preload(K, async () => Promise.reject(new Error('40300')));
    expect(peekPreloaded(K)).toBeUndefined();
    expect(takePreloaded(K)).toBeUndefined();
    const read = jest.fn(async () => 'ok');
    await preload(K, read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads nothing for a key a screen on show reads itself, even after its read failed', async () => {
    const screenRead = jest.fn(async () => Promise.reject(new Error('50021')));
    const screen = new QueryObserver(queryClient, { queryKey: K, queryFn: screenRead });
    const unsubscribe = screen.subscribe(() => undefined);
    await waitFor(() => expect(screen.getCurrentResult().isError).toBe(true));
    const read = jest.fn(async () => Promise.reject(new Error('50021')));
    // Focus comes back to the screen's own link (a dialog closed): no read ahead, and the failed
    // read is not reset behind the screen, which would read and report again.
    await preload(K, read);
    expect(read).not.toHaveBeenCalled();
    expect(screenRead).toHaveBeenCalledTimes(1);
    expect(screen.getCurrentResult().isError).toBe(true);
    unsubscribe();
    // Once the screen is gone, a hover reads ahead as usual.
    await preload(K, read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('forgets every answer when the session changes (sign-out, another user)', async () => {
    await preload(K, async () => 'rows of the first user');
    useAuthStore.setState({ token: 'another-session' });
    expect(peekPreloaded(K)).toBeUndefined();
    expect(takePreloaded(K)).toBeUndefined();
  });
});
