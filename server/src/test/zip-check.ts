import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Checks of a ZIP file for tests, stricter than a spreadsheet reader (which may forgive): the end
 * record, every central-directory record, the local header and data descriptor it points to, the
 * deflated data inflating to the recorded size and CRC-32, and the entries filling the file from
 * its first byte to the directory with nothing in between.
 */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const fail = (what: string) => {
    throw new Error(`invalid zip: ${what}`);
  };
  const end = zip.length - 22;
  if (end < 0 || zip.readUInt32LE(end) !== 0x06054b50) fail('no end record (or a comment after it)');
  const count = zip.readUInt16LE(end + 10);
  if (zip.readUInt16LE(end + 8) !== count) fail('entries on this disk ≠ total entries');
  const dirSize = zip.readUInt32LE(end + 12);
  const dirStart = zip.readUInt32LE(end + 16);
  if (dirStart + dirSize !== end) fail('central directory does not end where the end record starts');
  const out = new Map<string, Buffer>();
  let at = dirStart;
  let expectedLocal = 0;
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) fail(`central record ${i}: bad signature`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const csize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString('utf8');
    at += 46 + nameLen + extraLen + commentLen;
    if (method !== 8) fail(`${name}: method ${method}, not deflate`);
    if (local !== expectedLocal) fail(`${name}: local header at ${local}, expected ${expectedLocal}`);
    if (zip.readUInt32LE(local) !== 0x04034b50) fail(`${name}: bad local header signature`);
    if (zip.readUInt16LE(local + 6) !== flags) fail(`${name}: local and central flags differ`);
    const localNameLen = zip.readUInt16LE(local + 26);
    const localExtra = zip.readUInt16LE(local + 28);
    if (zip.subarray(local + 30, local + 30 + localNameLen).toString('utf8') !== name) fail(`${name}: local name differs`);
    const dataStart = local + 30 + localNameLen + localExtra;
    const data = inflateRawSync(zip.subarray(dataStart, dataStart + csize));
    if (data.length !== size) fail(`${name}: inflated ${data.length} bytes, recorded ${size}`);
    if (crc32(data) !== crc) fail(`${name}: CRC-32 differs`);
    let next = dataStart + csize;
    if (flags & 8) {
      if (zip.readUInt32LE(next) !== 0x08074b50) fail(`${name}: no data descriptor`);
      if (zip.readUInt32LE(next + 4) !== crc || zip.readUInt32LE(next + 8) !== csize || zip.readUInt32LE(next + 12) !== size)
        fail(`${name}: descriptor differs`);
      next += 16;
    }
    expectedLocal = next;
    if (out.has(name)) fail(`${name} twice`);
    out.set(name, data);
  }
  if (at !== end) fail('central directory size does not match its records');
  if (expectedLocal !== dirStart) fail('bytes between the last entry and the central directory');
  return out;
}

/** `unzip -t` (Info-ZIP) on the file: its output, or null where the machine has no unzip. */
export function unzipTest(zip: Buffer): { ok: boolean; output: string } | null {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'zip-check-'));
  try {
    const file = path.join(dir, 'test.zip');
    writeFileSync(file, zip);
    const r = spawnSync('unzip', ['-t', file], { encoding: 'utf8' });
    if (r.error && (r.error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return { ok: r.status === 0, output: `${r.stdout}${r.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
