import { useEffect, useState } from 'react';
import { App, Button, Empty, Flex, Modal, Popconfirm, Spin, Typography, Upload } from 'antd';
import { isApiError } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { UPLOAD_FIELD, UPLOAD_TYPES, senior } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { mayCall, type Rec } from '@admin/shared/resource';
import { readProof } from './proof-image';

defineMessages({
  'pickSchool.senior.proof': ['录取证明', 'Proof'],
  'pickSchool.senior.proof.open': ['查看“{name}”的录取证明', 'Open the proof of admission of “{name}”'],
  'pickSchool.senior.proof.title': ['“{name}”的录取证明', 'Proof of admission of “{name}”'],
  'pickSchool.senior.proof.private': [
    '录取通知书或成绩单截图，仅供有修改权限的同事核实，不在 App 中展示',
    'A screenshot of the admission notice or score report, for colleagues who may edit seniors to check; never shown in the app',
  ],
  'pickSchool.senior.proof.none': ['还没有上传录取证明', 'No proof uploaded yet'],
  'pickSchool.senior.proof.alt': ['“{name}”的录取证明图片', 'The proof of admission of “{name}”'],
  'pickSchool.senior.proof.upload': ['上传证明', 'Upload proof'],
  'pickSchool.senior.proof.replace': ['替换证明', 'Replace proof'],
  'pickSchool.senior.proof.remove': ['删除证明', 'Delete proof'],
  'pickSchool.senior.proof.removeConfirm': ['删除后无法恢复，确定删除这张录取证明？', 'The proof cannot be restored once deleted. Delete it?'],
  'pickSchool.senior.proof.saved': ['录取证明已保存', 'The proof is saved'],
  'pickSchool.senior.proof.removed': ['录取证明已删除', 'The proof is deleted'],
});

/** The proof of one senior: shown, uploaded, replaced and deleted, for holders of the change permission. */
function ProofModal({ record, onClose }: { record: Rec; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const name = String(record.nickname);
  const [has, setHas] = useState(Boolean(record.has_proof));
  const [src, setSrc] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    if (!has) return;
    let live = true;
    readProof(record.id).then(
      (url) => live && setSrc(url),
      (e: unknown) => live && setProblem(isApiError(e) ? e.msg : String(e)),
    );
    return () => {
      live = false;
    };
  }, [has, record.id, tick]);

  const saved = (now: boolean, text: string) => {
    setHas(now);
    setSrc(null);
    setTick((n) => n + 1);
    message.success(text);
  };

  const upload = async (file: Blob) => {
    setBusy(true);
    setProblem(null);
    try {
      const body = new FormData();
      body.append(UPLOAD_FIELD, file);
      // A refused file is said here, beside the picture, not as a toast naming the API's `file`.
      await api.senior.uploadProof({ id: String(record.id) }, body, { quiet: () => true });
      saved(true, t('pickSchool.senior.proof.saved'));
    } catch (e) {
      setProblem(isApiError(e) ? (e.fieldErrors[0]?.message ?? e.msg) : String(e));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await api.senior.deleteProof({ id: String(record.id) });
      saved(false, t('pickSchool.senior.proof.removed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={t('pickSchool.senior.proof.title', { name })} onCancel={onClose} footer={null} destroyOnHidden>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('pickSchool.senior.proof.private')}</Typography.Text>
        {!has ? (
          <Empty description={t('pickSchool.senior.proof.none')} />
        ) : src ? (
          <img src={src} alt={t('pickSchool.senior.proof.alt', { name })} style={{ maxWidth: '100%', maxHeight: 360, objectFit: 'contain' }} />
        ) : problem ? null : (
          <Spin />
        )}
        {problem ? (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        ) : null}
        <Flex gap={8} wrap>
          <Upload
            accept={UPLOAD_TYPES.join(',')}
            showUploadList={false}
            disabled={busy}
            customRequest={({ file, onSuccess }) => void upload(file as Blob).then(() => onSuccess?.(null))}
          >
            <Button type="primary" loading={busy}>
              {t(has ? 'pickSchool.senior.proof.replace' : 'pickSchool.senior.proof.upload')}
            </Button>
          </Upload>
          {has ? (
            <Popconfirm title={t('pickSchool.senior.proof.removeConfirm')} onConfirm={() => remove()}>
              <Button danger disabled={busy}>
                {t('pickSchool.senior.proof.remove')}
              </Button>
            </Popconfirm>
          ) : null}
        </Flex>
      </Flex>
    </Modal>
  );
}

/** A row's 录取证明 button; absent for accounts that may not see proofs (the server refuses them too). */
export function ProofButton({ record }: { record: Rec }) {
  const { t } = useI18n();
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  if (!mayCall(roles, senior.routes.proof, senior.endpoints)) return null;
  const name = String(record.nickname);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} aria-label={t('pickSchool.senior.proof.open', { name })}>
        {t('pickSchool.senior.proof')}
      </Button>
      {open ? <ProofModal record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
