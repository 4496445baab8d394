import { frozenItems, stringifyReply } from './json-text';

const tricky = () => [
  {
    id: 1,
    title: '压测广告 "引号" \\ 反斜杠',
    remark: 'line\nbreak\u2028\u2029 tab\t',
    emoji: '😀',
    none: null,
    flag: true,
    list: [1, 2, 3],
    nested: { a: [{ b: 'c' }] },
  },
  { id: 2, title: '\u0000items\u0000', remark: '', none: null, flag: false, list: [], nested: {} },
];

describe('stringifyReply', () => {
  it('gives JSON.stringify’s text, byte for byte, for an envelope of marked items', () => {
    const envelope = { code: 20000, msg: 'ok', data: { items: frozenItems(tricky()), total: 2, page: 1, limit: 20 } };
    const plain = { code: 20000, msg: 'ok', data: { items: tricky(), total: 2, page: 1, limit: 20 } };
    expect(stringifyReply(envelope)).toBe(JSON.stringify(plain));
    // Made once, then reused: the same text again, in another envelope around the same items.
    expect(stringifyReply({ ...envelope, data: { ...envelope.data, page: 3 } })).toBe(JSON.stringify({ ...plain, data: { ...plain.data, page: 3 } }));
  });

  it('leaves anything else to JSON.stringify', () => {
    for (const v of [
      null,
      { code: 20000, msg: 'ok', data: null },
      { code: 20000, msg: 'ok', data: { items: tricky(), total: 2 } },
      { code: 40000, msg: 'x', data: { errors: [] } },
    ]) {
      expect(stringifyReply(v)).toBe(JSON.stringify(v));
    }
  });

  it('marked items cannot change afterwards (their text is kept)', () => {
    const items = frozenItems(tricky());
    expect(() => {
      (items[0] as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect(() => items.push(tricky()[0])).toThrow(TypeError);
  });
});
