import { useEffect, useState } from 'react';
import { Skeleton, Typography } from 'antd';
import { useFieldI18n } from './texts';

/** A stored PDF: uploads are named `<random>.<sniffed ext>`. */
export const isPdfUrl = (url: string | undefined | null): url is string => !!url && /\.pdf$/i.test(url.split(/[?#]/)[0]);

export interface PdfPreviewProps {
  url: string;
  /** The file's name, for the image's text alternative. */
  name: string;
  /** Width in CSS pixels. */
  width?: number;
}

/** A drawing of one file at one width: its image's object URL, or null when it could not be drawn. */
type Drawn = { key: string; src: string | null };

/**
 * The first page of a stored PDF as an image. PDF.js is loaded at the first preview
 * (pdf-first-page.ts, a chunk of its own); a file it cannot read shows a line saying so.
 */
export function PdfPreview({ url, name, width = 160 }: PdfPreviewProps) {
  const { t } = useFieldI18n();
  const key = `${width} ${url}`;
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let live = true;
    let src = '';
    import(/* webpackChunkName: "pdf-preview" */ './pdf-first-page')
      .then(({ renderFirstPage }) => renderFirstPage(url, width))
      .then((blob) => {
        src = URL.createObjectURL(blob);
        if (live) setDrawn({ key, src });
        else URL.revokeObjectURL(src);
      })
      .catch(() => live && setDrawn({ key, src: null }));
    return () => {
      live = false;
      if (src) URL.revokeObjectURL(src);
    };
  }, [key, url, width]);
  // Another file (or width) is being drawn until its own drawing arrives.
  const shown = drawn?.key === key ? drawn : null;

  const frame = { width, boxSizing: 'border-box', border: '1px solid rgba(0,0,0,0.15)', borderRadius: 4, display: 'block' } as const;
  if (shown && shown.src === null) {
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('resource.file.previewFailed')}
      </Typography.Text>
    );
  }
  if (!shown?.src) {
    return (
      <div role="status" aria-label={t('resource.file.previewLoading')} style={{ width }}>
        <Skeleton.Image active style={{ width, height: Math.round(width * 1.414) }} />
      </div>
    );
  }
  return <img src={shown.src} alt={t('resource.file.preview', { name })} data-testid="pdf-preview" style={frame} />;
}
