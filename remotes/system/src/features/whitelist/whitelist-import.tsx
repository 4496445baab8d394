import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Table, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { isApiError } from '@admin/shared/api';
import { useAuthStore } from '@admin/shared/auth';
import { Code } from '@admin/shared/contract';
import { WHITELIST_IMPORT_MAX, WHITELIST_TYPES, whitelist, type WhitelistImportResult } from '@admin/shared/contract/resources';
import { api, useResourceMutation } from '@admin/shared/data';
import { defineMessages, t, useI18n } from '@admin/shared/i18n';
import { DateTimeInput, mayCall, readTextFile } from '@admin/shared/resource';

defineMessages({
  'system.whitelist.import': ['批量导入', 'Import'],
  'system.whitelist.import.title': ['批量导入白名单', 'Import whitelist entries'],
  'system.whitelist.import.text': ['账号列表', 'Entries'],
  'system.whitelist.import.help': [
    '每行一个：账号,类型,备注,有效期（后三项可省略）。账号为 11 位手机号或用户 ID；类型为 测试 / 员工 / 合作方；有效期如 2027-06-30。最多 {max} 行。',
    'One a line: account,type,note,expires (the last three optional). Account: an 11-digit phone or a user id; type: tester / staff / partner; expiry like 2027-06-30. At most {max} lines.',
  ],
  'system.whitelist.import.file': ['读取 CSV 文件', 'Read a CSV file'],
  'system.whitelist.import.type': ['默认类型', 'Default type'],
  'system.whitelist.import.expires': ['默认有效期', 'Default expiry'],
  'system.whitelist.import.submit': ['导入', 'Import'],
  'system.whitelist.import.close': ['关闭', 'Close'],
  'system.whitelist.import.done': ['已导入 {n} 条', '{n} imported'],
  'system.whitelist.import.refused': ['{n} 行未导入，请修改后重新导入这些行', '{n} lines not imported; fix them and import them again'],
  'system.whitelist.import.line': ['行号', 'Line'],
  'system.whitelist.import.content': ['内容', 'Content'],
  'system.whitelist.import.reason': ['原因', 'Reason'],
  'system.whitelist.import.empty': ['请粘贴账号列表或读取 CSV 文件', 'Paste the entries or read a CSV file'],
});

/**
 * 批量导入: a pasted list or a CSV file's text goes to the server in one request; the good lines
 * are written together and the refused ones come back by line number, kept in the box to fix.
 */
export function WhitelistImport({ onDone }: { onDone?: () => void }) {
  useI18n();
  const roles = useAuthStore((s) => s.roles);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [type, setType] = useState<string>('tester');
  const [expires, setExpires] = useState<Dayjs | null>(null);
  const importing = useResourceMutation(api.whitelist.import.returning<WhitelistImportResult>(), { quiet: (e) => e.code === Code.INVALID });
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<WhitelistImportResult | null>(null);
  /** Some import of this opening wrote entries. */
  const [wrote, setWrote] = useState(false);
  if (!mayCall(roles, whitelist.routes.import, whitelist.endpoints)) return null;

  // The list reads again once the dialog closes (reloading it now would close the dialog's report).
  const close = () => {
    setOpen(false);
    if (wrote) onDone?.();
    setWrote(false);
    setResult(null);
    setError(null);
  };
  const submit = async () => {
    if (!text.trim()) {
      setError(t('system.whitelist.import.empty'));
      return;
    }
    setError(null);
    try {
      const r = await importing.mutateAsync({ body: { text, type, expires_at: expires ? expires.format() : null } });
      setResult(r);
      if (r.created) setWrote(true);
      // What is left to fix stays in the box: the refused lines, in their order.
      setText(r.refused.map((x) => x.text).join('\n'));
    } catch (e) {
      if (!isApiError(e) || e.code !== Code.INVALID) throw e;
      setError(e.fieldErrors.map((f) => f.message).join('；') || e.msg);
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('system.whitelist.import')}</Button>
      <Modal
        open={open}
        title={t('system.whitelist.import.title')}
        onCancel={close}
        width={720}
        destroyOnHidden
        footer={[
          <Button key="close" onClick={close}>
            {t('system.whitelist.import.close')}
          </Button>,
          <Button key="submit" type="primary" loading={importing.isPending} onClick={submit}>
            {t('system.whitelist.import.submit')}
          </Button>,
        ]}
      >
        {result ? (
          <div role="status" style={{ marginBottom: 12 }}>
            <Alert
              type={result.refused.length ? 'warning' : 'success'}
              showIcon
              title={t('system.whitelist.import.done', { n: result.created })}
              description={result.refused.length ? t('system.whitelist.import.refused', { n: result.refused.length }) : undefined}
            />
            {result.refused.length ? (
              <Table
                size="small"
                style={{ marginTop: 8, maxHeight: 280, overflowY: 'auto' }}
                rowKey="line"
                pagination={false}
                dataSource={result.refused}
                aria-label={t('system.whitelist.import.refused', { n: result.refused.length })}
                columns={[
                  { title: t('system.whitelist.import.line'), dataIndex: 'line', width: 70 },
                  { title: t('system.whitelist.import.content'), dataIndex: 'text', width: 220 },
                  { title: t('system.whitelist.import.reason'), dataIndex: 'reason' },
                ]}
              />
            ) : null}
          </div>
        ) : null}
        {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} role="alert" /> : null}
        <Form layout="vertical">
          <Form.Item
            label={t('system.whitelist.import.text')}
            htmlFor="whitelist-import-text"
            help={t('system.whitelist.import.help', { max: WHITELIST_IMPORT_MAX })}
          >
            <Input.TextArea
              id="whitelist-import-text"
              rows={8}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={'13800138000,测试,iOS 测试机,2027-06-30\n10086,员工'}
            />
          </Form.Item>
          <Form.Item>
            <Upload
              accept=".csv,.txt,text/csv,text/plain"
              showUploadList={false}
              beforeUpload={async (file) => {
                setResult(null);
                try {
                  // UTF-8 or GBK, as Excel saved it; a file that is neither is refused, saying so.
                  setText((await readTextFile(file)).text);
                  setError(null);
                } catch (e) {
                  setError(e instanceof Error ? e.message : String(e));
                }
                return false;
              }}
            >
              <Button icon={<UploadOutlined />}>{t('system.whitelist.import.file')}</Button>
            </Upload>
          </Form.Item>
          <Form.Item label={t('system.whitelist.import.type')}>
            <Radio.Group
              value={type}
              onChange={(e) => setType(e.target.value as string)}
              options={WHITELIST_TYPES.map((v) => ({ value: v, label: t(`system.whitelist.type.${v}`) }))}
            />
          </Form.Item>
          <Form.Item label={t('system.whitelist.import.expires')} help={t('system.whitelist.expiresAt.help')}>
            <DateTimeInput aria-label={t('system.whitelist.import.expires')} value={expires} onChange={setExpires} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
