/** Hot search terms and search keywords: the rules between records, and the keyword matcher. */
import { matchKeyword, type KeywordCandidate } from '@admin/shared/contract/resources';
import { dbFingerprint, type Envelope } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

type Rec = Record<string, unknown>;

const s = useTestServer(['admin', 'viewer']);

const call = s.ask;
const HOT = '/base/hot-keyword/';
const KW = '/base/search-keyword/';
const fieldsOf = (r: Envelope) => (r.data?.errors as { field: string; message: string }[]).map((e) => e.field);

describe('hot search terms', () => {
  it('keeps one default term per business line and platform, on create, change and bulk change', async () => {
    // The demo's default of line 1 on H5, Android and iOS.
    const current = ((await call('GET', `${HOT}?is_default=1&business_line=1&platform=2`)).data.items as Rec[])[0];
    expect(current).toBeDefined();
    const before = await dbFingerprint(s.db);
    const clash = await call('POST', HOT, { word: '默认二号', is_default: true, platforms: [3, 6] });
    expect(clash.code).toBe(40000);
    expect(fieldsOf(clash)).toEqual(['is_default']);
    expect(clash.data.errors[0].message).toBe(`「${String(current.word)}」已是iOS的默认搜索词，每个平台只能有一个，请先取消它`);
    expect(await dbFingerprint(s.db)).toBe(before);

    // Another platform, or the other line, is free.
    const pad = await call('POST', HOT, { word: 'pad 默认词', is_default: true, platforms: [6] });
    expect(pad.code).toBe(20000);
    const abroad = await call('POST', HOT, { word: '留学默认词', is_default: true, platforms: [6], business_line: 2 });
    expect(abroad.code).toBe(20000);

    // A term may not become a second default by a change.
    const plain = (await call('POST', HOT, { word: '普通热词', platforms: [6, 7] })).data;
    const patched = await call('PATCH', `${HOT}${plain.id}/`, { is_default: true, version: plain.version });
    expect(patched.code).toBe(40000);
    expect(patched.data.errors[0].message).toContain('pad');
    const bulk = await call('PATCH', `${HOT}bulk/`, {
      items: [
        { id: plain.id, version: plain.version },
        { id: pad.data.id, version: pad.data.version },
      ],
      changes: { is_default: true },
    });
    expect(bulk.code).toBe(40000);
    // The default itself can be saved again, and once it is cleared another may take its place.
    expect((await call('PATCH', `${HOT}${pad.data.id}/`, { sort: 5, version: pad.data.version })).code).toBe(20000);
    const cleared = await call('PATCH', `${HOT}${pad.data.id}/`, { is_default: false, version: pad.data.version + 1 });
    expect(cleared.code).toBe(20000);
    expect((await call('PATCH', `${HOT}${plain.id}/`, { is_default: true, version: plain.version })).code).toBe(20000);
  });

  it('refuses a term its business line already has, in another case or width too', async () => {
    const before = await dbFingerprint(s.db);
    const dup = await call('POST', HOT, { word: '英语二真题' });
    expect(dup.code).toBe(40000);
    expect(dup.data.errors[0]).toEqual({ field: 'word', message: '热门搜索词「英语二真题」已存在' });
    expect((await call('POST', HOT, { word: '４０８ 计算机' })).code).toBe(40000);
    expect(await dbFingerprint(s.db)).toBe(before);
    expect((await call('POST', HOT, { word: '英语二真题', business_line: 2 })).code).toBe(20000);
  });

  it('lets the viewer read and refuses its writes', async () => {
    expect((await call('GET', HOT, undefined, 'viewer')).code).toBe(20000);
    const before = await dbFingerprint(s.db);
    expect((await call('POST', HOT, { word: '无权写入' }, 'viewer')).code).toBe(40300);
    expect((await call('POST', KW, { keyword: '无权写入' }, 'viewer')).code).toBe(40300);
    expect(await dbFingerprint(s.db)).toBe(before);
  });
});

describe('search keywords', () => {
  it('gives every term to one keyword only: synonyms against keywords and synonyms, on create and change', async () => {
    const before = await dbFingerprint(s.db);
    const taken = await call('POST', KW, { keyword: '高数', synonyms: ['高等数学', '数一'] });
    expect(taken.code).toBe(40000);
    expect(taken.data.errors).toEqual([{ field: 'synonyms', message: '同义词不能与其他关键词重复：「数一」已属于关键词「数学一」' }]);
    const keywordIsSynonym = await call('POST', KW, { keyword: '英二' });
    expect(keywordIsSynonym.data.errors).toEqual([{ field: 'keyword', message: '「英二」已是关键词「英语二」的同义词' }]);
    const synonymIsKeyword = await call('POST', KW, { keyword: '数学', synonyms: ['政治'] });
    expect(fieldsOf(synonymIsKeyword)).toEqual(['synonyms']);
    const twice = await call('POST', KW, { keyword: '数学', synonyms: ['数', 'Shu', 'shu'] });
    expect(twice.data.errors).toEqual([{ field: 'synonyms', message: '同义词重复：shu' }]);
    const self = await call('POST', KW, { keyword: '数学', synonyms: ['数学'] });
    expect(fieldsOf(self)).toEqual(['synonyms']);
    expect(await dbFingerprint(s.db)).toBe(before);

    const made = await call('POST', KW, { keyword: '高数', synonyms: ['高等数学'] });
    expect(made.code).toBe(20000);
    // Its own terms are no clash when it is saved again; another keyword's are.
    expect((await call('PUT', `${KW}${made.data.id}/`, { ...made.data, synonyms: ['高等数学', '微积分'] })).code).toBe(20000);
    const steal = await call('PATCH', `${KW}${made.data.id}/`, { synonyms: ['调剂信息'], version: made.data.version + 1 });
    expect(steal.data.errors[0].message).toBe('同义词不能与其他关键词重复：「调剂信息」已属于关键词「调剂」');
  });

  it('answers which keyword a query hits, by match mode, then priority', async () => {
    const hit = async (q: string) => (await call('GET', `${KW}match/?q=${encodeURIComponent(q)}`, undefined, 'viewer')).data.hit as Rec | null;
    // prefix: 数学一 and its synonyms start the query.
    expect(await hit('数一真题')).toMatchObject({ keyword: '数学一', term: '数一', match_mode: 'prefix' });
    expect(await hit('真题数一')).toBeNull();
    // contains: 调剂 (priority 90) anywhere, and it outranks 政治 (40) in a query holding both.
    expect(await hit('2027 政治 调剂')).toMatchObject({ keyword: '调剂', term: '调剂' });
    expect(await hit('考研政治大纲')).toMatchObject({ keyword: '政治', term: '考研政治' });
    // exact: only the whole query, compared without case, width or extra spaces.
    expect(await hit('  择校 ')).toMatchObject({ keyword: '择校' });
    expect(await hit('择校指南')).toBeNull();
    expect(await hit('ＩＥＬＴＳ')).toBeNull(); // 雅思 is switched off
    expect((await call('GET', `${KW}match/?q=${'长'.repeat(101)}`)).code).toBe(40000);
  });

  it('prefers a term equal to the whole query, then priority, then the longer term', () => {
    const k = (id: number, keyword: string, match_mode: KeywordCandidate['match_mode'], priority: number, synonyms: string[] = []): KeywordCandidate => ({
      id,
      keyword,
      synonyms,
      match_mode,
      priority,
      link_type: 'none',
      link_value: '',
      is_enable: true,
    });
    const list = [k(1, '英语', 'contains', 90), k(2, '英语二', 'prefix', 10), k(3, '英语二真题', 'exact', 0), k(4, '英', 'contains', 90)];
    expect(matchKeyword('英语二真题', list)?.id).toBe(3);
    expect(matchKeyword('英语二阅读', list)?.id).toBe(1);
    expect(matchKeyword('学英', list)?.id).toBe(4);
    expect(matchKeyword('', list)).toBeNull();
    expect(matchKeyword('英语', [{ ...list[0], is_enable: false }])).toBeNull();
  });
});
