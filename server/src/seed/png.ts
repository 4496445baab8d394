import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { DEMO_IMAGE } from '@admin/shared/contract/resources';
import type { UploadStore } from '../uploads/store';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
/** CRC-32 as PNG chunks and zip entries use it. */
export const crc32 = (b: Buffer) => {
  let c = 0xffffffff;
  for (const x of b) c = CRC_TABLE[(c ^ x) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};

/** A small two-tone PNG (a banner-like placeholder) of the given colours. */
export function placeholderPng(width: number, height: number, [r, g, b]: number[], [r2, g2, b2]: number[]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const stripe = (x + y) % 24 < 12;
      const o = y * (width * 3 + 1) + 1 + x * 3;
      raw[o] = stripe ? r : r2;
      raw[o + 1] = stripe ? g : g2;
      raw[o + 2] = stripe ? b : b2;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PALETTE: [number[], number[]][] = [
  [
    [22, 119, 255],
    [64, 150, 255],
  ],
  [
    [250, 140, 22],
    [255, 169, 64],
  ],
  [
    [82, 196, 26],
    [115, 209, 61],
  ],
  [
    [235, 47, 150],
    [247, 89, 171],
  ],
  [
    [114, 46, 209],
    [146, 84, 222],
  ],
  [
    [19, 194, 194],
    [54, 207, 201],
  ],
  [
    [245, 34, 45],
    [255, 77, 79],
  ],
  [
    [250, 173, 20],
    [255, 197, 61],
  ],
];

/** The image resource modules' demo records point at (`seed` in the contract), e.g. a group's QR code. */
export const DEMO_MODULE_IMAGE = DEMO_IMAGE.slice('/uploads/'.length);

/** Stores the demo images (kept when already there) and returns their /uploads/ URLs. */
export async function storeDemoImages(store: UploadStore): Promise<string[]> {
  await store.putIfMissing(DEMO_MODULE_IMAGE, 'image/png', placeholderPng(160, 160, [38, 38, 38], [89, 89, 89]));
  const urls: string[] = [];
  for (const [i, [a, b]] of PALETTE.entries()) {
    const name = `${createHash('md5').update(`demo-image-${i}`).digest('hex')}.png`;
    await store.putIfMissing(name, 'image/png', placeholderPng(240, 120, a, b));
    urls.push(`/uploads/${name}`);
  }
  return urls;
}
