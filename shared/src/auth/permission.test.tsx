import { act, render, renderHook, screen } from '@testing-library/react';
import { Permission, usePermission } from './permission';
import { useAuthStore } from './store';

beforeEach(() => useAuthStore.setState({ roles: ['nav.view_floor', 'ads.change_ad'] }));

describe('usePermission', () => {
  it('answers whether the user holds any of the roles', () => {
    const { result } = renderHook(() => usePermission());
    expect(result.current(['nav.view_floor'])).toBe(true);
    expect(result.current(['x.view', 'ads.change_ad'])).toBe(true);
    expect(result.current(['x.view'])).toBe(false);
  });

  it('throws "need roles" on an empty list', () => {
    const { result } = renderHook(() => usePermission());
    expect(() => result.current([])).toThrow(`need roles! Like v-permission="['admin','editor']"`);
  });

  it('follows role changes', () => {
    const { result } = renderHook(() => usePermission());
    act(() => useAuthStore.setState({ roles: ['x.view'] }));
    expect(result.current(['x.view'])).toBe(true);
    expect(result.current(['nav.view_floor'])).toBe(false);
  });
});

describe('<Permission>', () => {
  it('renders the children with a match', () => {
    render(
      <Permission roles={['nav.view_floor']}>
        <button type="button">编辑</button>
      </Permission>,
    );
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument();
  });

  it('renders nothing without a match', () => {
    const { container } = render(
      <Permission roles={['x.delete_thing']}>
        <button type="button">删除</button>
      </Permission>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(container).toBeEmptyDOMElement();
  });

  it('fails with "need roles" on an empty list', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the render error
    expect(() => render(<Permission roles={[]}>x</Permission>)).toThrow('need roles!');
    jest.restoreAllMocks();
  });
});
