import { pipeline, Readable } from 'node:stream';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * A streaming ZIP writer, just what an XLSX file needs: deflated entries written one after the
 * other while their content is still being produced. The sizes and CRC-32 of an entry are not
 * known when its local header goes out, so the header says so (flag bit 3) and a data descriptor
 * after the data carries them; the central directory at the end repeats them, which is what
 * readers (Excel, exceljs, unzip) rely on.
 *
 * The archive is an async generator of buffers: nothing is produced until the reader asks, so a
 * slow client slows the producer (backpressure) and a reader that stops (`return()`, e.g. a
 * destroyed Readable.from) stops the entry's source too.
 *
 * No ZIP64: an entry or archive that reaches 4 GiB throws (the stream ends in an error) instead of
 * writing sizes that wrap around, which readers would take for a corrupt file.
 */

export interface ZipEntry {
  /** Path inside the archive (ASCII in practice; flagged as UTF-8). */
  name: string;
  /** The content: whole, or produced chunk by chunk while the archive is read. */
  data: string | Buffer | AsyncIterable<Buffer>;
}

export interface ZipOptions {
  /** Modification time of every entry. */
  modified: Date;
  /** zlib level (1 fastest … 9 smallest; default 6). */
  level?: number;
  /** The largest size or offset to write: ZIP32_MAX (lower only to see the refusal without 4 GiB). */
  limit?: number;
}

/** The most a 32-bit size or offset field holds; past it ZIP64 would be needed. */
export const ZIP32_MAX = 0xffffffff;

const SIG = { local: 0x04034b50, descriptor: 0x08074b50, central: 0x02014b50, end: 0x06054b50 } as const;
/** Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const DEFLATE = 8;
/** 2.0: deflate and data descriptors. */
const VERSION = 20;

/** Sizes and CRC of one entry, counted while it streams. */
interface Sums {
  crc: number;
  size: number;
  csize: number;
}

function tooBig(what: string): Error {
  return new Error(`ZIP 超过 4 GB（${what}），本导出不支持 ZIP64`);
}

/** MS-DOS time and date (two-second resolution, years from 1980), as ZIP stores them. */
function dosTime(d: Date): { time: number; date: number } {
  const year = Math.min(Math.max(d.getUTCFullYear(), 1980), 2107);
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

function localHeader(name: Buffer, t: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(SIG.local, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(DEFLATE, 8);
  b.writeUInt16LE(t.time, 10);
  b.writeUInt16LE(t.date, 12);
  // CRC-32 and both sizes (14–25) stay 0: they come in the data descriptor.
  b.writeUInt16LE(name.length, 26);
  b.writeUInt16LE(0, 28);
  return Buffer.concat([b, name]);
}

function descriptor(s: Sums): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt32LE(SIG.descriptor, 0);
  b.writeUInt32LE(s.crc, 4);
  b.writeUInt32LE(s.csize, 8);
  b.writeUInt32LE(s.size, 12);
  return b;
}

function centralRecord(name: Buffer, t: { time: number; date: number }, s: Sums, offset: number): Buffer {
  const b = Buffer.alloc(46);
  b.writeUInt32LE(SIG.central, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(VERSION, 6);
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(DEFLATE, 10);
  b.writeUInt16LE(t.time, 12);
  b.writeUInt16LE(t.date, 14);
  b.writeUInt32LE(s.crc, 16);
  b.writeUInt32LE(s.csize, 20);
  b.writeUInt32LE(s.size, 24);
  b.writeUInt16LE(name.length, 28);
  // Extra and comment lengths, disk number, attributes (30–41) stay 0.
  b.writeUInt32LE(offset, 42);
  return Buffer.concat([b, name]);
}

function endRecord(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(SIG.end, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

/** Feeds the deflater, counting the plain bytes and their CRC on the way. */
async function* counted(source: AsyncIterable<Buffer>, s: Sums, limit: number): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    s.size += chunk.length;
    if (s.size > limit) throw tooBig('单个文件');
    s.crc = crc32(chunk, s.crc);
    yield chunk;
  }
}

/**
 * A streamed entry's deflated bytes. zlib runs on the thread pool, so compressing overlaps with
 * producing the next chunk; the pipeline ties both ends, so stopping here stops the source.
 */
async function* deflated(source: AsyncIterable<Buffer>, s: Sums, level: number, limit: number): AsyncGenerator<Buffer> {
  const z = createDeflateRaw({ level });
  // Errors of either side surface through the iteration of `z`, which the pipeline destroys.
  pipeline(Readable.from(counted(source, s, limit)), z, () => {});
  for await (const out of z as AsyncIterable<Buffer>) {
    s.csize += out.length;
    yield out;
  }
}

/** The archive of `entries`, in order, as buffers. */
export async function* zip(entries: Iterable<ZipEntry>, opts: ZipOptions): AsyncGenerator<Buffer> {
  const level = opts.level ?? 6;
  const limit = opts.limit ?? ZIP32_MAX;
  const t = dosTime(opts.modified);
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (offset > limit) throw tooBig('文件位置');
    const name = Buffer.from(entry.name, 'utf8');
    const start = offset;
    const head = localHeader(name, t);
    offset += head.length;
    yield head;
    const s: Sums = { crc: 0, size: 0, csize: 0 };
    if (typeof entry.data === 'string' || Buffer.isBuffer(entry.data)) {
      const plain = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
      if (plain.length > limit) throw tooBig('单个文件');
      const packed = deflateRawSync(plain, { level });
      Object.assign(s, { crc: crc32(plain), size: plain.length, csize: packed.length });
      offset += packed.length;
      yield packed;
    } else {
      for await (const out of deflated(entry.data, s, level, limit)) {
        offset += out.length;
        yield out;
      }
    }
    if (s.csize > limit) throw tooBig('压缩后的单个文件');
    const tail = descriptor(s);
    offset += tail.length;
    yield tail;
    central.push(centralRecord(name, t, s, start));
  }
  const dir = Buffer.concat(central);
  if (offset > limit || central.length > 0xffff) throw tooBig('目录位置');
  yield dir;
  yield endRecord(central.length, dir.length, offset);
}
