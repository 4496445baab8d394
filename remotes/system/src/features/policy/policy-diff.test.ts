/** @jest-environment jsdom */
import { blockTexts, diffLines, diffPolicies } from './policy-diff';

it('reads the text of each paragraph, list item and heading', () => {
  expect(blockTexts('<h2>总则</h2><p>第一段 <strong>加粗</strong></p><ul><li>甲</li><li><p>乙</p></li></ul><p> </p>')).toEqual([
    '总则',
    '第一段 加粗',
    '甲',
    '乙',
  ]);
  expect(blockTexts('只有文字')).toEqual(['只有文字']);
});

it('keeps common lines and marks what was removed and added, in order', () => {
  expect(diffLines(['a', 'b', 'c'], ['a', 'x', 'c', 'd'])).toEqual([
    { op: 'same', text: 'a' },
    { op: 'removed', text: 'b' },
    { op: 'added', text: 'x' },
    { op: 'same', text: 'c' },
    { op: 'added', text: 'd' },
  ]);
  expect(diffLines([], ['a'])).toEqual([{ op: 'added', text: 'a' }]);
  expect(diffLines(['a'], [])).toEqual([{ op: 'removed', text: 'a' }]);
});

it('compares two policy versions paragraph by paragraph', () => {
  const lines = diffPolicies(
    '<p>收集手机号。</p><p>收集学习记录。</p><p>不出售信息。</p>',
    '<p>收集手机号。</p><p>收集学习记录与答题数据。</p><p>不出售信息。</p><p>可注销账号。</p>',
  );
  expect(lines.filter((l) => l.op !== 'same')).toEqual([
    { op: 'removed', text: '收集学习记录。' },
    { op: 'added', text: '收集学习记录与答题数据。' },
    { op: 'added', text: '可注销账号。' },
  ]);
});
