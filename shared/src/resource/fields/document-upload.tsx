import { useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { DOCUMENT_ACCEPT, type DocumentFile } from '@admin/shared/contract/resources';
import { isPdfUrl, PdfPreview } from './pdf-preview';
import { formatBytes } from './upload-file';
import { useResumableUpload } from './use-resumable-upload';
import { UploadProgress } from './upload-progress';
import { useFieldI18n } from './texts';
import { HiddenFileInput } from './hidden-file-input';

export interface DocumentUploadProps {
  value?: DocumentFile | null;
  onChange?: (value: DocumentFile | null) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/**
 * One document (PDF, Office, zip): name, size and download link of the stored file, a PDF's first
 * page; upload with progress, replace, remove.
 */
export function DocumentUpload({ value, onChange, id, disabled, 'aria-label': ariaLabel }: DocumentUploadProps) {
  const { t } = useFieldI18n();
  const input = useRef<HTMLInputElement>(null);
  // Resumable (tus), like videos: a dropped link or a reload continues where it stopped.
  const { send, cancel, state, busy, problem, mb } = useResumableUpload('document');
  // What the server learnt of the file just uploaded: stored before (the same bytes), its pages.
  const [learnt, setLearnt] = useState<{ duplicate: boolean; pages: number | null } | null>(null);

  const pick = async (file: File | undefined) => {
    const stored = file ? await send(file) : null;
    setLearnt(stored ? { duplicate: !!stored.duplicate, pages: stored.page_count ?? null } : null);
    if (file && stored) onChange?.({ url: stored.url, name: file.name.slice(0, 255) || 'file', size: stored.size });
  };
  return (
    <Flex vertical gap={6} id={id}>
      {value ? (
        <Typography.Link href={value.url} download={value.name} aria-label={t('resource.file.download', { name: value.name })}>
          {t('resource.file.nameSize', { name: value.name, size: formatBytes(value.size) })}
        </Typography.Link>
      ) : null}
      {isPdfUrl(value?.url) ? <PdfPreview url={value.url} name={value.name} /> : null}
      <Flex gap={8} align="center" wrap>
        <HiddenFileInput
          ref={input}
          accept={DOCUMENT_ACCEPT}
          data-testid={id ? `${id}-file` : undefined}
          aria-label={ariaLabel}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button disabled={disabled || busy} loading={busy} onClick={() => input.current?.click()}>
          {value ? t('resource.file.replace') : t('resource.file.upload')}
        </Button>
        {value && !disabled ? (
          <Button type="link" onClick={() => onChange?.(null)} disabled={busy}>
            {t('resource.file.remove')}
          </Button>
        ) : null}
      </Flex>
      {learnt && value ? (
        <Typography.Text type={learnt.duplicate ? 'warning' : 'secondary'} role="status" style={{ fontSize: 12 }}>
          {[learnt.duplicate ? t('resource.file.duplicate') : '', learnt.pages ? t('resource.file.pages', { n: learnt.pages }) : ''].filter(Boolean).join(' ')}
        </Typography.Text>
      ) : null}
      {state ? <UploadProgress state={state} onCancel={() => void cancel()} /> : null}
      <Typography.Text type={problem ? 'danger' : 'secondary'} style={{ fontSize: 12 }} role={problem ? 'alert' : undefined}>
        {problem ?? t('resource.file.types', { mb })}
      </Typography.Text>
    </Flex>
  );
}

/** A document in a list: its name as a download link. */
export function DocumentCell({ value }: { value: unknown }) {
  const v = value as DocumentFile | null | undefined;
  if (!v || typeof v !== 'object' || !v.url) return null;
  return (
    <Typography.Link href={v.url} download={v.name}>
      {v.name}
    </Typography.Link>
  );
}
