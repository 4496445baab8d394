import { warmScreenKit } from './screen-kit';

describe('warmScreenKit', () => {
  it('fetches the screen kit once however often the menu is hovered, and again after a failure', async () => {
    const failing = jest.fn(async () => Promise.reject(new Error('ChunkLoadError')));
    await warmScreenKit([failing]);
    await warmScreenKit([failing]);
    expect(failing).toHaveBeenCalledTimes(2);
    const kit = jest.fn(async () => ({}));
    const antd = jest.fn(async () => ({}));
    await Promise.all([warmScreenKit([kit, antd]), warmScreenKit([kit, antd])]);
    await warmScreenKit([kit, antd]);
    expect(kit).toHaveBeenCalledTimes(1);
    expect(antd).toHaveBeenCalledTimes(1);
  });
});
