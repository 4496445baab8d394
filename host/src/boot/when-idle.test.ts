import { IDLE_TIMEOUT_MS, whenDrawn, whenIdle } from './when-idle';

const fakeWindow = (saveData?: boolean, idle = true) => {
  const queued: Array<{ run: () => void; how: string; arg: unknown }> = [];
  return {
    queued,
    win: {
      navigator: { connection: saveData === undefined ? undefined : { saveData } },
      setTimeout: (run: () => void, ms: number) => queued.push({ run, how: 'timeout', arg: ms }),
      ...(idle ? { requestIdleCallback: (run: () => void, options?: { timeout: number }) => queued.push({ run, how: 'idle', arg: options?.timeout }) } : {}),
    },
  };
};

describe('whenIdle', () => {
  it('waits for an idle moment (bounded), not running the work at once', () => {
    const { win, queued } = fakeWindow();
    const work = jest.fn();
    expect(whenIdle(work, win)).toBe(true);
    expect(work).not.toHaveBeenCalled();
    expect(queued).toEqual([{ run: work, how: 'idle', arg: IDLE_TIMEOUT_MS }]);
  });

  it('falls back to a short timer where requestIdleCallback is missing (Safari)', () => {
    const { win, queued } = fakeWindow(false, false);
    const work = jest.fn();
    whenIdle(work, win);
    expect(queued.map((q) => q.how)).toEqual(['timeout']);
    queued[0].run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('leaves long work undone where the browser does not say when it is idle', () => {
    const { win, queued } = fakeWindow(false, false);
    expect(whenIdle(jest.fn(), win, { needsIdleCallback: true })).toBe(false);
    expect(queued).toEqual([]);
    const idle = fakeWindow(false, true);
    expect(whenIdle(jest.fn(), idle.win, { needsIdleCallback: true })).toBe(true);
    expect(idle.queued.map((q) => q.how)).toEqual(['idle']);
  });

  it('does nothing when the browser asks to save data', () => {
    const { win, queued } = fakeWindow(true);
    const work = jest.fn();
    expect(whenIdle(work, win)).toBe(false);
    expect(queued).toEqual([]);
  });
});

describe('whenDrawn', () => {
  it('runs the work after the next frame, in a task of its own, without waiting for idle time', () => {
    const { win, queued } = fakeWindow();
    const frames: Array<() => void> = [];
    const work = jest.fn();
    expect(whenDrawn(work, { ...win, requestAnimationFrame: (run: () => void) => frames.push(run) })).toBe(true);
    expect(frames).toHaveLength(1);
    expect(queued).toEqual([]);
    frames[0]();
    expect(queued.map((q) => [q.how, q.arg])).toEqual([['timeout', 0]]);
    expect(work).not.toHaveBeenCalled();
    queued[0].run();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the browser asks to save data', () => {
    const { win, queued } = fakeWindow(true);
    const work = jest.fn();
    expect(whenDrawn(work, { ...win, requestAnimationFrame: () => 0 })).toBe(false);
    expect(queued).toEqual([]);
  });
});
