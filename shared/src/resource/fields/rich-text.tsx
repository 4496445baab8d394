import { Suspense } from 'react';
import { Skeleton, Typography } from 'antd';
import { retryableLazy, useRevealWhenLoaded } from '../../chunk/retryable-lazy';
import { useFieldI18n } from './texts';

export interface RichTextEditorProps {
  /** HTML as stored (sanitised by the server). */
  value?: string | null;
  onChange?: (html: string) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
  /** A formula button: LaTeX typed in a dialog with its drawing, stored as `$…$` in the text. */
  formulas?: boolean;
}

// The editor (TipTap and ProseMirror) is a chunk of its own, fetched when a form shows a rich-text field.
const Editor = retryableLazy(() => import('./rich-text-editor'));

/** The rich-text field: the editor, loaded on first use. */
export function RichTextInput(props: RichTextEditorProps) {
  const { t } = useFieldI18n();
  // Shown when it has loaded, not 300 ms after the skeleton appeared (see useRevealWhenLoaded).
  useRevealWhenLoaded(Editor);
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} title={false} aria-label={t('resource.rich.loading')} />}>
      <Editor {...props} />
    </Suspense>
  );
}

/** Rich text in a list: its text only, shortened (never the HTML itself rendered in a cell). */
export function RichTextCell({ value }: { value: unknown }) {
  if (typeof value !== 'string' || !value) return null;
  const text = new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '';
  return (
    <Typography.Text ellipsis style={{ maxWidth: 240 }} title={text}>
      {text}
    </Typography.Text>
  );
}
