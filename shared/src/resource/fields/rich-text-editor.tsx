import { useEffect, useRef, useState } from 'react';
import { Flex, Typography } from 'antd';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { UPLOAD_TYPES, type UploadResult } from '@admin/shared/contract/resources';
import { UPLOAD_PATH } from '../image-upload';
import { uploadFile } from './upload-file';
import type { RichTextEditorProps } from './rich-text';
import { RovingToolbar } from '@admin/shared/ui';
import { useFieldI18n } from './texts';
import { FormulaDialog } from './formula-dialog';
import { LinkDialog } from './link-dialog';
import { ToolIcon } from './rich-text-icons';
import { HiddenFileInput } from './hidden-file-input';

/*
 * The TipTap editor behind the rich-text field. Loaded only through import() by rich-text.tsx,
 * so no list screen downloads it. The server sanitises what it produces with an allow-list of
 * the same formatting (server/src/sanitize/rich-text.ts).
 */

const isImage = (f: File) => (UPLOAD_TYPES as readonly string[]).includes(f.type);
/** ProseMirror writes an empty document as one empty paragraph; the field stores ''. */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML());

interface Tool {
  key: string;
  label: string;
  run: (e: Editor) => void;
  active?: (e: Editor) => boolean;
}

const TOOLS: Tool[] = [
  { key: 'bold', label: 'resource.rich.bold', run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  { key: 'italic', label: 'resource.rich.italic', run: (e) => e.chain().focus().toggleItalic().run(), active: (e) => e.isActive('italic') },
  {
    key: 'underline',
    label: 'resource.rich.underline',
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  { key: 'strike', label: 'resource.rich.strike', run: (e) => e.chain().focus().toggleStrike().run(), active: (e) => e.isActive('strike') },
  {
    key: 'h2',
    label: 'resource.rich.h2',
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  { key: 'bullet', label: 'resource.rich.bullet', run: (e) => e.chain().focus().toggleBulletList().run(), active: (e) => e.isActive('bulletList') },
  {
    key: 'ordered',
    label: 'resource.rich.ordered',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  { key: 'quote', label: 'resource.rich.quote', run: (e) => e.chain().focus().toggleBlockquote().run(), active: (e) => e.isActive('blockquote') },
  { key: 'undo', label: 'resource.rich.undo', run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', label: 'resource.rich.redo', run: (e) => e.chain().focus().redo().run() },
];

/** A selection that is one formula (`$…$` or `$$…$$`): its LaTeX, to change it in the dialog. */
function selectedFormula(text: string): { tex: string; display: boolean } {
  const m = /^(\$\$?)([\s\S]*?)\1$/.exec(text.trim());
  return m ? { tex: m[2], display: m[1] === '$$' } : { tex: '', display: false };
}

export default function RichTextEditor({ value, onChange, id, disabled, 'aria-label': ariaLabel, formulas }: RichTextEditorProps) {
  const { t } = useFieldI18n();
  const [formula, setFormula] = useState<{ tex: string; display: boolean } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const changeRef = useRef(onChange);
  useEffect(() => {
    changeRef.current = onChange;
  }, [onChange]);

  /** Uploads images through the image upload API and inserts them with the returned URL (at `pos` when dropped). */
  const insertImages = async (editor: Editor, files: File[], pos?: number) => {
    setProblem(null);
    for (const file of files) {
      setUploading((n) => n + 1);
      const outcome = await uploadFile<UploadResult>(UPLOAD_PATH, file);
      setUploading((n) => n - 1);
      if (!outcome.ok) {
        setProblem(outcome.message);
        continue;
      }
      const chain = editor.chain().focus();
      (pos === undefined ? chain : chain.setTextSelection(pos)).setImage({ src: outcome.file.url, alt: file.name }).run();
    }
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' } }),
      Image,
    ],
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: { ...(id ? { id } : {}), 'aria-label': ariaLabel ?? '', role: 'textbox', 'aria-multiline': 'true', class: 'admin-rich-text' },
      handlePaste: (_view, event) => {
        const files = [...(event.clipboardData?.files ?? [])].filter(isImage);
        if (!files.length || !editorRef.current) return false;
        void insertImages(editorRef.current, files);
        return true;
      },
      handleDrop: (view, event) => {
        const files = [...((event as DragEvent).dataTransfer?.files ?? [])].filter(isImage);
        if (!files.length || !editorRef.current) return false;
        const at = view.posAtCoords({ left: (event as DragEvent).clientX, top: (event as DragEvent).clientY })?.pos;
        void insertImages(editorRef.current, files, at);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => changeRef.current?.(htmlOf(e)),
  });
  const editorRef = useRef<Editor | null>(null);
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  // A value set from outside (the record loaded, the form reset) replaces the content. An editor
  // useEditor has already replaced is destroyed (its schema gone): reading it would throw.
  useEffect(() => {
    if (editor && !editor.isDestroyed && (value ?? '') !== htmlOf(editor)) editor.commands.setContent(value ?? '', { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const active = useEditorState({ editor, selector: ({ editor: e }) => (e ? TOOLS.map((tool) => !!tool.active?.(e)) : TOOLS.map(() => false)) });

  /** The link dialog, open for the selection's link ('' for a new one). */
  const [linking, setLinking] = useState<string | null>(null);
  const link = () => {
    if (editor) setLinking(String(editor.getAttributes('link').href ?? ''));
  };

  const buttons = [
    ...TOOLS.map((tool, i) => ({ key: tool.key, label: t(tool.label), pressed: tool.active ? !!active?.[i] : undefined })),
    { key: 'link', label: t('resource.rich.link'), pressed: undefined as boolean | undefined },
    { key: 'image', label: t('resource.rich.image'), pressed: undefined as boolean | undefined },
    ...(formulas ? [{ key: 'formula', label: t('resource.rich.formula'), pressed: undefined as boolean | undefined }] : []),
  ];
  const press = (key: string) => {
    if (key === 'link') return link();
    if (key === 'formula' && editor) {
      const { from, to } = editor.state.selection;
      return setFormula(selectedFormula(editor.state.doc.textBetween(from, to)));
    }
    if (key === 'image') return fileInput.current?.click();
    const tool = TOOLS.find((x) => x.key === key);
    if (editor && tool) tool.run(editor);
  };

  return (
    <Flex vertical gap={4}>
      <RovingToolbar
        label={`${ariaLabel ?? ''} ${t('resource.rich.toolbar')}`.trim()}
        controls={id}
        style={{ display: 'flex', gap: 4, flexWrap: 'wrap', padding: 4, border: '1px solid #d9d9d9', borderBottom: 'none', borderRadius: '6px 6px 0 0' }}
      >
        {buttons.map((b) => (
          <button
            key={b.key}
            type="button"
            title={b.label}
            aria-label={b.label}
            aria-pressed={b.pressed}
            disabled={disabled}
            onMouseDown={(e) => e.preventDefault()} // keep the editor's selection
            onClick={() => press(b.key)}
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              minWidth: 28,
              height: 28,
              border: 'none',
              borderRadius: 4,
              cursor: 'pointer',
              color: 'inherit',
              background: b.pressed ? '#e6f4ff' : 'transparent',
            }}
          >
            {/* Drawn as a path, named by aria-label. */}
            <ToolIcon name={b.key} />
          </button>
        ))}
      </RovingToolbar>
      {linking !== null ? (
        <LinkDialog
          initial={linking}
          onCancel={() => {
            setLinking(null);
            editor?.commands.focus();
          }}
          onApply={(href) => {
            setLinking(null);
            editor?.chain().focus().extendMarkRange('link').setLink({ href }).run();
          }}
          onRemove={() => {
            setLinking(null);
            editor?.chain().focus().extendMarkRange('link').unsetLink().run();
          }}
        />
      ) : null}
      {formulas && formula ? (
        <FormulaDialog
          initial={formula}
          onCancel={() => setFormula(null)}
          onInsert={(stored) => {
            setFormula(null);
            // As text, never parsed as HTML: `$a<b$` stays what was typed.
            editor?.chain().focus().insertContent({ type: 'text', text: stored }).run();
          }}
        />
      ) : null}
      <HiddenFileInput
        ref={fileInput}
        accept={UPLOAD_TYPES.join(',')}
        multiple
        aria-label={t('resource.rich.image')}
        onChange={(e) => {
          if (editor) void insertImages(editor, [...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
      <div style={{ border: '1px solid #d9d9d9', borderRadius: '0 0 6px 6px', padding: '4px 11px', minHeight: 160 }}>
        <EditorContent editor={editor} />
      </div>
      {uploading ? <Typography.Text type="secondary">{t('resource.rich.uploading')}</Typography.Text> : null}
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
