import { rt } from '../texts';

/** The encodings a text file for an import is read in: what Excel and editors on Chinese Windows save. */
export type TextFileEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030';

/** A file whose bytes are not text in any encoding an import reads. */
export class TextFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TextFileError';
  }
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

function decode(encoding: TextFileEncoding, bytes: Uint8Array): string | null {
  try {
    // fatal: a byte sequence the encoding has no text for is an error, not U+FFFD.
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The text of a file's bytes, its encoding detected: a byte order mark names it (UTF-8, or the
 * UTF-16 that Excel's "Unicode text" saves); without one, UTF-8 when the bytes are valid UTF-8,
 * else GB18030 (a superset of GBK and GB2312: what Excel on Chinese Windows saves a CSV in).
 * Bytes that are text in none of them are refused, never decoded into replacement characters.
 */
export function decodeTextFile(bytes: Uint8Array): { text: string; encoding: TextFileEncoding } {
  const boms: [TextFileEncoding, number[]][] = [
    ['utf-8', [0xef, 0xbb, 0xbf]],
    ['utf-16le', [0xff, 0xfe]],
    ['utf-16be', [0xfe, 0xff]],
  ];
  for (const [encoding, bom] of boms) {
    if (!startsWith(bytes, bom)) continue;
    // TextDecoder drops the mark itself.
    const text = decode(encoding, bytes);
    if (text === null) throw new TextFileError(rt('resource.textFile.invalid', { encoding: encoding.toUpperCase() }));
    return { text, encoding };
  }
  for (const encoding of ['utf-8', 'gb18030'] as const) {
    const text = decode(encoding, bytes);
    if (text !== null) return { text, encoding };
  }
  throw new TextFileError(rt('resource.textFile.unknown'));
}

/** Reads a file chosen for an import as text (see decodeTextFile); rejects with a TextFileError a person can act on. */
export async function readTextFile(file: Blob): Promise<{ text: string; encoding: TextFileEncoding }> {
  return decodeTextFile(new Uint8Array(await bytesOf(file)));
}

/** The file's bytes; through a FileReader where Blob has no arrayBuffer() (jsdom). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}
