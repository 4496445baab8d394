import adoptSignInShares from './adopt-sign-in-shares';
import { offerSignInHandover, type SignInHandover } from './sign-in-handover';

type Args = Parameters<NonNullable<ReturnType<typeof adoptSignInShares>['beforeInit']>>[0];

const hostGet = () => Promise.resolve(() => ({ own: true }));
/** The host's share options as the webpack bundler runtime hands them to init. */
const initArgs = () =>
  ({
    userOptions: {
      name: 'host',
      remotes: [],
      shared: {
        react: [{ version: '19.3.1', get: hostGet, scope: ['default'], shareConfig: { singleton: true, requiredVersion: '^19.3.1' } }],
        'react-dom': [{ version: '19.3.1', get: hostGet, scope: ['default'], shareConfig: { singleton: true, requiredVersion: '^19.3.1' } }],
        antd: [{ version: '6.6.8', get: hostGet, scope: ['default'], shareConfig: { singleton: true, requiredVersion: '^6.6.8' } }],
      },
    },
    options: {},
    origin: {},
    shareInfo: {},
  }) as unknown as Args;

const shares = (args: Args) => args.userOptions.shared as unknown as Record<string, { get?: unknown; lib?: () => object; loaded?: boolean }[]>;

describe("the host adopting the sign-in page's React", () => {
  afterEach(() => delete (globalThis as { __ADMIN_SIGN_IN__?: unknown }).__ADMIN_SIGN_IN__);

  it('changes nothing on any other page (no handover)', () => {
    const args = initArgs();
    adoptSignInShares().beforeInit!(args);
    expect(shares(args).react[0]!.get).toBe(hostGet);
    expect(shares(args).react[0]!.lib).toBeUndefined();
  });

  it('provides the running modules of the same version instead of loading its own; other keys and versions stay', () => {
    const react = { name: 'sign-in react' };
    const reactDom = { name: 'sign-in react-dom' };
    offerSignInHandover({
      shared: { react: { version: '19.3.1', module: react }, 'react-dom': { version: '19.2.0', module: reactDom } },
      config: {},
      ready: jest.fn(),
      failed: jest.fn(),
    } satisfies SignInHandover);
    const args = initArgs();
    adoptSignInShares().beforeInit!(args);
    const adopted = shares(args).react[0]!;
    expect(adopted.get).toBeUndefined();
    expect(adopted.loaded).toBe(true);
    expect(adopted.lib!()).toBe(react);
    // Another version than the host's own: the host loads its own, as on any other page.
    expect(shares(args)['react-dom'][0]!.get).toBe(hostGet);
    expect(shares(args).antd[0]!.get).toBe(hostGet);
  });
});
