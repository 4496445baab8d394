import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useBlocker } from 'react-router-dom';
import { useAuthStore } from '@admin/shared/auth';
import { setLocale } from '@admin/shared/i18n';
import { registerHostMessages } from '../i18n/messages';
import { appRouteObjects } from './app-router';

jest.mock('../console/console-app', () => ({ __esModule: true, default: () => <p>console</p> }));

registerHostMessages();
beforeEach(() => {
  setLocale('zh-CN');
  useAuthStore.getState().resetSession();
});

// The same route objects the browser router is built from, in a memory router.
const start = (entry: string) => {
  const router = createMemoryRouter(appRouteObjects, { initialEntries: [entry] });
  render(<RouterProvider router={router} />);
  return router;
};

it('keeps the gate under the data router: a guarded deep link goes to the login with its way back', async () => {
  const router = start('/ad/index?page=2');
  expect(await screen.findByLabelText('用户名')).toBeInTheDocument();
  expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login?redirect=%2Fad%2Findex%3Fpage%3D2');
});

it('lets a screen hold a navigation (what the dirty-form guard needs)', async () => {
  function Holding() {
    const blocker = useBlocker(true);
    return <p>{blocker.state}</p>;
  }
  const router = createMemoryRouter([{ path: '*', element: <Holding /> }], { initialEntries: ['/a'] });
  render(<RouterProvider router={router} />);
  await act(() => router.navigate('/b'));
  expect(screen.getByText('blocked')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/a');
});
