import { placeholderPng } from '../seed/png';
import { imageSize } from './image-size';

describe('imageSize', () => {
  it('reads a PNG', () => {
    expect(imageSize(placeholderPng(240, 120, [0, 0, 0], [9, 9, 9]))).toEqual({ width: 240, height: 120 });
  });
  it('reads a GIF', () => {
    const gif = Buffer.from('474946383961' + '4000' + '2000' + '000000', 'hex');
    expect(imageSize(gif)).toEqual({ width: 64, height: 32 });
  });
  it('reads a lossless and an extended WebP', () => {
    const head = (chunk: string, body: Buffer) =>
      Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.from(chunk), Buffer.alloc(4), body]);
    const bits = Buffer.alloc(4);
    bits.writeUInt32LE(((100 - 1) & 0x3fff) | (((50 - 1) & 0x3fff) << 14));
    expect(imageSize(head('VP8L', Buffer.concat([Buffer.from([0x2f]), bits, Buffer.alloc(10)])))).toEqual({ width: 100, height: 50 });
    const x = Buffer.alloc(14);
    x.writeUIntLE(512 - 1, 4, 3);
    x.writeUIntLE(256 - 1, 7, 3);
    expect(imageSize(head('VP8X', x))).toEqual({ width: 512, height: 256 });
  });
  it('reads a JPEG past its other segments', () => {
    const app0 = Buffer.from('ffe000104a46494600010100000100010000', 'hex');
    const sof = Buffer.from('ffc0001108' + '0078' + '00a0' + '03012200021101031101', 'hex');
    expect(imageSize(Buffer.concat([Buffer.from('ffd8', 'hex'), app0, sof, Buffer.alloc(4)]))).toEqual({ width: 160, height: 120 });
  });
  it('says null for anything else', () => {
    expect(imageSize(Buffer.from('not an image at all, just some text'))).toBeNull();
    expect(imageSize(Buffer.alloc(0))).toBeNull();
  });
});
