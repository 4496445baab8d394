import { z } from 'zod';

/*
 * Uploads of documents and videos (issue 9 item 2), in the style of the image upload: one
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

/** What the document and video uploads return: the stored URL, its sniffed type and size. */
export const fileUploadResultSchema = z.object({ url: z.string(), type: z.string(), size: z.number().int() });
export type FileUploadResult = z.infer<typeof fileUploadResultSchema>;
