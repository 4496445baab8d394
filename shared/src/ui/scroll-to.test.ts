import { easeInOutQuad, scrollTo, scrollToTop } from './scroll-to';

let frames: FrameRequestCallback[];

beforeEach(() => {
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

/** Runs the pending frame at time `ms`. */
const frameAt = (ms: number) => frames.shift()!(ms);

it('eases in and out', () => {
  expect(easeInOutQuad(0)).toBe(0);
  expect(easeInOutQuad(0.25)).toBeCloseTo(0.125);
  expect(easeInOutQuad(0.5)).toBe(0.5);
  expect(easeInOutQuad(1)).toBe(1);
});

it('scrolls the page to the top in 800 ms, one step per frame', () => {
  document.documentElement.scrollTop = 1000;
  const onDone = jest.fn();
  scrollToTop(undefined, { onDone });
  frameAt(100); // first frame: the clock starts
  expect(document.documentElement.scrollTop).toBe(1000);
  frameAt(300); // 200 ms of 800: a quarter of the time, an eighth of the way (ease-in)
  expect(document.documentElement.scrollTop).toBeCloseTo(875);
  frameAt(500);
  expect(document.documentElement.scrollTop).toBeCloseTo(500);
  frameAt(899);
  expect(document.documentElement.scrollTop).toBeGreaterThan(0);
  expect(onDone).not.toHaveBeenCalled();
  frameAt(900);
  expect(document.documentElement.scrollTop).toBe(0);
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(frames).toHaveLength(0); // no frame requested after the end
});

it('scrolls a given container and can be stopped', () => {
  const box = document.createElement('div');
  box.scrollTop = 400;
  const stop = scrollTo(0, 800, { container: box });
  frameAt(0);
  frameAt(400);
  expect(box.scrollTop).toBeCloseTo(200);
  stop();
  frames.forEach((f) => f(800));
  expect(box.scrollTop).toBeCloseTo(200);
});

it('reads where the page is only in the first frame, and stops there when it is already at the target', () => {
  const box = document.createElement('div');
  const read = jest.fn(() => 0);
  const write = jest.fn();
  Object.defineProperty(box, 'scrollTop', { get: read, set: write });
  const onDone = jest.fn();
  scrollTo(0, 800, { container: box, onDone });
  expect(read).not.toHaveBeenCalled(); // not in the click that asked for it
  frameAt(0);
  expect(read).toHaveBeenCalledTimes(1);
  expect(write).not.toHaveBeenCalled();
  expect(onDone).toHaveBeenCalledTimes(1);
  expect(frames).toHaveLength(0); // no frame after that
});
