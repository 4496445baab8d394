import { memo, useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { PathLink } from './path-link';
import { useStableNavigate } from './use-stable-navigate';

/** Called by each memoised user in its render: how many times it rendered. */
const rendered = { stable: jest.fn(), library: jest.fn() };

/** Memoised as the sidebar is: renders again only when one of its hooks says so. */
const StableUser = memo(function StableUser() {
  rendered.stable();
  const navigate = useStableNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/ad/banner')}>
        go
      </button>
      <button type="button" onClick={() => navigate('/ad/push', { replace: true })}>
        replace
      </button>
      <PathLink to="/ad/banner">banner</PathLink>
    </>
  );
});

const LibraryUser = memo(function LibraryUser() {
  rendered.library();
  useNavigate();
  return null;
});

function Where() {
  const { pathname, search } = useLocation();
  return <output>{`${pathname}${search}`}</output>;
}

function Screen() {
  return (
    <>
      <StableUser />
      <LibraryUser />
      <Where />
    </>
  );
}

function Guarded() {
  const [armed, setArmed] = useState(true);
  const blocker = useBlocker(armed);
  return (
    <>
      <StableUser />
      <Where />
      {blocker.state === 'blocked' && (
        <button
          type="button"
          onClick={() => {
            setArmed(false);
            blocker.proceed?.();
          }}
        >
          leave
        </button>
      )}
    </>
  );
}

const dataRouter = (element: React.ReactNode, basename = '/admin') =>
  createMemoryRouter([{ path: '*', element }], { basename, initialEntries: ['/admin/ad/index'] });

beforeEach(() => {
  rendered.stable.mockClear();
  rendered.library.mockClear();
});

describe('useStableNavigate', () => {
  it('does not render its component again when the URL changes (useNavigate does)', async () => {
    const router = dataRouter(<Screen />);
    render(<RouterProvider router={router} />);
    expect(rendered.stable).toHaveBeenCalledTimes(1);
    expect(rendered.library).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/ad/index?page=2'));
    expect(screen.getByRole('status')).toHaveTextContent('/ad/index?page=2');
    expect(rendered.library).toHaveBeenCalledTimes(2);
    expect(rendered.stable).toHaveBeenCalledTimes(1);
  });

  it('navigates and replaces through the data router, under its basename', async () => {
    const router = dataRouter(<Screen />);
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('/ad/banner')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
    fireEvent.click(screen.getByRole('button', { name: 'replace' }));
    expect(await screen.findByText('/ad/push')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("lets a screen's leave guard (useBlocker) hold the navigation", async () => {
    const router = dataRouter(<Guarded />);
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    fireEvent.click(await screen.findByRole('button', { name: 'leave' }));
    expect(await screen.findByText('/ad/banner')).toBeInTheDocument();
  });

  it('uses the history under a plain router (component tests)', async () => {
    render(
      <MemoryRouter initialEntries={['/ad/index']}>
        <Screen />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('/ad/banner')).toBeInTheDocument();
  });
});

describe('PathLink', () => {
  it('is a real link with the basename, followed inside the console on a plain click', async () => {
    const router = dataRouter(<Screen />);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'banner' });
    expect(link).toHaveAttribute('href', '/admin/ad/banner');
    const plain = fireEvent.click(link, { button: 0 });
    expect(plain).toBe(false); // default prevented: no page load
    expect(await screen.findByText('/ad/banner')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when it leads to the address already shown, as <Link> does', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Screen /> }], { basename: '/admin', initialEntries: ['/admin/ad/banner'] });
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByRole('link', { name: 'banner' }), { button: 0 });
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(screen.getByRole('status')).toHaveTextContent('/ad/banner');
  });

  it('leaves a click with a modifier or another button to the browser (new tab, new window)', () => {
    const router = dataRouter(<Screen />);
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'banner' });
    expect(fireEvent.click(link, { button: 0, ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 0, metaKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 0, shiftKey: true })).toBe(true);
    expect(fireEvent.click(link, { button: 1 })).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/ad/index');
  });
});
