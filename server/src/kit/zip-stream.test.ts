/** The streaming ZIP writer: valid archives, backpressure, stopping, refusals. */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { readZip, unzipTest } from '../test/zip-check';
import { zip, type ZipEntry } from './zip-stream';

const collect = async (it: AsyncIterable<Buffer>) => {
  const parts: Buffer[] = [];
  for await (const b of it) parts.push(b);
  return Buffer.concat(parts);
};

async function* chunksOf(...parts: Buffer[]) {
  for (const p of parts) yield p;
}

const modified = new Date('2026-11-21T08:00:00Z');

describe('zip', () => {
  it('writes whole and streamed entries that a strict reader and unzip -t accept', async () => {
    const random = randomBytes(300_000);
    const text = 'Zeile ä 中文 😀\n'.repeat(5000);
    const entries: ZipEntry[] = [
      { name: 'a.txt', data: 'hello' },
      { name: 'dir/b.bin', data: Buffer.from([0, 1, 2, 255]) },
      { name: 'empty.txt', data: '' },
      // Chunks of any size, an empty one among them; incompressible data too.
      { name: 'streamed.txt', data: chunksOf(Buffer.from(text.slice(0, 10)), Buffer.alloc(0), Buffer.from(text.slice(10))) },
      { name: 'random.bin', data: chunksOf(random.subarray(0, 100_000), random.subarray(100_000)) },
      { name: 'none.txt', data: chunksOf() },
    ];
    const file = await collect(zip(entries, { modified }));
    const read = readZip(file);
    expect([...read.keys()]).toEqual(['a.txt', 'dir/b.bin', 'empty.txt', 'streamed.txt', 'random.bin', 'none.txt']);
    expect(read.get('a.txt')!.toString()).toBe('hello');
    expect([...read.get('dir/b.bin')!]).toEqual([0, 1, 2, 255]);
    expect(read.get('empty.txt')!.length).toBe(0);
    expect(read.get('streamed.txt')!.toString()).toBe(text);
    expect(read.get('random.bin')!.equals(random)).toBe(true);
    expect(read.get('none.txt')!.length).toBe(0);
    // Deflated: the repetitive text takes far less room than it says.
    expect(file.length).toBeLessThan(Buffer.byteLength(text) / 10 + random.length + 2000);
    const unzip = unzipTest(file);
    if (unzip) expect(unzip).toMatchObject({ ok: true, output: expect.stringContaining('No errors detected') });
  });

  it('stores the modification time as MS-DOS time and date', async () => {
    const file = await collect(zip([{ name: 'a', data: 'x' }], { modified: new Date('2026-11-21T08:30:46Z') }));
    // Local header: time at 10, date at 12 (two-second steps, years from 1980).
    expect(file.readUInt16LE(10)).toBe((8 << 11) | (30 << 5) | 23);
    expect(file.readUInt16LE(12)).toBe(((2026 - 1980) << 9) | (11 << 5) | 21);
  });

  it('produces only as fast as it is read (backpressure) and stops its source when the reader stops', async () => {
    let pulled = 0;
    let finished = false;
    async function* endless() {
      try {
        // Incompressible, so the deflater cannot swallow it all into a few output chunks.
        for (;;) {
          pulled++;
          yield randomBytes(64 * 1024);
        }
      } finally {
        finished = true;
      }
    }
    const stream = Readable.from(zip([{ name: 'big.bin', data: endless() }], { modified }));
    // Nobody reads: production stops once the buffers between here and the source are full.
    stream.pause();
    await sleep(300);
    const early = pulled;
    await sleep(300);
    expect(pulled).toBe(early);
    expect(pulled).toBeLessThan(100); // about 6 MB; unbounded it would be thousands
    // A reader that reads a little, then goes away (a client closing the download).
    let got = 0;
    for await (const b of stream) {
      got += (b as Buffer).length;
      if (got > 2_000_000) break;
    }
    await sleep(100);
    expect(finished).toBe(true);
    const atStop = pulled;
    await sleep(200);
    expect(pulled).toBe(atStop);
  });

  it("ends in the source's error", async () => {
    async function* failing() {
      yield Buffer.from('some data');
      throw new Error('database went away');
    }
    await expect(
      collect(
        zip(
          [
            { name: 'a', data: 'x' },
            { name: 'b', data: failing() },
          ],
          { modified },
        ),
      ),
    ).rejects.toThrow('database went away');
  });

  it('refuses, instead of wrapping sizes around, what would need ZIP64', async () => {
    const limit = 1000;
    // A streamed entry past the limit stops the archive.
    await expect(collect(zip([{ name: 'a', data: chunksOf(Buffer.alloc(600), Buffer.alloc(600)) }], { modified, limit }))).rejects.toThrow(/4 GB.*ZIP64/);
    // So does a whole one.
    await expect(collect(zip([{ name: 'a', data: Buffer.alloc(1001) }], { modified, limit }))).rejects.toThrow(/ZIP64/);
    // And offsets past it: many small entries (incompressible, so their sum grows).
    const many = Array.from({ length: 10 }, (_, i) => ({ name: `e${i}`, data: randomBytes(200) }));
    await expect(collect(zip(many, { modified, limit }))).rejects.toThrow(/ZIP64/);
    // Right under the limit it is fine.
    expect(readZip(await collect(zip([{ name: 'a', data: Buffer.alloc(900) }], { modified, limit }))).get('a')!.length).toBe(900);
  });
});
