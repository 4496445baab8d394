import { act, render, screen } from '@testing-library/react';
import { reloadableLazy } from './reloadable-lazy';

const Home = () => <h1>首页</h1>;

it('draws a component whose code is already here in the first render, without its loading state', () => {
  const factory = jest.fn(() => Promise.resolve({ default: Home }));
  const Screen = reloadableLazy(factory, { fallback: <p>loading</p>, ready: () => Home });
  render(<Screen />);
  expect(screen.getByRole('heading', { name: '首页' })).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  expect(factory).not.toHaveBeenCalled();
});

it('otherwise shows its loading state until the code arrives', async () => {
  const Screen = reloadableLazy(() => Promise.resolve({ default: Home }), { fallback: <p>loading</p>, ready: () => undefined });
  render(<Screen />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => {});
  expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
});

it('draws a component it has loaded once in the first render of every later mount, without loading it again', async () => {
  const factory = jest.fn(() => Promise.resolve({ default: Home }));
  const Screen = reloadableLazy(factory, { fallback: <p>loading</p> });
  const { unmount } = render(<Screen />);
  expect(await screen.findByRole('heading', { name: '首页' })).toBeInTheDocument();
  unmount();
  // The search dialog is mounted on every Ctrl+K: each time a fresh lazy suspended, and React then
  // held the dialog back until 300 ms after that loading state (its reveal throttle).
  render(<Screen />);
  expect(screen.getByRole('heading', { name: '首页' })).toBeInTheDocument();
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  expect(factory).toHaveBeenCalledTimes(1);
});
