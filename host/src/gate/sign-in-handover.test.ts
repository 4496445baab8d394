import { boundedHandover, type ConsoleBridge } from './sign-in-handover';

const bridge = {} as ConsoleBridge;

afterEach(() => jest.useRealTimers());

describe('boundedHandover', () => {
  it('fails by itself when the console never joins (main.js loaded, start-up broken)', () => {
    jest.useFakeTimers();
    const ready = jest.fn();
    const failed = jest.fn();
    boundedHandover(120_000, ready, failed);
    jest.advanceTimersByTime(119_999);
    expect(failed).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(ready).not.toHaveBeenCalled();
  });

  it('passes the bridge on once, and a late timer or failure changes nothing', () => {
    jest.useFakeTimers();
    const ready = jest.fn();
    const failed = jest.fn();
    const h = boundedHandover(1000, ready, failed);
    h.ready(bridge);
    h.failed(new Error('late'));
    jest.advanceTimersByTime(5000);
    expect(ready).toHaveBeenCalledWith(bridge);
    expect(failed).not.toHaveBeenCalled();
  });

  it('passes a failure on at once', () => {
    const failed = jest.fn();
    const h = boundedHandover(1000, jest.fn(), failed);
    const reason = new Error('console entry did not load');
    h.failed(reason);
    expect(failed).toHaveBeenCalledWith(reason);
  });
});
