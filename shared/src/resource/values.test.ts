import type dayjs from 'dayjs';
import { adRecord, searchAdDef } from './test-kit';
import { patchAccepts, toggleOp } from './toggle';
import { placeErrors, zodFieldErrors, fieldProblem, bodyProblems } from './validate';
import { z } from 'zod';
import type { FieldDef } from './types';
import { formBody, fromFormValue, initialValues, isRequired, toFormValue } from './values';

const field = (name: string) => searchAdDef.fields.find((f) => f.name === name)!;
const t = (k: string) => k;

describe('values between the API and the form', () => {
  it('starts a new record from the contract defaults', () => {
    const v = initialValues(searchAdDef);
    expect(v).toMatchObject({ link_type: 'none', sort: 0, is_enable: true, start_at: null });
    expect(v.title).toBeUndefined();
  });

  it('derives required from the schema', () => {
    expect(isRequired(searchAdDef, field('title'))).toBe(true);
    expect(isRequired(searchAdDef, field('start_at'))).toBe(true);
    expect(isRequired(searchAdDef, field('sort'))).toBe(false);
  });

  it('turns a range into two ISO fields and back', () => {
    const rec = adRecord(1);
    const v = initialValues(searchAdDef, rec);
    const [start, end] = v.start_at as dayjs.Dayjs[];
    expect(start.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    const body = formBody(searchAdDef, v, rec);
    expect(Date.parse(body.start_at as string)).toBe(Date.parse('2026-03-01T00:00:00Z'));
    expect(Date.parse(body.end_at as string)).toBe(end.valueOf());
  });

  it('keeps fields the form does not show when editing (a PUT replaces the record)', () => {
    const rec = adRecord(1, { is_marked_expired: true, remark: '保留' });
    const body = formBody(searchAdDef, { ...initialValues(searchAdDef, rec), title: '新标题' }, rec);
    expect(body).toMatchObject({ title: '新标题', is_marked_expired: true, remark: '保留' });
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('version');
  });

  it('sends the default of a field hidden by showIf', () => {
    const rec = adRecord(1, { link_type: 'web', link_value: 'https://a.cn' });
    const body = formBody(searchAdDef, { ...initialValues(searchAdDef, rec), link_type: 'none' }, rec);
    expect(body.link_value).toBe('');
  });
});

describe('client validation with the contract schema', () => {
  it('says what to do, in the field’s words', () => {
    expect(fieldProblem(searchAdDef, field('title'), '', t)).toBe('请输入标题');
    expect(fieldProblem(searchAdDef, field('title'), 'x'.repeat(65), t)).toBe('最多 64 个字符');
    expect(fieldProblem(searchAdDef, field('platforms'), [], t)).toBe('请选择resource.field.platforms');
    expect(fieldProblem(searchAdDef, field('start_at'), null, t)).toBe('请选择resource.field.schedule');
    expect(fieldProblem(searchAdDef, field('title'), '春季', t)).toBeNull();
  });

  it('keeps the messages the contract writes itself', () => {
    expect(fieldProblem(searchAdDef, field('image'), 'ftp://x', t)).toBe('图片地址应为上传接口返回的 /uploads/… 或 http(s):// 网址');
  });

  it('applies the cross-field rules after the schema', () => {
    const body = { ...formBody(searchAdDef, initialValues(searchAdDef, adRecord(1))), end_at: '2026-02-01T00:00:00Z' };
    expect(bodyProblems(searchAdDef, searchAdDef.schemas.create, body, {}, t)).toEqual([{ field: 'end_at', message: '结束时间必须晚于开始时间' }]);
  });

  it('flags unknown fields', () => {
    expect(zodFieldErrors(searchAdDef, searchAdDef.schemas.create, { nope: 1 }, t)).toContainEqual({ field: 'nope', message: '格式不正确' });
  });

  it('places API errors beside the form field that owns them', () => {
    const placed = placeErrors(searchAdDef, [
      { field: 'end_at', message: '结束时间必须晚于开始时间' },
      { field: 'platforms.1', message: '平台代码只能是…' },
      { field: 'user_group_id', message: '用户分组不存在' },
    ]);
    expect(placed.byField).toEqual({ start_at: ['结束时间必须晚于开始时间'], platforms: ['平台代码只能是…'] });
    expect(placed.rest).toEqual([{ field: 'user_group_id', message: '用户分组不存在' }]);
  });
});

describe('toggles', () => {
  it('PATCHes the expiry mark, and PUTs the whole record to enable (the PATCH of search_page takes only the mark)', () => {
    expect(patchAccepts(searchAdDef, 'is_marked_expired')).toBe(true);
    expect(toggleOp(searchAdDef, 'is_marked_expired')).toBe('patch');
    expect(toggleOp(searchAdDef, 'is_enable')).toBe('update');
  });
});

describe('id lists', () => {
  const ids: FieldDef = { name: 'user_ids', label: '用户 ID', type: 'idList' };
  const def = { fields: [ids], schemas: { create: z.strictObject({ user_ids: z.array(z.number().int().min(1)).max(3) }) } };

  it('reads ids typed with commas, spaces or new lines and shows them joined', () => {
    expect(fromFormValue(ids, '1, 2，3\n4  5、6')).toEqual({ user_ids: [1, 2, 3, 4, 5, 6] });
    expect(fromFormValue(ids, '')).toEqual({ user_ids: [] });
    expect(toFormValue(ids, { user_ids: [7, 8] })).toBe('7, 8');
  });

  it('reports a token that is not a whole number instead of dropping it', () => {
    expect(fromFormValue(ids, '1, x').user_ids).toEqual([1, NaN]);
    expect(fieldProblem(def, ids, '1, x', t)).toBe('格式不正确');
    expect(fieldProblem(def, ids, '1 2 3 4', t)).toBe('最多选择 3 项');
  });
});
