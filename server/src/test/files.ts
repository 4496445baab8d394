/*
 * Small but well-formed files for upload tests: zip archives (stored entries, real CRCs) shaped
 * like Office documents, and the first bytes of the other formats the uploads recognise.
 */

import { crc32 } from '../seed/png';

/** A zip archive holding these entries uncompressed. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fname = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fname.length, 26);
    locals.push(local, fname, data);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(data.length, 24);
    dir.writeUInt16LE(fname.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, fname);
    offset += 30 + fname.length + data.length;
  }
  const cd = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const CT = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
export const DOCX = zipOf({ '[Content_Types].xml': CT, '_rels/.rels': '<Relationships/>', 'word/document.xml': '<w:document/>' });
export const XLSX = zipOf({ '[Content_Types].xml': CT, 'xl/workbook.xml': '<workbook/>' });
export const PPTX = zipOf({ '[Content_Types].xml': CT, 'ppt/presentation.xml': '<p:presentation/>' });
export const ZIP = zipOf({ 'notes.txt': 'hello', 'data/list.csv': 'a,b\n1,2\n' });
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const OLE_HEADER = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
/** The header of a compound file with a directory entry naming `stream` (as legacy Office files have). */
export const oleWith = (stream: string) =>
  Buffer.concat([OLE_HEADER, Buffer.alloc(504), Buffer.from('Root Entry', 'utf16le'), Buffer.alloc(54), Buffer.from(stream, 'utf16le'), Buffer.alloc(64)]);

/** The first boxes of an MP4 and the EBML header of a WebM. */
export const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(64)]);
export const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.alloc(64),
]);
export const MKV = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88]), Buffer.from('matroska'), Buffer.alloc(64)]);
