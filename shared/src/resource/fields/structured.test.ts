// The contract's rich-text mark reaches the kit's field type; sub-list values convert item by item.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import dayjs from 'dayjs';
import { z } from 'zod';
import { crudSchemas, defineCollection, isRichText, richText, shortText } from '@admin/shared/contract/resources';
import { resourceDef } from '../define';
import { fromFormValue, toFormValue } from '../values';
import type { FieldDef } from '../types';

it('marks rich text through optional and default wrappers, and only rich text', () => {
  expect(isRichText(richText(100))).toBe(true);
  expect(isRichText(richText(100).default(''))).toBe(true);
  expect(isRichText(richText(100).optional())).toBe(true);
  expect(isRichText(z.string().max(100))).toBe(false);
  expect(richText(5).safeParse('<p>long</p>').success).toBe(false);
});

it('gives a field the contract marks as rich text the editor', () => {
  const module = defineCollection({
    name: 'test.article',
    label: '文章',
    base: '/test/article',
    paths: [['list', 'GET', '/']],
    access: [],
    schemas: crudSchemas({ title: shortText(32), content: richText(5000).default('') }),
    filters: {},
    ordering: ['id'],
    defaultOrder: 'id',
    sample: { title: 't' },
  } as never);
  const def = resourceDef(module, {
    title: '文章',
    fields: [
      { name: 'title', label: '标题', type: 'text' },
      { name: 'content', label: '正文', type: 'textarea' },
    ],
  });
  expect(def.fields.map((f) => f.type)).toEqual(['text', 'richText']);
});

it('converts sub-list items field by field (dates to dayjs and back)', () => {
  const f: FieldDef = {
    name: 'steps',
    label: '步骤',
    type: 'list',
    item: {
      fields: [
        { name: 'title', label: '标题', type: 'text' },
        { name: 'at', label: '时间', type: 'dateTime' },
      ],
    },
  };
  const rec = { steps: [{ title: 'a', at: '2026-03-01T08:00:00+08:00' }] };
  const form = toFormValue(f, rec) as { title: string; at: dayjs.Dayjs }[];
  expect(form[0].title).toBe('a');
  expect(dayjs.isDayjs(form[0].at)).toBe(true);
  expect(fromFormValue(f, form)).toEqual({ steps: [{ title: 'a', at: dayjs('2026-03-01T08:00:00+08:00').format() }] });
  expect(toFormValue(f, {})).toEqual([]);
});

it('registers texts through used exports: @admin/shared has no side effects, so a bare import is dropped from builds', () => {
  const root = path.resolve(__dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = path.join(dir, f);
      return statSync(p).isDirectory() ? files(p) : /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
    });
  const bare = files(root).filter((f) => /^import '[^']+';$/m.test(readFileSync(f, 'utf8').replace(/^import '[^']+\.css';$/gm, '')));
  expect(bare.map((f) => path.relative(root, f))).toEqual([]);
});
