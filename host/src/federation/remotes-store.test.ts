import { classifyLoadError } from '@admin/shared/chunk';
import type { ConsoleRoute } from '@admin/shared/contract';
import { recordFailure, takeFailure } from './load-failures';
import { allowedOrigins } from './origin-policy';
import { REMOTE_LIST_GROUP, RemoteListError } from './remote-list';
import { createRemotes, summarize, type FederationRuntime } from './remotes-store';

const screen = async () => ({ default: () => null });
const ROUTES: Record<string, ConsoleRoute[]> = {
  ads: [{ path: '/ad', title: '广告管理', children: [{ path: '/ad/index', title: '启动页广告', roles: ['x.view_y'], component: screen }] }],
  course: [{ path: '/course', children: [{ path: '/course/tag', title: '课程标签', component: screen }] }],
};
const LIST = [
  { name: 'ads', title: '广告管理', entry: '/remotes/ads/mf-manifest.json' },
  { name: 'course', entry: '/remotes/course/mf-manifest.json' },
];

/** A runtime whose `./routes` answers are scripted per container, recording registrations. */
function fakeRuntime(answers: Record<string, () => Promise<unknown>>) {
  const registered: [string, string, boolean][] = [];
  const runtime: FederationRuntime = {
    register: (container, url, force) => void registered.push([container, url, force]),
    loadRoutes: (container) => answers[container](),
  };
  return { runtime, registered, answers };
}

function setup(answers: Record<string, () => Promise<unknown>>, opts: { list?: () => Promise<unknown>; extra?: string[] } = {}) {
  const fake = fakeRuntime(answers);
  const remotes = createRemotes({
    runtime: fake.runtime,
    fetchList: opts.list ?? (async () => LIST),
    pageUrl: () => 'https://console.example.com/admin/dashboard',
    extraOrigins: () => opts.extra ?? [],
    classify: classifyLoadError,
    takeFailure,
  });
  const group = (name: string) => remotes.useRemotesStore.getState().groups.find((g) => g.name === name);
  return { ...fake, ...remotes, group };
}

const ok = (name: string) => async () => ({ default: ROUTES[name] });

describe('loadRemotes', () => {
  it('lists every remote as loading, then ready with its validated routes', async () => {
    const s = setup({ ads: ok('ads'), course: ok('course') });
    const done = s.loadRemotes();
    await Promise.resolve();
    expect(s.useRemotesStore.getState().groups.map((g) => g.status)).toEqual(['loading', 'loading']);
    await done;
    expect(s.useRemotesStore.getState().loaded).toBe(true);
    expect(s.group('ads')).toMatchObject({ status: 'ready', title: '广告管理' });
    expect(s.group('ads')?.routes[0].children?.[0].path).toBe('/ad/index');
    expect(s.registered).toEqual([
      ['ads', 'https://console.example.com/remotes/ads/mf-manifest.json', false],
      ['course', 'https://console.example.com/remotes/course/mf-manifest.json', false],
    ]);
  });

  it('reads remotes.json once per page load', async () => {
    const list = jest.fn(async () => LIST);
    const s = setup({ ads: ok('ads'), course: ok('course') }, { list });
    await Promise.all([s.loadRemotes(), s.loadRemotes()]);
    await s.loadRemotes();
    expect(list).toHaveBeenCalledTimes(1);
  });

  it("marks a remote whose routes break the contract as unavailable ('invalid'), the others still load", async () => {
    const s = setup({ ads: async () => ({ default: [{ path: 'ad/index', surprise: true }] }), course: ok('course') });
    await s.loadRemotes();
    expect(s.group('ads')).toMatchObject({ status: 'unavailable', routes: [], error: { kind: 'invalid' } });
    expect(s.group('ads')?.error?.message).toContain('path must be absolute');
    expect(s.group('course')?.status).toBe('ready');
  });

  it("marks a module without a default export as 'invalid'", async () => {
    const s = setup({ ads: async () => ({}), course: ok('course') });
    await s.loadRemotes();
    expect(s.group('ads')?.error?.kind).toBe('invalid');
  });

  it('classifies a thrown load error (MF runtime timeout) and keeps its first line', async () => {
    const mfError = new Error(
      'Failed to load script resources. #RUNTIME-008\nargs: {"remoteName":"ads"}\n\nOriginal Error Message:\n ScriptNetworkError: Script "http://x/remoteEntry.js" timed out.',
    );
    const s = setup({ ads: () => Promise.reject(mfError), course: ok('course') });
    await s.loadRemotes();
    expect(s.group('ads')).toMatchObject({ status: 'unavailable', error: { kind: 'timeout' } });
    expect(s.group('ads')?.error?.message).toBe(
      'Failed to load script resources. #RUNTIME-008 (ScriptNetworkError: Script "http://x/remoteEntry.js" timed out.)',
    );
  });

  it('prefers what the runtime plugin recorded (HTTP 404 of the manifest) over the message', async () => {
    const s = setup({
      ads: async () => {
        recordFailure('ads', 'missing', 'HTTP 404 for /remotes/ads/mf-manifest.json');
        throw new Error('Failed to get manifest. #RUNTIME-003');
      },
      course: async () => {
        recordFailure('course', 'error', 'HTTP 500 for /remotes/course/mf-manifest.json');
        throw new Error('Failed to get manifest. #RUNTIME-003');
      },
    });
    await s.loadRemotes();
    expect(s.group('ads')?.error).toEqual({ kind: 'missing', message: 'HTTP 404 for /remotes/ads/mf-manifest.json' });
    expect(s.group('course')?.error).toEqual({ kind: 'error', message: 'HTTP 500 for /remotes/course/mf-manifest.json' });
    expect(takeFailure('ads')).toBeUndefined();
  });

  it('refuses an entry on a foreign origin without asking the runtime', async () => {
    const list = async () => [{ name: 'ads', entry: 'https://cdn.evil.example/ads/mf-manifest.json' }];
    const s = setup({ ads: ok('ads') }, { list });
    await s.loadRemotes();
    expect(s.group('ads')).toMatchObject({ status: 'unavailable', error: { kind: 'invalid' } });
    expect(s.group('ads')?.error?.message).toContain('https://cdn.evil.example/ads/mf-manifest.json');
    expect(s.registered).toEqual([]);
  });

  it('accepts a foreign origin listed in runtime-config remoteOrigins, and hands the list to the runtime plugin', async () => {
    const list = async () => [{ name: 'ads', entry: 'https://cdn.example.net/ads/mf-manifest.json' }];
    const s = setup({ ads: ok('ads') }, { list, extra: ['https://cdn.example.net'] });
    await s.loadRemotes();
    expect(s.group('ads')?.status).toBe('ready');
    expect(allowedOrigins()).toEqual(['https://cdn.example.net']);
  });

  it('refuses a remote that claims a path another remote already serves', async () => {
    const s = setup({ ads: ok('ads'), course: async () => ({ default: ROUTES.ads }) });
    await s.loadRemotes();
    const states = [s.group('ads'), s.group('course')].map((g) => g?.status).sort();
    expect(states).toEqual(['ready', 'unavailable']);
    const refused = [s.group('ads'), s.group('course')].find((g) => g?.status === 'unavailable');
    expect(refused?.error).toMatchObject({ kind: 'invalid' });
    expect(refused?.error?.message).toMatch(/already served by remote/);
  });

  it('shows remotes.json itself as unavailable when it cannot be read', async () => {
    const s = setup({}, { list: () => Promise.reject(new RemoteListError('HTTP 404 for /admin/remotes.json', 'missing')) });
    await s.loadRemotes();
    expect(s.useRemotesStore.getState()).toMatchObject({
      loaded: true,
      groups: [{ name: REMOTE_LIST_GROUP, status: 'unavailable', error: { kind: 'missing', message: 'HTTP 404 for /admin/remotes.json' } }],
    });
  });
});

describe('retry', () => {
  it('loads a failed remote again, re-registering it with force so the runtime forgets the failure', async () => {
    let up = false;
    const s = setup({ ads: () => (up ? ok('ads')() : Promise.reject(new Error('Failed to load script. #RUNTIME-008'))), course: ok('course') });
    await s.loadRemotes();
    expect(s.group('ads')?.status).toBe('unavailable');

    up = true;
    const again = s.useRemotesStore.getState().retry('ads');
    expect(s.group('ads')?.status).toBe('loading');
    await again;
    expect(s.group('ads')?.status).toBe('ready');
    expect(s.group('ads')?.error).toBeUndefined();
    expect(s.registered.filter(([c]) => c === 'ads').map(([, , force]) => force)).toEqual([false, true]);
  });

  it('joins a retry already running instead of starting another', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const loads = jest.fn(async () => {
      await gate;
      return { default: ROUTES.ads };
    });
    const s = setup({ ads: loads, course: ok('course') });
    const first = s.loadRemotes();
    const second = s.useRemotesStore.getState().retry('ads');
    release();
    await Promise.all([first, second]);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it("re-reads remotes.json on retry('remotes.json')", async () => {
    let fail = true;
    const s = setup({ ads: ok('ads'), course: ok('course') }, { list: async () => (fail ? Promise.reject(new Error('offline')) : LIST) });
    await s.loadRemotes();
    expect(s.group(REMOTE_LIST_GROUP)?.status).toBe('unavailable');
    fail = false;
    await s.useRemotesStore.getState().retry(REMOTE_LIST_GROUP);
    expect(s.useRemotesStore.getState().groups.map((g) => [g.name, g.status])).toEqual([
      ['ads', 'ready'],
      ['course', 'ready'],
    ]);
  });

  it('ignores an unknown name', async () => {
    const s = setup({ ads: ok('ads'), course: ok('course') });
    await s.loadRemotes();
    await expect(s.useRemotesStore.getState().retry('nope')).resolves.toBeUndefined();
  });
});

describe('summarize', () => {
  it('cuts long messages', () => {
    expect(summarize(new Error('x'.repeat(400)))).toHaveLength(300);
    expect(summarize('plain')).toBe('plain');
  });
});
