import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChunkErrorBoundary } from './chunk-error-boundary';
import { retryableLazy, useRevealWhenLoaded } from './retryable-lazy';

function chunkLoadError(type: string): Error {
  const error = new Error(`Loading chunk 7 failed.\n(${type}: http://127.0.0.1/7.js)`) as Error & { type: string };
  error.name = 'ChunkLoadError';
  error.type = type;
  return error;
}

function Screen({ label }: { label: string }) {
  return <h1>{label}</h1>;
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {})); // React logs caught errors
afterEach(() => jest.restoreAllMocks());

it('shows name, class and Retry after a failing first load, and Retry really loads again', async () => {
  const factory = jest.fn<Promise<{ default: typeof Screen }>, []>().mockRejectedValueOnce(chunkLoadError('timeout')).mockResolvedValue({ default: Screen });
  const LaunchList = retryableLazy(factory);
  const onError = jest.fn();

  render(
    <ChunkErrorBoundary name="ads/LaunchList" onError={onError}>
      <LaunchList label="启动页广告" />
    </ChunkErrorBoundary>,
  );

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('页面加载超时');
  expect(alert).toHaveTextContent('ads/LaunchList');
  expect(alert).toHaveTextContent('timeout');
  expect(onError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ kind: 'timeout' }));
  expect(factory).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));

  expect(await screen.findByRole('heading', { name: '启动页广告' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(factory).toHaveBeenCalledTimes(2);
});

it('keeps a loaded screen: a second mount does not load or suspend again', async () => {
  const factory = jest.fn(async () => ({ default: Screen }));
  const Lazy = retryableLazy(factory);
  const { unmount } = render(
    <ChunkErrorBoundary name="x">
      <Lazy label="one" />
    </ChunkErrorBoundary>,
  );
  await screen.findByRole('heading', { name: 'one' });
  unmount();
  render(
    <ChunkErrorBoundary name="x">
      <Lazy label="two" />
    </ChunkErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'two' })).toBeInTheDocument(); // synchronously, no fallback
  expect(factory).toHaveBeenCalledTimes(1);
});

it('lets the component that draws it follow the load: one more render when the code comes, none once it is here', async () => {
  let arrive!: (module: { default: typeof Screen }) => void;
  const Lazy = retryableLazy(() => new Promise<{ default: typeof Screen }>((resolve) => (arrive = resolve)));
  let renders = 0;
  function Body() {
    useRevealWhenLoaded(Lazy);
    renders++;
    return (
      <ChunkErrorBoundary name="ads" fallback={<p>加载中</p>}>
        <Lazy label="启动页广告" />
      </ChunkErrorBoundary>
    );
  }
  const { unmount } = render(<Body />);
  expect(screen.getByText('加载中')).toBeInTheDocument();
  expect(Lazy.loading()).not.toBeNull(); // started by its first drawing
  const before = renders;
  // In the browser that render shows the screen at once; the boundary's own retry would wait for
  // React's 300 ms reveal throttle (act() does not reproduce the throttle, the list benchmark's open does).
  await act(async () => arrive({ default: Screen }));
  expect(screen.getByRole('heading', { name: '启动页广告' })).toBeInTheDocument();
  expect(renders).toBe(before + 1);
  expect(Lazy.loading()).toBeNull();
  unmount();
  renders = 0;
  render(<Body />);
  expect(screen.getByRole('heading', { name: '启动页广告' })).toBeInTheDocument();
  expect(renders).toBe(1);
});

it('shows the missing class and runs onRetry (e.g. reloading a remote entry) before remounting', async () => {
  const order: string[] = [];
  const factory = jest
    .fn<Promise<{ default: typeof Screen }>, []>()
    .mockImplementationOnce(async () => {
      order.push('load 1');
      throw chunkLoadError('missing');
    })
    .mockImplementation(async () => {
      order.push('load 2');
      return { default: Screen };
    });
  const Lazy = retryableLazy(factory);
  const onRetry = jest.fn(async () => {
    order.push('onRetry');
  });
  render(
    <ChunkErrorBoundary name="exercise" onRetry={onRetry}>
      <Lazy label="题包管理" />
    </ChunkErrorBoundary>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('页面资源不存在');
  await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
  await screen.findByRole('heading', { name: '题包管理' });
  expect(order).toEqual(['load 1', 'onRetry', 'load 2']);
});

it('shows the error class for a screen that throws, and clears on resetKey change', async () => {
  function Broken(): never {
    throw new TypeError('x is undefined');
  }
  const { rerender } = render(
    <ChunkErrorBoundary name="course" resetKey="/course/tag">
      <Broken />
    </ChunkErrorBoundary>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('页面加载失败');
  rerender(
    <ChunkErrorBoundary name="course" resetKey="/course/group">
      <Screen label="分组" />
    </ChunkErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: '分组' })).toBeInTheDocument();
});

it('shows the error again when the retry fails too, and loads afresh after leaving and coming back', async () => {
  const factory = jest
    .fn<Promise<{ default: typeof Screen }>, []>()
    .mockRejectedValueOnce(chunkLoadError('error'))
    .mockRejectedValueOnce(chunkLoadError('missing'))
    .mockResolvedValue({ default: Screen });
  const Lazy = retryableLazy(factory);
  const tree = (
    <ChunkErrorBoundary name="system">
      <Lazy label="用户管理" />
    </ChunkErrorBoundary>
  );
  const { unmount } = render(tree);
  expect(await screen.findByRole('alert')).toHaveTextContent('页面加载失败');
  await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
  expect(await screen.findByText(/页面资源不存在/)).toBeInTheDocument();
  expect(factory).toHaveBeenCalledTimes(2);
  unmount();
  render(tree);
  expect(await screen.findByRole('heading', { name: '用户管理' })).toBeInTheDocument();
  expect(factory).toHaveBeenCalledTimes(3);
});
