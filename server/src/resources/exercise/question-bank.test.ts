/** The question bank: revisions, formulas, duplicates, statistics, package items and their order, practice sets, aggregated tests, permissions. */
import { dbFingerprint } from '../../test/harness';
import { useTestServer } from '../../test/use-test-server';

const s = useTestServer(['admin', 'viewer']);
const call = s.ask;

const Q = '/practice/question/';
const CHOICE = {
  type: 'single',
  subject_id: 1,
  stem: "<p>设 $f(x)=x^2$，则 $f'(2)=$（　）。</p>",
  options: [
    { label: 'A', text: '$2$' },
    { label: 'B', text: '$4$' },
  ],
  answer: ['B'],
  score: 5,
};

async function firstPackage(): Promise<{ id: number; question_count: number; total_score: number }> {
  return (await call('GET', '/practice/quiz-package/?limit=1&ordering=id')).data.items[0];
}

describe('questions and their revisions', () => {
  it('keeps every save as a revision, newest first, and restores one as a new revision', async () => {
    const made = (await call('POST', Q, CHOICE)).data;
    expect(made.version).toBe(1);
    const edited = (await call('PATCH', `${Q}${made.id}/`, { analysis: '<p>求导得 $2x$。</p>', version: 1 })).data;
    expect(edited.version).toBe(2);
    const revs = (await call('GET', `${Q}${made.id}/revisions/`)).data;
    expect(revs.map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    expect(revs[1].content.analysis).toBe('');
    expect(revs[0].content.analysis).toBe('<p>求导得 $2x$。</p>');
    expect(revs[0].username).toBe('admin');
    // Restoring revision 1 is a save of its content: revision 3, and revision 1 is untouched.
    const restored = await call('PUT', `${Q}${made.id}/`, { ...revs[1].content, version: 2 });
    expect(restored.data).toMatchObject({ version: 3, analysis: '' });
    const after = (await call('GET', `${Q}${made.id}/revisions/`)).data;
    expect(after.map((r: { revision: number }) => r.revision)).toEqual([3, 2, 1]);
    expect(after[2]).toEqual(revs[1]);
    // A stale version is refused and writes no revision.
    expect((await call('PATCH', `${Q}${made.id}/`, { difficulty: 5, version: 2 })).code).toBe(40900);
    expect((await call('GET', `${Q}${made.id}/revisions/`)).data).toHaveLength(3);
  });

  it('restores through the history drawer’s call as a new revision', async () => {
    const made = (await call('POST', Q, { ...CHOICE, stem: '<p>历史恢复：$2^3=$？</p>' })).data;
    await call('PATCH', `${Q}${made.id}/`, { difficulty: 5, version: 1 });
    const history = (await call('GET', `/audit/history/?resource=practice.question&id=${made.id}`)).data.items as { id: number; action: string }[];
    const created = history.find((h) => h.action === 'create')!;
    const r = await call('POST', '/audit/restore/', { entry: created.id, version: 2 });
    expect(r.code).toBe(20000);
    const revs = (await call('GET', `${Q}${made.id}/revisions/`)).data;
    expect(revs.map((x: { revision: number; content: { difficulty: number } }) => [x.revision, x.content.difficulty])).toEqual([
      [3, 3],
      [2, 5],
      [1, 3],
    ]);
  });

  it('refuses a formula KaTeX cannot parse, a key outside the options and scores that do not add up, writing nothing', async () => {
    const before = await dbFingerprint(s.db);
    const bad = await call('POST', Q, { ...CHOICE, stem: '<p>$\\frac{1}{$ 等于？</p>' });
    expect(bad.code).toBe(40000);
    expect(bad.data.errors[0]).toMatchObject({ field: 'stem' });
    expect(bad.data.errors[0].message).toMatch(/公式 \\frac\{1\}\{ /);
    const unknownCommand = await call('POST', Q, { ...CHOICE, options: [CHOICE.options[0], { label: 'B', text: '$\\foo{4}$' }] });
    expect(unknownCommand.data.errors).toEqual([{ field: 'options.1.text', message: expect.stringContaining('\\foo') }]);
    const key = await call('POST', Q, { ...CHOICE, answer: ['E'] });
    expect(key.data.errors).toEqual([{ field: 'answer', message: '答案“E”不在选项 A–B 中' }]);
    const blanks = await call('POST', Q, {
      type: 'blank',
      subject_id: 1,
      stem: '<p>1+1= ____，2+2= ____</p>',
      blanks: [
        { accepted: ['2'], score: 1 },
        { accepted: ['4'], score: 1 },
      ],
      score: 3,
    });
    expect(blanks.data.errors).toEqual([{ field: 'blanks', message: '各空分值之和 2 应等于本题分值 3' }]);
    const half = await call('POST', Q, { ...CHOICE, score: 2.25 });
    expect(half.data.errors[0]).toEqual({ field: 'score', message: '应为 0.5 的倍数' });
    expect(await dbFingerprint(s.db)).toBe(before);
  });

  it('takes a composite with shared options and half-point sub-questions', async () => {
    const r = await call('POST', Q, {
      type: 'composite',
      subject_id: 1,
      stem: '<p>Passage …</p>',
      shared_options: ['A', 'B', 'C'].map((label) => ({ label, text: `Sentence ${label}.` })),
      sub_questions: [
        { type: 'single', stem: '41', answer: ['C'], score: 0.5 },
        { type: 'single', stem: '42', answer: ['A'], score: 0.5 },
      ],
      score: 1,
    });
    expect(r.code).toBe(20000);
    const wrong = await call('POST', Q, {
      type: 'composite',
      subject_id: 1,
      stem: '<p>Passage …</p>',
      shared_options: ['A', 'B'].map((label) => ({ label, text: `Sentence ${label}.` })),
      sub_questions: [{ type: 'single', stem: '41', answer: ['D'], score: 1 }],
      score: 1,
    });
    expect(wrong.data.errors).toEqual([{ field: 'sub_questions.0.answer', message: '答案“D”不在选项 A–B 中' }]);
  });

  it('names an exact duplicate (spaces, full width and case set aside) on both questions', async () => {
    const a = (await call('POST', Q, { ...CHOICE, stem: '<p>Which  is  RIGHT？</p>' })).data;
    const b = (await call('POST', Q, { ...CHOICE, stem: '<p>which is right?</p>' })).data;
    expect(b.duplicate_of).toContain(a.id);
    expect((await call('GET', `${Q}${a.id}/`)).data.duplicate_of).toContain(b.id);
  });

  it('filters by knowledge point, tag, type and stem text, and shows item statistics with a suspect key', async () => {
    const page = (await call('GET', `${Q}?type=single&limit=100`)).data;
    expect(page.items.length).toBeGreaterThan(3);
    expect(page.items.every((q: { type: string }) => q.type === 'single')).toBe(true);
    const suspect = page.items.filter((q: { stats: { suspect_key: boolean } }) => q.stats.suspect_key);
    expect(suspect).toHaveLength(1);
    expect(suspect[0].stats.attempts).toBeGreaterThanOrEqual(30);
    const kp = page.items.find((q: { knowledge_ids: number[] }) => q.knowledge_ids.length).knowledge_ids[0];
    const byKp = (await call('GET', `${Q}?knowledge_id=${kp}&limit=100`)).data.items;
    expect(byKp.length).toBeGreaterThan(0);
    expect(byKp.every((q: { knowledge_ids: number[] }) => q.knowledge_ids.includes(kp))).toBe(true);
    const tagged = (await call('GET', `${Q}?tag=${encodeURIComponent('真题')}&limit=100`)).data.items;
    expect(tagged.length).toBeGreaterThan(0);
    expect(tagged.every((q: { tags: string[] }) => q.tags.includes('真题'))).toBe(true);
    const text = (await call('GET', `${Q}?stem=${encodeURIComponent('巧妇难为')}`)).data.items;
    expect(text).toHaveLength(2);
    expect(text.every((q: { stem: string }) => q.stem.includes('巧妇难为'))).toBe(true);
  });

  it('changes difficulty and tags of several questions at once, each getting a revision', async () => {
    const rows = (await call('GET', `${Q}?limit=2&ordering=id`)).data.items as { id: number; version: number }[];
    const r = await call('PATCH', `${Q}bulk/`, { items: rows.map(({ id, version }) => ({ id, version })), changes: { difficulty: 5, tags: ['冲刺'] } });
    expect(r.code).toBe(20000);
    for (const q of rows) {
      const revs = (await call('GET', `${Q}${q.id}/revisions/`)).data;
      expect(revs[0]).toMatchObject({ revision: q.version + 1, content: { difficulty: 5, tags: ['冲刺'] } });
    }
  });
});

describe('package items', () => {
  it('adds questions once, keeps the totals, pins a revision, and refuses a reorder with a stale version', async () => {
    const pkg = await firstPackage();
    const base = `/practice/quiz-package/${pkg.id}/`;
    const section = (await call('POST', `${base}section/`, { title: '四、新增题' })).data;
    const q = (await call('POST', Q, { ...CHOICE, stem: '<p>新题：$3^2=$？</p>', score: 2.5 })).data;
    const added = await call('POST', `${base}item/add/`, { section_id: section.id, question_ids: [q.id, q.id + 0] });
    expect(added.code).toBe(40000);
    const ok = (await call('POST', `${base}item/add/`, { section_id: section.id, question_ids: [q.id] })).data;
    expect(ok).toEqual({ added: 1, skipped: [] });
    expect((await call('POST', `${base}item/add/`, { section_id: section.id, question_ids: [q.id] })).data).toEqual({ added: 0, skipped: [q.id] });
    const after = (await call('GET', `/practice/quiz-package/${pkg.id}/`)).data;
    expect(after.question_count).toBe(pkg.question_count + 1);
    expect(after.total_score).toBe(pkg.total_score + 2.5);
    // The package call of spec 7 counts the same.
    const avail = (await call('GET', '/practice/available-quiz-pkg/?limit=100')).data.items.find((p: { id: number }) => p.id === pkg.id);
    expect(avail.question_count).toBe(pkg.question_count + 1);

    const items = (await call('GET', `${base}item/?limit=100`)).data.items as {
      id: number;
      version: number;
      question_id: number;
      question: { revision: number; stem: string };
    }[];
    const mine = items.find((x) => x.question_id === q.id)!;
    const pinned = (await call('PATCH', `${base}item/${mine.id}/`, { revision: 1, version: mine.version })).data;
    await call('PATCH', `${Q}${q.id}/`, { stem: '<p>改过的题干</p>', version: 1 });
    const shown = (await call('GET', `${base}item/${mine.id}/`)).data;
    expect(shown.question).toMatchObject({ revision: 1, current_revision: 2, stem: '<p>新题：$3^2=$？</p>' });
    expect((await call('PATCH', `${base}item/${mine.id}/`, { revision: 9, version: pinned.version })).data.errors).toEqual([
      { field: 'revision', message: `题目 ${q.id} 没有第 9 版` },
    ]);

    const reversed = [...items].reverse().map(({ id, version }) => ({ id, version }));
    const stale = reversed.map((x) => (x.id === mine.id ? { ...x, version: mine.version } : x));
    const refused = await call('PUT', `${base}item/order/`, { items: stale });
    expect(refused.code).toBe(40900);
    const fresh = reversed.map((x) => (x.id === mine.id ? { ...x, version: pinned.version } : x));
    const done = await call('PUT', `${base}item/order/`, { items: fresh });
    expect(done.code).toBe(20000);
    const order = (await call('GET', `${base}item/?limit=100`)).data.items.map((x: { id: number }) => x.id);
    expect(order).toEqual(fresh.map((x) => x.id));
  });

  it('keeps a question a package holds', async () => {
    const pkg = await firstPackage();
    const item = (await call('GET', `/practice/quiz-package/${pkg.id}/item/?limit=1`)).data.items[0];
    const q = (await call('GET', `${Q}${item.question_id}/`)).data;
    const r = await call('DELETE', `${Q}${q.id}/`, { version: q.version });
    expect(r.data.errors).toEqual([{ field: 'id', message: `题目 ${q.id} 在题包中，请先从题包中移除` }]);
    expect((await call('POST', `${Q}bulk-delete/`, { items: [{ id: q.id, version: q.version }] })).code).toBe(40000);
  });

  it('refuses deleting a section that holds questions', async () => {
    const pkg = await firstPackage();
    const sections = (await call('GET', `/practice/quiz-package/${pkg.id}/section/`)).data.items;
    const r = await call('DELETE', `/practice/quiz-package/${pkg.id}/section/${sections[0].id}/`, { version: sections[0].version });
    expect(r.code).toBe(40000);
    expect(r.data.errors[0].message).toMatch(/^分节中还有 \d+ 道题/);
  });

  it('refuses a free package with a price and a paid one without', async () => {
    expect((await call('POST', '/practice/quiz-package/', { name: '付费包', is_free: true, price: 990 })).data.errors).toEqual([
      { field: 'price', message: '免费题包的价格应为 0' },
    ]);
    expect((await call('POST', '/practice/quiz-package/', { name: '付费包', is_free: false, price: 0 })).data.errors[0].field).toBe('price');
    expect((await call('POST', '/practice/quiz-package/', { name: '付费包', is_free: false, price: 1990, free_preview_count: 3 })).data.price).toBe(1990);
  });
});

describe('practice sets and aggregated tests', () => {
  it('counts what a rule matches, live and on the set, and reads the knowledge tree of spec 7', async () => {
    const tree = (await call('GET', '/practice/knowledge/list/?limit=100&level=2')).data.items as { id: number; parent_id: number; name: string }[];
    const limit = tree.find((k) => k.name === '数列极限')!;
    const rule = { count: 10, types: ['single'], difficulty_min: 1, difficulty_max: 5, real_only: false, year_from: null, year_to: null };
    const under = (await call('GET', `/practice/knowledge-practice/match/?knowledge_id=${limit.parent_id}&rule=${encodeURIComponent(JSON.stringify(rule))}`))
      .data;
    expect(under.count).toBeGreaterThan(0);
    const real = (
      await call(
        'GET',
        `/practice/knowledge-practice/match/?knowledge_id=${limit.parent_id}&rule=${encodeURIComponent(JSON.stringify({ ...rule, real_only: true }))}`,
      )
    ).data;
    expect(real.count).toBeLessThan(under.count);
    const set = (
      await call('POST', '/practice/knowledge-practice/', { name: '极限小测', subject_id: 1, knowledge_id: limit.parent_id, rule_types: ['single'] })
    ).data;
    expect(set.matching_count).toBe(under.count);
    const bad = await call('POST', '/practice/knowledge-practice/', { name: '空', subject_id: 1, knowledge_id: limit.parent_id, mode: 'fixed' });
    expect(bad.data.errors[0]).toEqual({ field: 'question_ids', message: '固定题目的练习请至少选择 1 道题' });
  });

  it('checks a test against its exam, orders its packages, and lists the quizzes of spec 7', async () => {
    const tests = (await call('GET', '/practice/agg-test/')).data.items as { id: number; exam: string; package_count: number }[];
    const eng = tests.find((t) => t.exam === 'english_one')!;
    expect((await call('GET', `/practice/agg-test/${eng.id}/blueprint/`)).data).toEqual({
      exam: 'english_one',
      expected_total: 100,
      actual_total: 100,
      warnings: [],
      problems: [],
    });
    const pol = tests.find((t) => t.exam === 'politics')!;
    const bp = (await call('GET', `/practice/agg-test/${pol.id}/blueprint/`)).data;
    expect(bp.warnings.length).toBeGreaterThan(0);
    expect(bp.problems).toHaveLength(bp.warnings.length);
    const contents = (await call('GET', `/practice/agg-content/?agg_test_id=${pol.id}`)).data.items as {
      id: number;
      version: number;
      quiz_package_id: number;
    }[];
    expect(contents.length).toBe(2);
    const r = await call('PUT', '/practice/agg-content/order/', { items: [...contents].reverse().map(({ id, version }) => ({ id, version })) });
    expect(r.data.items.map((x: { id: number }) => x.id)).toEqual([contents[1].id, contents[0].id]);
    const quizzes = (await call('GET', `/practice/available-quiz/?package_id=${contents[0].quiz_package_id}`)).data;
    expect(quizzes.every((x: { package_id: number }) => x.package_id === contents[0].quiz_package_id)).toBe(true);
    const draft = (await call('GET', '/practice/quiz-package/?status=draft&limit=1')).data.items[0];
    if (draft) {
      expect((await call('POST', '/practice/agg-content/', { agg_test_id: pol.id, quiz_package_id: draft.id })).data.errors).toEqual([
        { field: 'quiz_package_id', message: '只能加入已发布的题包' },
      ]);
    }
  });
});

describe('permissions', () => {
  it('lets the viewer read the bank, packages, sets and tests, and refuses its writes', async () => {
    const before = await dbFingerprint(s.db);
    const pkg = await firstPackage();
    for (const url of [Q, '/practice/quiz-package/', `/practice/quiz-package/${pkg.id}/item/`, '/practice/knowledge-practice/', '/practice/agg-test/']) {
      expect((await call('GET', url, undefined, 'viewer')).code).toBe(20000);
    }
    const q = (await call('GET', `${Q}?limit=1`, undefined, 'viewer')).data.items[0];
    expect((await call('GET', `${Q}${q.id}/revisions/`, undefined, 'viewer')).code).toBe(20000);
    const writes: [string, string, unknown][] = [
      ['POST', Q, CHOICE],
      ['PATCH', `${Q}${q.id}/`, { difficulty: 1, version: q.version }],
      ['PATCH', `${Q}bulk/`, { items: [{ id: q.id, version: q.version }], changes: { is_enable: false } }],
      ['POST', `/practice/quiz-package/${pkg.id}/item/add/`, { question_ids: [q.id] }],
      ['PUT', `/practice/quiz-package/${pkg.id}/item/order/`, { items: [{ id: 1, version: 1 }] }],
      ['POST', '/practice/knowledge-practice/', { name: 'x', subject_id: 1, knowledge_id: 1 }],
      ['POST', '/practice/agg-test/', { name: 'x', start_at: '2026-12-01T08:00:00+08:00', end_at: '2026-12-01T11:00:00+08:00' }],
    ];
    for (const [method, url, body] of writes) expect((await call(method, url, body, 'viewer')).code).toBe(40300);
    expect(await dbFingerprint(s.db)).toBe(before);
  });
});
