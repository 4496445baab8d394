import { prefetchScreenKit } from './screen-kit';

describe('prefetchScreenKit', () => {
  it('fetches the screen kit once however often the menu is hovered, and again after a failure', async () => {
    const failing = jest.fn(async () => Promise.reject(new Error('ChunkLoadError')));
    await prefetchScreenKit([failing]);
    await prefetchScreenKit([failing]);
    expect(failing).toHaveBeenCalledTimes(2);
    const kit = jest.fn(async () => ({}));
    const antd = jest.fn(async () => ({}));
    await Promise.all([prefetchScreenKit([kit, antd]), prefetchScreenKit([kit, antd])]);
    await prefetchScreenKit([kit, antd]);
    expect(kit).toHaveBeenCalledTimes(1);
    expect(antd).toHaveBeenCalledTimes(1);
  });
});
