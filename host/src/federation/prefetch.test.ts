import { HOVER_MS, installPrefetch } from './prefetch';

describe('prefetch on hover and focus', () => {
  let uninstall: () => void;
  const seen: string[] = [];
  const opened: string[] = [];
  beforeEach(() => {
    opened.length = 0;
    jest.useFakeTimers();
    seen.length = 0;
    document.body.innerHTML = `<nav>
      <a id="tag" href="/admin/course/tag"><span id="inner">课程标签</span></a>
      <a id="ads" href="/admin/ad/index">启动页广告</a>
      <a id="ext" href="https://example.com/admin/x">外链</a>
      <a id="other" href="/elsewhere/x">别处</a>
      <button id="group" type="button" aria-expanded="false" data-menu-id="hl-menu-/course"><span id="label">课程管理</span></button>
    </nav>`;
    uninstall = installPrefetch((p) => seen.push(p), { opened: (p) => opened.push(p) });
  });
  afterEach(() => {
    uninstall();
    jest.useRealTimers();
  });
  const over = (id: string) => document.getElementById(id)!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  const out = (id: string) => document.getElementById(id)!.dispatchEvent(new Event('pointerout', { bubbles: true }));

  it('prefetches the console path of a link the pointer rests on', () => {
    over('inner');
    jest.advanceTimersByTime(HOVER_MS - 1);
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(seen).toEqual(['/course/tag']);
  });

  it('ignores a pointer passing over links on its way elsewhere', () => {
    over('tag');
    out('tag');
    over('ads');
    jest.advanceTimersByTime(HOVER_MS);
    expect(seen).toEqual(['/ad/index']);
  });

  it('prefetches the group path of a menu group the pointer rests on', () => {
    over('label');
    jest.advanceTimersByTime(HOVER_MS);
    expect(seen).toEqual(['/course']);
  });

  it('tells which collapsed group is clicked open, not a group clicked shut nor a link', () => {
    const group = document.getElementById('group')!;
    document.getElementById('label')!.click();
    expect(opened).toEqual(['/course']);
    group.setAttribute('aria-expanded', 'true');
    group.click();
    document.getElementById('tag')!.addEventListener('click', (e) => e.preventDefault());
    document.getElementById('tag')!.click();
    expect(opened).toEqual(['/course']);
  });

  it('prefetches at once when keyboard focus reaches a link', () => {
    document.getElementById('ads')!.focus();
    expect(seen).toEqual(['/ad/index']);
  });

  it('leaves links off the console alone, and stops when uninstalled', () => {
    over('ext');
    over('other');
    jest.advanceTimersByTime(HOVER_MS);
    expect(seen).toEqual([]);
    uninstall();
    document.getElementById('tag')!.focus();
    expect(seen).toEqual([]);
  });
});
