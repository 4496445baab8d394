import { API_PREFIX, Code, HEADER, httpStatusOf, UPLOAD_LABEL, UPLOAD_PERMISSIONS } from '@admin/shared/contract';
import { RESUMABLE_KINDS, RESUMABLE_MAX_BYTES, RESUMABLE_UPLOAD_PATH, type ResumableKind } from '@admin/shared/contract/resources';
import { FileStore } from '@tus/file-store';
import { Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { actorOf, appendAudit } from '../audit/audit-log';
import { MSG } from '../auth/hook';
import { resolveToken } from '../auth/sessions';
import { inTransaction } from '../db/request-transaction';
import { storeDocument } from '../resources/reference/uploads';
import { sniffDocument, sniffVideo, type Sniffed } from '../uploads/sniff';
import type { Deps } from '../types';

/*
 * Resumable uploads (the tus protocol) at API_PREFIX + RESUMABLE_UPLOAD_PATH, for videos and large
 * documents: a dropped connection or a reload resumes at the offset the server has, so only the
 * missing bytes are sent again. @tus/server speaks the protocol and @tus/file-store keeps the
 * parts on disk (DATA_DIR/resumable), streamed, never buffered whole.
 *
 * What the console adds around it:
 * - every request carries the API's headers (AUTH-SYS, token) and needs an upload permission, as
 *   the multipart uploads do; an upload belongs to the account that created it, and nobody else
 *   can continue, read or cancel it;
 * - the kind (metadata `kind`: video or document) and its size are checked when the upload is
 *   created, before a byte is sent (RESUMABLE_MAX_BYTES);
 * - when the last byte arrives the content is sniffed (never the name), the SHA-256 computed as a
 *   stream, and the file moved into the upload store under a random name, with its audit row; a
 *   document goes through the same dedupe and page count as a multipart one. The completing
 *   request's answer is the API's envelope with the stored file; a file whose content is not of its
 *   kind is refused and deleted.
 *
 * The parts live on this machine's disk: a fleet behind a load balancer needs sticky sessions or a
 * shared datastore (@tus/s3-store, with the upload store on S3 too): see server/README.
 */

interface Caller {
  req: FastifyRequest;
  user: { id: number; username: string };
}
const callers = new AsyncLocalStorage<Caller>();

/** A refusal the tus server sends as it is: the API's envelope with the matching HTTP status. */
const refusal = (code: number, msg: string, data: unknown = null) => ({
  status_code: httpStatusOf(code),
  body: JSON.stringify({ code, msg, data }),
});

const header = (req: FastifyRequest, name: string) => {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const NOUN: Record<ResumableKind, string> = { video: '视频', document: '文档' };
const SNIFF: Record<ResumableKind, (b: Buffer) => Sniffed | null> = { video: sniffVideo, document: sniffDocument };
const WRONG_TYPE: Record<ResumableKind, string> = {
  video: '只支持 MP4 和 WebM 视频（按文件内容识别，不看扩展名）',
  document: '只支持 PDF、Word、Excel、PowerPoint（含 doc/xls/ppt）和 zip 文件（按文件内容识别，不看扩展名）',
};
/** Bytes read to recognise a video (its first box or EBML header). */
const VIDEO_HEAD_BYTES = 4096;

const kindOf = (upload: Upload): ResumableKind | null => {
  const k = upload.metadata?.kind;
  return (RESUMABLE_KINDS as readonly string[]).includes(k ?? '') ? (k as ResumableKind) : null;
};

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

async function headOf(file: string, bytes: number): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await fh.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

export function registerResumableUploads(app: FastifyInstance, deps: Deps): void {
  const route = `${API_PREFIX}${RESUMABLE_UPLOAD_PATH}`;
  const datastore = new FileStore({ directory: path.join(deps.dataDir, 'resumable') });
  const partFile = (id: string) => path.join(datastore.directory, id);
  /** Forgets an upload: its part (if still there) and its record. */
  const discard = async (id: string) => {
    await unlink(partFile(id)).catch((err: { code?: string }) => {
      if (err.code !== 'ENOENT') throw err;
    });
    await datastore.configstore.delete(id);
  };

  const finish = async (upload: Upload) => {
    const caller = callers.getStore();
    const kind = kindOf(upload);
    if (!caller || !kind) throw refusal(Code.INVALID, '上传缺少类型');
    const file = partFile(upload.id);
    const size = upload.size ?? upload.offset;
    const head = kind === 'document' ? await readFile(file) : await headOf(file, VIDEO_HEAD_BYTES);
    const found = SNIFF[kind](head);
    if (!found) {
      await discard(upload.id);
      throw refusal(Code.INVALID, WRONG_TYPE[kind], { errors: [{ field: 'file', message: WRONG_TYPE[kind] }] });
    }
    const audited = (name: string, put: () => Promise<void>) =>
      inTransaction(deps.db, async (trx) => {
        await appendAudit(trx, actorOf(caller.req, caller.user), deps.now(), [{ resource: 'upload', record_id: name, action: kind }]);
        await put();
      });
    let result;
    if (kind === 'document') {
      // The same dedupe and page count as a multipart document (≤ 200 MB, read whole for both).
      result = await storeDocument(deps.db, head, found, deps.now(), (name) => audited(name, () => deps.uploads.putFile(name, found.type, file)));
    } else {
      const sha256 = await sha256Of(file);
      const name = `${randomBytes(16).toString('hex')}.${found.ext}`;
      await audited(name, () => deps.uploads.putFile(name, found.type, file));
      result = { url: `/uploads/${name}`, type: found.type, size, sha256 };
    }
    // The part is gone once stored (moved, or copied and then removed here).
    await discard(upload.id);
    return result;
  };

  const tus = new Server({
    path: route,
    datastore,
    relativeLocation: true,
    respectForwardedHeaders: false,
    disableTerminationForFinishedUploads: true,
    // No global maxSize: the kind's limit is checked in onUploadCreate, with its own message, and
    // a PATCH can never go past the length declared there.
    allowedHeaders: [HEADER.system, HEADER.token],
    // Same origin only: the console's pages upload; no Access-Control-Allow-Origin is sent.
    allowedOrigins: [],
    onUploadCreate: async (_req, upload) => {
      const caller = callers.getStore();
      const kind = kindOf(upload);
      if (!caller) throw refusal(Code.TOKEN_INVALID, MSG[Code.TOKEN_INVALID]);
      if (!kind) throw refusal(Code.INVALID, `上传的元数据 kind 应为 ${RESUMABLE_KINDS.join(' 或 ')}`);
      if (upload.size === undefined) throw refusal(Code.INVALID, '请在创建上传时声明文件大小（Upload-Length）');
      if (upload.size === 0) throw refusal(Code.INVALID, '文件是空的');
      const max = RESUMABLE_MAX_BYTES[kind];
      if (upload.size > max) {
        const message = `${NOUN[kind]}不能超过 ${mb(max)} MB`;
        throw refusal(Code.TOO_LARGE, message, { errors: [{ field: 'file', message }] });
      }
      return { metadata: { ...upload.metadata, owner: String(caller.user.id) } };
    },
    onIncomingRequest: async (req, id) => {
      // Continuing, reading or cancelling an upload: only the account that created it.
      if (req.method === 'POST' || req.method === 'OPTIONS' || !id) return;
      const caller = callers.getStore();
      const upload = await datastore.getUpload(id).catch(() => null);
      if (!upload || upload.metadata?.owner !== String(caller?.user.id)) throw refusal(Code.NOT_FOUND, '上传不存在或已结束');
    },
    onUploadFinish: async (_req, upload) => {
      const data = await finish(upload);
      return { status_code: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ code: Code.OK, msg: 'ok', data }) };
    },
  });

  // tus reads the body itself: fastify leaves it unparsed.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    if (header(req, HEADER.system) !== HEADER.systemValue) {
      return reply.code(400).send({ code: Code.INVALID, msg: `缺少请求头 ${HEADER.system}: ${HEADER.systemValue}`, data: null });
    }
    const token = header(req, HEADER.token);
    const r = token
      ? await resolveToken(deps.db, token, deps.now(), UPLOAD_PERMISSIONS, deps.sessionIdleMs)
      : ({ ok: false, code: Code.TOKEN_INVALID } as const);
    if (!r.ok) return reply.code(httpStatusOf(r.code)).send({ code: r.code, msg: MSG[r.code] ?? MSG[Code.TOKEN_INVALID], data: null });
    if (!r.allowed) {
      const msg = `缺少权限：需要${UPLOAD_LABEL}`;
      return reply.code(httpStatusOf(Code.FORBIDDEN)).send({ code: Code.FORBIDDEN, msg, data: { missing: UPLOAD_PERMISSIONS } });
    }
    reply.hijack();
    await callers.run({ req, user: { id: r.user.userId, username: r.user.username } }, () => tus.handle(req.raw, reply.raw));
  };
  const opts = { schema: { hide: true } };
  app.all(route, opts, handler);
  app.all(`${route}/*`, opts, handler);
}
