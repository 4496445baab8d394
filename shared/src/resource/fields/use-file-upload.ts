import { useState } from 'react';
import type { FileUploadResult } from '@admin/shared/contract/resources';
import { uploadFile } from './upload-file';
import { useFieldI18n } from './texts';

/**
 * The state of one file field's upload: progress while sending, the problem to show at the field.
 * A file over `maxBytes` fails before it is sent; the server checks size and content regardless.
 */
export function useFileUpload(path: string, maxBytes: number) {
  const { t } = useFieldI18n();
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const mb = maxBytes / 1024 / 1024;

  /** Sends the file; resolves to what the server stored, or null when it was refused (the problem is shown). */
  const send = async (file: File): Promise<FileUploadResult | null> => {
    if (file.size > maxBytes) {
      setProblem(t('resource.file.tooLarge', { mb }));
      return null;
    }
    setProblem(null);
    setPercent(0);
    const outcome = await uploadFile(path, file, setPercent);
    setPercent(null);
    if (outcome.ok) return outcome.file;
    setProblem(outcome.message);
    return null;
  };

  return { send, percent, busy: percent !== null, problem, mb };
}
