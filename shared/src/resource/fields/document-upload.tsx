import { useRef } from 'react';
import { Button, Flex, Progress, Typography } from 'antd';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, type DocumentFile } from '@admin/shared/contract/resources';
import { DOCUMENT_UPLOAD_PATH, formatBytes } from './upload-file';
import { useFileUpload } from './use-file-upload';
import { useFieldI18n } from './texts';

export interface DocumentUploadProps {
  value?: DocumentFile | null;
  onChange?: (value: DocumentFile | null) => void;
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/** One document (PDF, Office, zip): name, size and download link of the stored file; upload with progress, replace, remove. */
export function DocumentUpload({ value, onChange, id, disabled, 'aria-label': ariaLabel }: DocumentUploadProps) {
  const { t } = useFieldI18n();
  const input = useRef<HTMLInputElement>(null);
  const { send, percent, busy, problem, mb } = useFileUpload(DOCUMENT_UPLOAD_PATH, DOCUMENT_MAX_BYTES);

  const pick = async (file: File | undefined) => {
    const stored = file ? await send(file) : null;
    if (file && stored) onChange?.({ url: stored.url, name: file.name.slice(0, 255) || 'file', size: stored.size });
  };
  return (
    <Flex vertical gap={6} id={id}>
      {value ? (
        <Typography.Link href={value.url} download={value.name} aria-label={t('resource.file.download', { name: value.name })}>
          {value.name}（{formatBytes(value.size)}）
        </Typography.Link>
      ) : null}
      <Flex gap={8} align="center" wrap>
        <input
          ref={input}
          type="file"
          hidden
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
      {percent !== null ? <Progress percent={percent} size="small" aria-label={t('resource.file.progress', { percent })} /> : null}
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
