import type { DocumentExt } from '@admin/shared/contract/resources';

/*
 * Recognising documents and videos by their bytes (never by file name or the client's type).
 * Office files since 2007 are zip archives whose entries say what they are; the older ones are
 * OLE compound files whose directory names their main stream.
 */

export interface Sniffed {
  ext: string;
  type: string;
}

const ZIP_SIG = 0x04034b50;
const EOCD_SIG = 0x06054b50;
const CDIR_SIG = 0x02014b50;
const OLE_SIG = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Entry names of a zip archive from its central directory, or null when it is not a readable zip. */
export function zipEntries(b: Buffer): string[] | null {
  if (b.length < 22 || b.readUInt32LE(0) !== ZIP_SIG) return null;
  // The end record sits in the last 22 bytes plus a comment of at most 65535 bytes.
  const from = Math.max(0, b.length - 22 - 0xffff);
  let end = -1;
  for (let i = b.length - 22; i >= from; i--) {
    if (b.readUInt32LE(i) === EOCD_SIG) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const count = b.readUInt16LE(end + 10);
  let at = b.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== CDIR_SIG) return null;
    const nameLen = b.readUInt16LE(at + 28);
    const extraLen = b.readUInt16LE(at + 30);
    const commentLen = b.readUInt16LE(at + 32);
    if (at + 46 + nameLen > b.length) return null;
    names.push(b.subarray(at + 46, at + 46 + nameLen).toString('utf8'));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return names;
}

const OFFICE_ZIP: { ext: DocumentExt; type: string; dir: string }[] = [
  { ext: 'docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', dir: 'word/' },
  { ext: 'xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', dir: 'xl/' },
  { ext: 'pptx', type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', dir: 'ppt/' },
];

// The main stream of each legacy Office format, as its UTF-16LE directory entry name.
const OLE_STREAMS: { ext: DocumentExt; type: string; names: string[] }[] = [
  { ext: 'doc', type: 'application/msword', names: ['WordDocument'] },
  { ext: 'xls', type: 'application/vnd.ms-excel', names: ['Workbook', 'Book'] },
  { ext: 'ppt', type: 'application/vnd.ms-powerpoint', names: ['PowerPoint Document'] },
];

export const DOCUMENT_TYPE_OF_EXT: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  ...Object.fromEntries([...OFFICE_ZIP, ...OLE_STREAMS].map((o) => [o.ext, o.type])),
};

/** PDF, Office (zip-based or legacy) or a plain zip; null for anything else. */
export function sniffDocument(b: Buffer): Sniffed | null {
  if (b.subarray(0, 5).toString('latin1') === '%PDF-') return { ext: 'pdf', type: 'application/pdf' };
  const entries = zipEntries(b);
  if (entries) {
    if (entries.includes('[Content_Types].xml')) {
      const office = OFFICE_ZIP.find((o) => entries.some((e) => e.startsWith(o.dir)));
      if (office) return { ext: office.ext, type: office.type };
    }
    return { ext: 'zip', type: 'application/zip' };
  }
  if (b.subarray(0, 8).equals(OLE_SIG)) {
    const found = OLE_STREAMS.find((o) => o.names.some((n) => b.includes(Buffer.from(n, 'utf16le'))));
    if (found) return { ext: found.ext, type: found.type };
  }
  return null;
}

/** MP4 (an `ftyp` box first) or WebM (an EBML header whose doc type is webm); null for anything else. */
export function sniffVideo(b: Buffer): Sniffed | null {
  if (b.length >= 12 && b.subarray(4, 8).toString('latin1') === 'ftyp') return { ext: 'mp4', type: 'video/mp4' };
  if (b.length >= 4 && b.readUInt32BE(0) === 0x1a45dfa3 && b.subarray(0, 64).includes(Buffer.from('webm'))) return { ext: 'webm', type: 'video/webm' };
  return null;
}
