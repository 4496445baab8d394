import { render } from '@testing-library/react';
import { Component, useContext, useState, createContext } from 'react';
import type { ReactNode } from 'react';
import type { Rec } from '../types';
import { impureRenders, usePureRenders } from './pure-render';

const Ctx = createContext('x');
function Counter() {
  const [n] = useState(1);
  return <b>{n}</b>;
}

const pure = { key: 'title', dataIndex: 'title', render: (v: unknown) => <i>{String(v)}</i> };
const returnsComponent = { key: 'count', render: () => <Counter /> };
const stateful = {
  key: 'state',
  render: function StateCell() {
    const [n] = useState(0);
    return n;
  },
};
const contextual = {
  key: 'ctx',
  render: function ContextCell() {
    return useContext(Ctx);
  },
};

describe('a column’s render is pure', () => {
  it('finds the renders that call a hook, and only those', () => {
    // React says "Invalid hook call" on the console for each; that is expected here.
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(impureRenders([pure, returnsComponent, stateful, contextual], { id: 1, title: 't' })).toEqual(['state', 'ctx']);
    spy.mockRestore();
  });

  it('makes the list fail in development, naming the column', () => {
    class Boundary extends Component<{ children: ReactNode }, { error?: string }> {
      state: { error?: string } = {};
      static getDerivedStateFromError(e: Error) {
        return { error: e.message };
      }
      render() {
        return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
      }
    }
    function List({ columns }: { columns: (typeof pure)[] }) {
      usePureRenders(columns, { id: 2, title: 'u' } as Rec, '/ad/index');
      return <table />;
    }
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { getByRole, unmount } = render(
      <Boundary>
        <List columns={[pure, stateful as never]} />
      </Boundary>,
    );
    expect(getByRole('alert').textContent).toMatch(/^\/ad\/index: the render of column state calls a hook/);
    unmount();
    spy.mockRestore();
    const ok = render(
      <Boundary>
        <List columns={[pure, returnsComponent as never]} />
      </Boundary>,
    );
    expect(ok.queryByRole('alert')).toBeNull();
  });
});
