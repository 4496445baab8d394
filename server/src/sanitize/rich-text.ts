import { isRichText, unwrapSchema } from '@admin/shared/contract/resources';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';

const PROBE = 'http://rich-text.invalid';

/**
 * An image's src as the browser will request it, or '' when it may not stay: an http(s) URL as
 * it is, or a path of this origin resolved first ('..', '%2e%2e', backslashes, as a browser
 * resolves them) that must then name one uploaded file (`/uploads/<name>`), so an image can
 * never point at the API or a page.
 */
function imageSrc(src: string | undefined): string {
  if (!src) return '';
  if (/^https?:\/\//i.test(src)) return src;
  if (!src.startsWith('/')) return '';
  let u: URL;
  try {
    u = new URL(src, PROBE);
  } catch {
    return '';
  }
  // One file name: no further segment, no separator or dot the uploads route might decode.
  if (u.origin !== PROBE || !/^\/uploads\/[^/]+$/.test(u.pathname) || /%(2f|5c|2e)/i.test(u.pathname)) return '';
  return `${u.pathname}${u.search}${u.hash}`;
}

/*
 * The allow-list for HTML of the rich-text editor: only the formatting the
 * editor produces survives; scripts, event handlers, styles, frames, SVG and unsafe URLs do not.
 * Applied on the server to every field the contract marks with `richText(max)`, whatever client
 * sent it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Dropped with their content, not unwrapped into text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tag, attribs) => ({
      tagName: tag,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
    }),
    img: (tag, attribs) => ({ tagName: tag, attribs: { ...attribs, src: imageSrc(attribs.src) } }),
  },
  // Images only from the upload API or the web (imageSrc); any other src is dropped with its tag.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The HTML with only allowed tags, attributes and URL schemes. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);

/**
 * The value with every rich-text field of the schema sanitised, at any depth (fields of sub-list
 * items too). Runs on what the schema already accepted, so the shapes are known.
 */
export function sanitizeBody(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema || value === null || value === undefined) return value;
  if (isRichText(schema)) return typeof value === 'string' ? sanitizeRichText(value) : value;
  const s = unwrapSchema(schema);
  if (s instanceof z.ZodObject && typeof value === 'object' && !Array.isArray(value)) {
    let out: Record<string, unknown> | null = null;
    for (const [k, field] of Object.entries(s.shape as Record<string, z.ZodType>)) {
      if (!(k in (value as object))) continue;
      const before = (value as Record<string, unknown>)[k];
      const after = sanitizeBody(field, before);
      if (after !== before) (out ??= { ...(value as Record<string, unknown>) })[k] = after;
    }
    return out ?? value;
  }
  if (s instanceof z.ZodArray && Array.isArray(value)) {
    const items = value.map((v) => sanitizeBody(s.element as z.ZodType, v));
    return items.some((v, i) => v !== value[i]) ? items : value;
  }
  return value;
}
