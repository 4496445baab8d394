import { senior, seniorProofSchema } from '@admin/shared/contract/resources';
import { z } from 'zod';
import { actorOf, appendAudit } from '../../audit/audit-log';
import { inTransaction } from '../../db/request-transaction';
import { notFound } from '../../http/api-error';
import type { Ctx } from '../../http/endpoint';
import type { Registry } from '../../http/registry';
import { registerCollection, type CollectionDef, type RecordRows } from '../../kit/collection';
import { paramsSchema } from '../../kit/scope';
import type { Deps } from '../../types';
import { receiveImage } from '../reference/uploads';

type Rec = Record<string, unknown>;

const MOLD = { 1: '学硕', 2: '专硕' } as Record<number, string>;

/** The degree type follows the major: a professional major (电子信息, 金融 …) is 专硕. */
async function moldOfMajor(at: RecordRows, rec: Rec) {
  const major = await at.db.selectFrom('major').select(['name', 'mold']).where('id', '=', Number(rec.major_id)).executeTakeFirst();
  if (!major || Number(major.mold) === rec.mold) return [];
  return [{ field: 'mold', message: `「${String(major.name)}」是${MOLD[Number(major.mold)]}专业，学位类型应为${MOLD[Number(major.mold)]}` }];
}

const seniorDef: CollectionDef = {
  resource: senior,
  table: 'school_senior',
  recordRule: moldOfMajor,
  // Whether a proof is on file, never the proof itself.
  decorate: async (db, items) => {
    const ids = items.map((i) => i.id);
    const have = ids.length
      ? new Set((await db.selectFrom('school_senior_proof').select('senior_id').where('senior_id', 'in', ids).execute()).map((r) => r.senior_id))
      : new Set();
    return items.map((i) => ({ ...i, has_proof: have.has(i.id) }));
  },
};

const idParams = (path: string) => paramsSchema(path, {}, { param: 'id', kind: 'id' });

async function seniorExists(deps: Deps, id: number) {
  if (!(await deps.db.selectFrom('school_senior').select('id').where('id', '=', id).executeTakeFirst())) throw notFound('学长学姐');
}

/**
 * /school/senior/ (/pick-school/senior), and each senior's proof of admission at …/{id}/proof/:
 * the image's bytes are kept in the database beside the record and served by GET to holders of
 * account.change_senior_mate only (the endpoint's permission), never under /uploads/.
 */
export function seniorFamily(reg: Registry): void {
  registerCollection(reg, seniorDef, {
    proof: (e, deps) => ({
      params: idParams(e.path),
      response: z.unknown(),
      summary: '学长学姐的录取证明图片（图片字节，非 JSON 信封；仅限有修改权限的账号；与其他接口一样不缓存）',
      handle: async (c: Ctx<{ id: number }>) => {
        const row = await deps.db.selectFrom('school_senior_proof').select(['content_type', 'data']).where('senior_id', '=', c.params.id).executeTakeFirst();
        if (!row) {
          await seniorExists(deps, c.params.id);
          throw notFound('录取证明');
        }
        return c.reply
          .code(200)
          .type(String(row.content_type))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', 'inline')
          .send(Buffer.from(row.data as Uint8Array));
      },
    }),
    uploadProof: (e, deps) => ({
      params: idParams(e.path),
      body: 'multipart',
      response: seniorProofSchema,
      summary: '上传或替换录取证明图片（multipart 字段 file；PNG、JPEG、GIF、WebP，≤ 5 MB；不公开）',
      // The body streams in before the transaction opens (audit/capture.ts SELF_TRANSACTED).
      handle: async (c: Ctx<{ id: number }>) => {
        await seniorExists(deps, c.params.id);
        const { buf, found } = await receiveImage(c);
        const uploaded_at = c.now.toISOString();
        await inTransaction(deps.db, async (trx) => {
          if (c.user)
            await appendAudit(trx, actorOf(c.req, c.user), c.now, [{ resource: c.endpoint.resource, record_id: String(c.params.id), action: c.endpoint.op }]);
          await trx.deleteFrom('school_senior_proof').where('senior_id', '=', c.params.id).execute();
          await trx
            .insertInto('school_senior_proof')
            .values({ senior_id: c.params.id, content_type: found.type, size: buf.length, data: buf, uploaded_at })
            .execute();
        });
        return { type: found.type, size: buf.length, uploaded_at };
      },
    }),
    deleteProof: (e, deps) => ({
      params: idParams(e.path),
      summary: '删除录取证明图片',
      handle: async (c: Ctx<{ id: number }>) => {
        await seniorExists(deps, c.params.id);
        const r = await deps.db.deleteFrom('school_senior_proof').where('senior_id', '=', c.params.id).executeTakeFirst();
        if (!Number(r.numDeletedRows)) throw notFound('录取证明');
        return null;
      },
    }),
  });
}
