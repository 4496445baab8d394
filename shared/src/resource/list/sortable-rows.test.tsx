import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { handleColumn } from './sortable-rows';

const t = (key: string, vars?: Record<string, string | number>) => (key === 'resource.list.drag' ? '拖动排序' : `拖动 ${vars?.name ?? ''}`);

describe('the drag handle column', () => {
  it('names its header with text and each row’s grip as a button, with no ARIA the role forbids', () => {
    const column = handleColumn(t, (r) => String(r.title));
    const { container } = render(
      <table>
        <thead>
          <tr>
            <th>{column.title as ReactNode}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>{(column.render as (v: unknown, r: Record<string, unknown>) => ReactNode)(undefined, { title: '首页横幅' })}</td>
          </tr>
        </tbody>
      </table>,
    );
    expect(screen.getByRole('columnheader', { name: '拖动排序' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '拖动 首页横幅' })).toBeInTheDocument();
    // aria-label is prohibited on an element without a role (a span, a div).
    expect([...container.querySelectorAll('[aria-label]')].filter((el) => !el.getAttribute('role') && /^(SPAN|DIV)$/.test(el.tagName))).toEqual([]);
  });
});
