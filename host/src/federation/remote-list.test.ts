import { remoteEntrySchema } from '@admin/shared/contract';
import { fetchRemoteList, parseRemoteList, PRECHECKED_ENTRY, RemoteListError } from './remote-list';

// The contract's zod schema, and the zod-free check used when every entry passes it.
describe.each([
  ['remoteEntrySchema', remoteEntrySchema],
  ['PRECHECKED_ENTRY', PRECHECKED_ENTRY],
])('parseRemoteList with %s', (_name, schema) => {
  it('keeps valid entries with their titles', () => {
    const { entries, invalid } = parseRemoteList(
      [
        { name: 'ads', title: '广告管理', entry: '/remotes/ads/mf-manifest.json' },
        { name: 'home-manage', entry: '/remotes/home-manage/mf-manifest.json' },
      ],
      schema,
    );
    expect(invalid).toEqual([]);
    expect(entries).toEqual([
      { name: 'ads', title: '广告管理', entry: '/remotes/ads/mf-manifest.json' },
      { name: 'home-manage', entry: '/remotes/home-manage/mf-manifest.json' },
    ]);
  });

  it('turns each bad entry into an invalid group of its own, keeping the good ones', () => {
    const { entries, invalid } = parseRemoteList(
      [
        { name: 'ads', entry: '/remotes/ads/mf-manifest.json' },
        { name: 'Bad Name', entry: '/x.json' },
        { name: 'course', entry: '' },
        { name: 'system', entry: '/s.json', extra: 1 },
        { name: 'exercise', entry: '/e.json', title: '' },
        'nonsense',
        { name: 'ads', entry: '/again.json' },
      ],
      schema,
    );
    expect(entries.map((e) => e.name)).toEqual(['ads']);
    expect(invalid.map((g) => [g.name, g.status, g.error?.kind])).toEqual([
      ['remotes.json[1]', 'unavailable', 'invalid'],
      ['course', 'unavailable', 'invalid'],
      ['system', 'unavailable', 'invalid'],
      ['exercise', 'unavailable', 'invalid'],
      ['remotes.json[5]', 'unavailable', 'invalid'],
      ['ads#6', 'unavailable', 'invalid'],
    ]);
    expect(invalid[5].error?.message).toContain('listed twice');
  });

  it('rejects a body that is not an array', () => {
    expect(() => parseRemoteList({ ads: '/x' }, schema)).toThrow(RemoteListError);
  });
});

describe('fetchRemoteList', () => {
  // jsdom has no Response; these are the fields fetchRemoteList reads.
  const respond = (status: number, body: string) =>
    jest.fn(async () => ({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(body) }) as unknown as Response);

  it('returns the parsed JSON, asking caches to revalidate', async () => {
    const f = respond(200, '[{"name":"ads","entry":"/a.json"}]');
    await expect(fetchRemoteList(1000, f)).resolves.toEqual([{ name: 'ads', entry: '/a.json' }]);
    expect(f).toHaveBeenCalledWith('/admin/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('classifies 404 as missing, 500 as error, bad JSON as invalid', async () => {
    await expect(fetchRemoteList(1000, respond(404, 'nope'))).rejects.toMatchObject({ kind: 'missing' });
    await expect(fetchRemoteList(1000, respond(500, 'boom'))).rejects.toMatchObject({ kind: 'error' });
    await expect(fetchRemoteList(1000, respond(200, '<html>'))).rejects.toMatchObject({ kind: 'invalid' });
  });

  it('gives up after the timeout', async () => {
    const hanging = jest.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    await expect(fetchRemoteList(20, hanging as unknown as typeof fetch)).rejects.toMatchObject({ kind: 'timeout' });
  });
});
