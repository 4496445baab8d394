import { z } from 'zod';

/*
 * Uploads of documents and videos, in the style of the image upload: one
 * multipart field `file`, recognised by content (never by name), a size limit, a random stored
 * name. Documents are served as attachments, never rendered by the browser.
 */

/** POST /base/upload/document: PDF, Office (docx/xlsx/pptx, doc/xls/ppt) or zip, at most 20 MB. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** What the browser's file picker offers; the server decides by content. */
export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.zip';
export const DOCUMENT_EXTS = ['pdf', 'docx', 'xlsx', 'pptx', 'doc', 'xls', 'ppt', 'zip'] as const;
export type DocumentExt = (typeof DOCUMENT_EXTS)[number];

/** POST /base/upload/video: MP4 or WebM, at most 100 MB. */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const VIDEO_ACCEPT = 'video/mp4,video/webm,.mp4,.webm';
export const VIDEO_EXTS = ['mp4', 'webm'] as const;

/**
 * The resumable upload (the tus protocol, tus.io, version 1.0.0 with the creation and termination
 * extensions) at API_PREFIX + RESUMABLE_UPLOAD_PATH: what every video field and large document
 * uses. The kind is the upload's metadata `kind`; its size is declared when the upload is created
 * and checked against the kind's limit before a byte is sent. The answer of the request that
 * completes the upload carries the stored file, in the API's envelope (FileUploadResult).
 */
export const RESUMABLE_UPLOAD_PATH = '/base/upload/resumable';
export const RESUMABLE_KINDS = ['video', 'document'] as const;
export type ResumableKind = (typeof RESUMABLE_KINDS)[number];
export const RESUMABLE_MAX_BYTES: Record<ResumableKind, number> = { video: 2 * 1024 * 1024 * 1024, document: 200 * 1024 * 1024 };

/**
 * What the document and video uploads return: the stored URL, its sniffed type and size. A document
 * also says its SHA-256, its page count (PDF; null for other kinds), and `duplicate` when the same
 * bytes were stored before: the URL is then that file's, stored once.
 */
export const fileUploadResultSchema = z.object({
  url: z.string(),
  type: z.string(),
  size: z.number().int(),
  sha256: z.string().optional(),
  page_count: z.number().int().nullable().optional(),
  duplicate: z.boolean().optional(),
});
export type FileUploadResult = z.infer<typeof fileUploadResultSchema>;
