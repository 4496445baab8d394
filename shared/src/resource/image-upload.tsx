import { useState } from 'react';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { http, isApiError } from '@admin/shared/api';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from '@admin/shared/contract/resources';
import type { UploadResult } from '@admin/shared/contract/resources';
import { defineMessages } from '@admin/shared/i18n';
import { useKitI18n } from './texts';
import type { ImageRule } from './types';

// In this module, not a file of texts alone: `sideEffects: false` would drop a bare import.
defineMessages({
  'resource.image.notSquare': ['图片应为正方形，这张是 {w}×{h}', 'The picture must be square; this one is {w}×{h}'],
  'resource.image.side': ['图片边长应在 {min} 到 {max} 像素之间，这张是 {w}×{h}', 'Each side must be {min} to {max} pixels; this one is {w}×{h}'],
  'resource.image.unreadable': ['读不出这张图片的尺寸，请换一张', 'The size of this picture cannot be read; please choose another'],
  'resource.image.rule': ['正方形，边长 {min}–{max} 像素', 'Square, {min}–{max} pixels a side'],
});

/** The pixel size of a picture file, as the browser decodes it (null when it cannot). */
function pictureSize(file: Blob): Promise<{ w: number; h: number } | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const img = new window.Image();
    const done = (v: { w: number; h: number } | null) => {
      URL.revokeObjectURL(url);
      resolve(v);
    };
    img.onload = () => done({ w: img.naturalWidth, h: img.naturalHeight });
    img.onerror = () => done(null);
    img.src = url;
  });
}

export const UPLOAD_PATH = '/base/upload/image';

export interface ImageUploadProps {
  /** The stored URL (`/uploads/…` or http(s)). */
  value?: string | null;
  onChange?: (url: string) => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
  /** Size the picture must have, checked before it is sent. */
  rule?: ImageRule;
}

/** Uploads one image through POST base/upload/image and shows a preview of the stored URL. */
export function ImageUpload({ value, onChange, disabled, id, 'aria-label': ariaLabel, rule }: ImageUploadProps) {
  const { t } = useKitI18n();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const mb = UPLOAD_MAX_BYTES / 1024 / 1024;

  // Checked here too so a wrong file fails at once; the server sniffs the content regardless.
  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('resource.uploadWrongType'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(t('resource.uploadTooLarge', { mb }));
      return Upload.LIST_IGNORE;
    }
    if (rule) {
      const size = await pictureSize(file);
      const min = rule.min ?? 1;
      const max = rule.max ?? Number.MAX_SAFE_INTEGER;
      const refuse = !size
        ? t('resource.image.unreadable')
        : rule.square && size.w !== size.h
          ? t('resource.image.notSquare', size)
          : Math.min(size.w, size.h) < min || Math.max(size.w, size.h) > max
            ? t('resource.image.side', { min, max, ...size })
            : null;
      if (refuse) {
        setProblem(refuse);
        return Upload.LIST_IGNORE;
      }
    }
    setProblem(null);
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setBusy(true);
    try {
      const body = new FormData();
      body.append(UPLOAD_FIELD, file as Blob);
      // Its errors are shown here, at the image field, not as a toast naming the API's `file`.
      const result = await http.post<UploadResult>(UPLOAD_PATH, body, { quiet: () => true });
      onChange?.(result.url);
      onSuccess?.(result);
    } catch (e) {
      if (isApiError(e)) setProblem(e.fieldErrors[0]?.message ?? e.msg);
      onError?.(e as Error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={8} id={id}>
      {value ? <Image src={value} alt={ariaLabel ?? ''} width={160} style={{ objectFit: 'contain', maxHeight: 120 }} /> : null}
      <Flex gap={8} align="center" wrap>
        <Upload accept={UPLOAD_TYPES.join(',')} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest} disabled={disabled || busy}>
          <Button disabled={disabled} loading={busy} aria-label={ariaLabel ? `${t('resource.upload')} ${ariaLabel}` : undefined}>
            {busy ? t('resource.uploading') : t('resource.upload')}
          </Button>
        </Upload>
        {value && !disabled ? (
          <Button type="link" onClick={() => onChange?.('')}>
            {t('resource.uploadRemove')}
          </Button>
        ) : null}
      </Flex>
      <Typography.Text type={problem ? 'danger' : 'secondary'} role={problem ? 'alert' : undefined} style={{ fontSize: 12 }}>
        {problem ?? t('resource.uploadTypes', { mb })}
        {!problem && rule?.square && rule.min && rule.max ? ` · ${t('resource.image.rule', { min: rule.min, max: rule.max })}` : null}
      </Typography.Text>
    </Flex>
  );
}
