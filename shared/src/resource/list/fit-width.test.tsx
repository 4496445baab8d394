import { screen } from '@testing-library/react';
import { DEMO_ROLES } from '@admin/shared/contract';
import { ResourceList } from '../resource-list';
import { MemoryProvider, adRecord, renderInApp, searchAdDef, signInWith } from '../test-kit';
import { withListApi } from './list-test-kit';
import { actionsShrinkTo, defaultListWidth, UPDATED_SHRINK_TO } from './layout';

withListApi();

/*
 * jsdom has no layout: the box the table is drawn in is given a width here, as a browser would
 * measure it. The same list once in a box it fits and once in a narrower one.
 */
function withBoxWidth(width: number) {
  const spy = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
  return () => spy.mockRestore();
}

const renderAds = async () => {
  signInWith(DEMO_ROLES.ads);
  const view = renderInApp(<ResourceList def={searchAdDef} provider={new MemoryProvider([adRecord(1, { title: '考研季' })])} />);
  await screen.findByText('考研季');
  return view;
};

describe('a table drawn as wide as its box allows', () => {
  const wide = defaultListWidth(searchAdDef) + 200;

  it('that fits: no sideways scroll, nothing pinned, a header that sticks with CSS', async () => {
    const restore = withBoxWidth(wide);
    try {
      const { container } = await renderAds();
      expect(container.querySelector('.ant-table-cell-fix')).toBeNull();
      expect(container.querySelector('.ant-table-sticky-holder')).toBeNull();
      const th = screen.getByRole('columnheader', { name: '标题' });
      expect(th.style.position).toBe('sticky');
      expect(th.style.top).toBe('56px'); // outside the host layout (no --admin-sticky-top)
    } finally {
      restore();
    }
  });

  it('that fits: mounts without measuring the scrollbar (no forced style and layout of the page)', async () => {
    const restore = withBoxWidth(wide);
    const appended = jest.spyOn(document.body, 'appendChild');
    try {
      await renderAds();
      const measures = appended.mock.calls.filter(([el]) => el instanceof HTMLElement && el.id.startsWith('rc-scrollbar-measure'));
      expect(measures).toEqual([]);
    } finally {
      appended.mockRestore();
      restore();
    }
  });

  it('that does not fit: measures the scrollbar for its fixed header (the check above can fail)', async () => {
    const restore = withBoxWidth(600);
    const appended = jest.spyOn(document.body, 'appendChild');
    try {
      await renderAds();
      expect(appended.mock.calls.some(([el]) => el instanceof HTMLElement && el.id.startsWith('rc-scrollbar-measure'))).toBe(true);
    } finally {
      appended.mockRestore();
      restore();
    }
  });

  it('that does not fit: scrolls sideways with id, title and actions pinned and antd’s sticky header', async () => {
    const restore = withBoxWidth(600);
    try {
      const { container } = await renderAds();
      expect(container.querySelector('.ant-table-sticky-holder')).not.toBeNull();
      const pinned = [...container.querySelectorAll('thead .ant-table-cell-fix')].map((c) => c.textContent);
      expect(pinned).toEqual(['ID', '标题', '操作']);
    } finally {
      restore();
    }
  });
});

describe('a table drawn once', () => {
  it('is drawn only after its box was measured, so never first in the wrong mode', async () => {
    const restore = withBoxWidth(defaultListWidth(searchAdDef) + 200);
    // A table first drawn in the scrolling mode (a header table and a body table) and then
    // redrawn fitting its box creates three <table> elements; drawn once, one.
    const create = document.createElement.bind(document);
    const spy = jest.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => create(tag, options));
    try {
      const { container } = await renderAds();
      expect(container.querySelectorAll('table')).toHaveLength(1);
      expect(spy.mock.calls.filter(([tag]) => tag === 'table')).toHaveLength(1);
    } finally {
      spy.mockRestore();
      restore();
    }
  });
});

describe('the next list of a kind', () => {
  it('starts from the box the last one measured: drawn in its first commit without reading the layout', async () => {
    const restore = withBoxWidth(defaultListWidth(searchAdDef) + 200);
    (await renderAds()).unmount();
    restore();
    // The layout is not read again: a box that reported no width now would draw the scrolling mode.
    const reads = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(0);
    try {
      const { container } = await renderAds();
      expect(reads).not.toHaveBeenCalled();
      expect(container.querySelector('.ant-table-sticky-holder')).toBeNull();
      expect(screen.getByRole('columnheader', { name: '标题' }).style.position).toBe('sticky');
    } finally {
      reads.mockRestore();
    }
  });

  it('of another kind (in a record page’s tab) measures its own box', async () => {
    const restore = withBoxWidth(defaultListWidth(searchAdDef) + 200);
    try {
      (await renderAds()).unmount();
      restore();
      const narrow = withBoxWidth(600);
      try {
        signInWith(DEMO_ROLES.ads);
        const { container } = renderInApp(
          <ResourceList embedded urlState={false} def={searchAdDef} provider={new MemoryProvider([adRecord(1, { title: '考研季' })])} />,
        );
        await screen.findByText('考研季');
        expect(container.querySelector('.ant-table-sticky-holder')).not.toBeNull();
      } finally {
        narrow();
      }
    } finally {
      restore();
    }
  });
});

describe('a table a little wider than its box', () => {
  it('fits it by narrowing its wrapping columns (text, last change, actions), the others as declared', async () => {
    const declared = defaultListWidth(searchAdDef);
    const box = declared - 40;
    const restore = withBoxWidth(box);
    try {
      const { container } = await renderAds();
      expect(container.querySelector('.ant-table-sticky-holder')).toBeNull();
      expect(container.querySelector('.ant-table-cell-fix')).toBeNull();
      const widths = [...container.querySelectorAll('colgroup col')].map((col) => parseFloat((col as HTMLElement).style.width) || 0);
      expect(widths.reduce((a, b) => a + b, 0)).toBe(box);
      const headers = [...container.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
      const width = (name: string) => widths[headers.indexOf(name)];
      expect(width('标题')).toBeLessThan(170);
      expect(width('更新时间')).toBeLessThan(140);
      expect(width('操作')).toBeLessThan(160);
      expect(width('ID')).toBe(70);
    } finally {
      restore();
    }
  });

  it('narrower than its columns can go: scrolls sideways as before', async () => {
    const restore = withBoxWidth(columnsMinWidthOfAds() - 1);
    try {
      const { container } = await renderAds();
      expect(container.querySelector('.ant-table-sticky-holder')).not.toBeNull();
    } finally {
      restore();
    }
  });
});

/** The ad list's narrowest: its declared width less what its text, last-change and action columns can give. */
function columnsMinWidthOfAds(): number {
  const text = searchAdDef.fields.filter((f) => f.list && f.type === 'text' && !(typeof f.list === 'object' && f.list.width)).length;
  return defaultListWidth(searchAdDef) - text * (170 - 120) - (140 - UPDATED_SHRINK_TO) - (160 - actionsShrinkTo(['编辑', '查看', '复制', '历史', '删除']));
}
