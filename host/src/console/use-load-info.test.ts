import { renderHook } from '@testing-library/react';
import { useAuthStore } from '@admin/shared/auth';
import { useLoadInfo } from './use-load-info';

const getInfo = jest.fn(() => Promise.resolve({ roles: ['ad.view_ad'], name: 'Admin', avatar: '' }));
const real = useAuthStore.getState().getInfo;

beforeEach(() => {
  getInfo.mockClear();
  useAuthStore.setState({ token: 't', roles: [], getInfo });
});
afterAll(() => useAuthStore.setState({ token: null, roles: [], getInfo: real }));

it('asks for the roles when the guard needs them', () => {
  renderHook(() => useLoadInfo(true, '/dashboard', ''));
  expect(getInfo).toHaveBeenCalledTimes(1);
});

it('asks nothing when the roles arrived between the guard’s render and its effect (the sign-in’s own read)', () => {
  useAuthStore.setState({ roles: ['ad.view_ad'] });
  renderHook(() => useLoadInfo(true, '/dashboard', ''));
  expect(getInfo).not.toHaveBeenCalled();
});
