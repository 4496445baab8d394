import type { Root } from 'react-dom/client';
import { enterConsole } from './enter-console';

// The chunks stand in as promises the test settles: what is drawn, and when, is the subject.
const pending = () => {
  let resolve!: (v: unknown) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
let routerApp = pending();
let consoleCode = pending();
let home = pending();
jest.mock('./loaders/router-app', () => ({ loadRouterApp: () => routerApp.promise }));
jest.mock('./loaders/home', () => ({ loadHome: () => home.promise }));
jest.mock('../router/console-code', () => ({ startConsoleRemotes: () => consoleCode.promise }));

function RouterApp() {
  return null;
}

const root = () => {
  const drawn: unknown[] = [];
  return { drawn, root: { render: (el: { type: unknown }) => drawn.push(el.type) } as unknown as Root };
};

const settle = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  routerApp = pending();
  consoleCode = pending();
  home = pending();
  window.history.replaceState(null, '', '/admin/dashboard');
});

it('a cold start draws the router app once the console and the home are here too, and only then', async () => {
  const { drawn, root: r } = root();
  const entered = enterConsole(r, 'cold start');
  routerApp.resolve({ RouterApp });
  await settle();
  expect(drawn).toEqual([]);
  consoleCode.resolve(undefined);
  await settle();
  expect(drawn).toEqual([]);
  home.resolve({});
  await entered;
  expect(drawn).toEqual([RouterApp]);
});

it('after a sign-in draws the router app as soon as it is here, without waiting for the console', async () => {
  const { drawn, root: r } = root();
  const entered = enterConsole(r, 'sign-in page');
  routerApp.resolve({ RouterApp });
  await entered;
  expect(drawn).toEqual([RouterApp]);
});

it('shows `loading` when the code takes more than 300 ms, and nothing when there is none to show', async () => {
  jest.useFakeTimers();
  try {
    const Loading = () => null;
    const slow = root();
    const entered = enterConsole(slow.root, 'sign-in form', <Loading />);
    jest.advanceTimersByTime(300);
    expect(slow.drawn).toEqual([Loading]);
    const bare = root();
    const enteredBare = enterConsole(bare.root, 'sign-in page');
    jest.advanceTimersByTime(1000);
    expect(bare.drawn).toEqual([]);
    routerApp.resolve({ RouterApp });
    await Promise.all([entered, enteredBare]);
    expect(slow.drawn).toEqual([Loading, RouterApp]);
    expect(bare.drawn).toEqual([RouterApp]);
  } finally {
    jest.useRealTimers();
  }
});

it('rejects when the router app cannot be had, so the caller can reload', async () => {
  const { root: r } = root();
  const entered = enterConsole(r, 'sign-in form');
  routerApp.reject(new Error('ChunkLoadError'));
  await expect(entered).rejects.toThrow('ChunkLoadError');
});
