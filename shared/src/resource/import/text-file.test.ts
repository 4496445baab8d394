import { TextEncoder } from 'node:util';
import { decodeTextFile, readTextFile, TextFileError } from './text-file';

// '13800138001,测试,GBK 备注' as Excel on Chinese Windows saves it (GBK bytes).
const GBK_LINE = [49, 51, 56, 48, 48, 49, 51, 56, 48, 48, 49, 44, 178, 226, 202, 212, 44, 71, 66, 75, 32, 177, 184, 215, 162];
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('decodeTextFile', () => {
  it('reads UTF-8 with and without a byte order mark', () => {
    expect(decodeTextFile(utf8('账号,测试'))).toEqual({ text: '账号,测试', encoding: 'utf-8' });
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8('账号,测试')]))).toEqual({ text: '账号,测试', encoding: 'utf-8' });
  });

  it('reads GBK (as GB18030) when the bytes are not UTF-8', () => {
    expect(decodeTextFile(new Uint8Array(GBK_LINE))).toEqual({ text: '13800138001,测试,GBK 备注', encoding: 'gb18030' });
  });

  it('reads UTF-16 named by its byte order mark', () => {
    const le = [0xff, 0xfe, ...[...'测试'].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])];
    expect(decodeTextFile(new Uint8Array(le))).toEqual({ text: '测试', encoding: 'utf-16le' });
  });

  it('refuses bytes that are text in none of them, saying so', () => {
    expect(() => decodeTextFile(new Uint8Array([0x31, 0xff, 0xff, 0x80, 0x32]))).toThrow(TextFileError);
    expect(() => decodeTextFile(new Uint8Array([0x31, 0xff, 0xff, 0x80, 0x32]))).toThrow(/UTF-8 或 GBK/);
    expect(() => decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, 0xff, 0xfe, 0x80]))).toThrow(/标明为 UTF-8/);
  });

  it('reads a chosen file', async () => {
    await expect(readTextFile(new Blob([new Uint8Array(GBK_LINE)]))).resolves.toEqual({ text: '13800138001,测试,GBK 备注', encoding: 'gb18030' });
  });
});
