import { prefetch, PREFETCH } from './prefetch';

const scheduling = (saving = false) => {
  const drawn: Array<() => void> = [];
  const idle: Array<() => void> = [];
  return { drawn, idle, savingData: () => saving, whenDrawn: (w: () => void) => void drawn.push(w), whenIdle: (w: () => void) => void idle.push(w) };
};

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('prefetch: one row of the table per trigger', () => {
  it('sign-in typing: the remote list and the auth store at once, the console code once the auth store is here', async () => {
    const auth = deferred();
    const done: string[] = [];
    const row = prefetch(
      'sign-in typing',
      {
        'remote list': () => void done.push('remote list'),
        auth: () => (done.push('auth'), auth.promise),
        'router app': () => void done.push('router app'),
        console: () => void done.push('console'),
        home: () => void done.push('home'),
      },
      scheduling(),
    );
    expect(done).toEqual(['remote list', 'auth']);
    auth.resolve();
    await row;
    expect(done).toEqual(['remote list', 'auth', 'router app', 'console', 'home']);
  });

  it('rejects when a step fails, and runs nothing that waited for it', async () => {
    const console = jest.fn();
    const row = prefetch(
      'sign-in typing',
      { 'remote list': () => undefined, auth: () => Promise.reject(new Error('chunk')), 'router app': jest.fn(), console, home: jest.fn() },
      scheduling(),
    );
    await expect(row).rejects.toThrow('chunk');
    expect(console).not.toHaveBeenCalled();
  });

  it('group open: the first screens now, the rest of the group once the opening is drawn; nothing when saving data', async () => {
    const first = jest.fn();
    const rest = jest.fn();
    const doers = { 'first screens: code and first reads; the first drawn hidden': first, "the group's other screens' code": rest };
    const s = scheduling();
    await prefetch('group open', doers, s);
    expect(first).toHaveBeenCalledTimes(1);
    expect(rest).not.toHaveBeenCalled();
    s.drawn.forEach((w) => w());
    expect(rest).toHaveBeenCalledTimes(1);

    const saving = scheduling(true);
    await prefetch('group open', doers, saving);
    expect(first).toHaveBeenCalledTimes(1);
    expect(saving.drawn).toEqual([]);
  });

  it('hover fetches even when saving data: the click that follows needs the code anyway', async () => {
    const screen = jest.fn();
    const kit = jest.fn();
    await prefetch('hover', { 'screen code, then its first reads': screen, 'screen kit': kit }, scheduling(true));
    expect(screen).toHaveBeenCalledTimes(1);
    expect(kit).toHaveBeenCalledTimes(1);
  });

  it('home drawn: the kit and the remote entries now, the list drawn off the document at the idle moment after the kit', async () => {
    const kit = deferred();
    const list = jest.fn();
    const s = scheduling();
    const doers = { 'screen kit': () => kit.promise, 'remote entries and routes modules': jest.fn(), 'a list drawn once off the document': list };
    const row = prefetch('home drawn', doers, s);
    await Promise.resolve();
    expect(s.idle).toEqual([]);
    kit.resolve();
    await row;
    await Promise.resolve();
    expect(s.idle).toHaveLength(1);
    s.idle[0]();
    expect(list).toHaveBeenCalledTimes(1);
    expect(doers['remote entries and routes modules']).toHaveBeenCalledTimes(1);
  });

  it('every step that waits for another names a step of its own row', () => {
    for (const row of Object.values(PREFETCH)) {
      const steps = row.map((s) => s.step);
      for (const s of row) if ('after' in s) expect(steps).toContain(s.after);
    }
  });
});
