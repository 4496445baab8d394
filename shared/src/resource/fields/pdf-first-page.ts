/*
 * Draws the first page of a PDF as a PNG, with PDF.js (pdfjs-dist). This module is only ever
 * imported lazily (pdf-preview.tsx's `import()`), so PDF.js (about 2 MB) is downloaded the first
 * time a preview is shown, never with the kit or a screen.
 *
 * The legacy build: the modern one needs features only the newest browsers have
 * (Math.sumPrecise, Map.getOrInsertComputed). PDF.js runs on this thread (its "fake worker", the
 * worker module loaded here): a Worker must come from the page's origin, and a remote's code may
 * be served from another; one first page is quick to draw.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.min.mjs';
import * as worker from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;

/** Bytes PDF.js asks for per range request: a large file is read only as far as its first page needs. */
const RANGE_BYTES = 256 * 1024;

/**
 * The first page of the PDF at `url` drawn `width` CSS pixels wide (times the screen's pixel
 * ratio), as a PNG blob. The file is read with range requests where the server allows them.
 */
export async function renderFirstPage(url: string, width: number): Promise<Blob> {
  const task = getDocument({ url, disableAutoFetch: true, disableStream: true, rangeChunkSize: RANGE_BYTES });
  try {
    const doc = await task.promise;
    const page = await doc.getPage(1);
    const scale = (width / page.getViewport({ scale: 1 }).width) * Math.min(2, globalThis.devicePixelRatio || 1);
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // The page's own background is transparent: white, as on paper.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas.toBlob gave nothing'))), 'image/png'));
  } finally {
    await task.destroy();
  }
}
