import { isRichText, unwrapSchema } from '@admin/shared/contract/resources';
import sanitizeHtml from 'sanitize-html';
import { z } from 'zod';

/*
 * The allow-list for HTML of the rich-text editor (issue 9 item 2): only the formatting the
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
  },
  // Images only from the upload API or the web; a relative or odd src is dropped with its tag.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https?:\/\/|\/uploads\/)/i.test(frame.attribs.src ?? ''),
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
