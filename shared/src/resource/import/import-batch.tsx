import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Drawer, Flex, Form, Input, Modal, Space, Switch, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { isApiError } from '@admin/shared/api';
import {
  checkImportRow,
  normaliseCells,
  type CellError,
  type CollectionModule,
  type ImportBatch as Batch,
  type ImportCells,
  type ImportResult,
  type ImportRow,
  type ImportSpec,
} from '@admin/shared/contract/resources';
import { clientOf, type OpCall } from '@admin/shared/data';
import { uploadFile } from '../fields/upload-file';
import { readTextFile } from './text-file';
import { downloadTemplate } from './template-download';
import { useImportI18n } from './texts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Ops = Record<'importGet' | 'importFix' | 'importConfirm' | 'importDiscard', OpCall<any, any>>;

export interface ImportBatchProps {
  /** The resource imported into (its module declares IMPORT_PATHS). */
  module: CollectionModule;
  /** Its sheet: the columns shown, and the checks run as a row is edited. */
  spec: ImportSpec;
  /** What the drawer's title calls the records, e.g. 招生专业. */
  label: string;
  open: boolean;
  onClose: () => void;
  /** After a confirm wrote its records. */
  onImported?: (result: ImportResult) => void;
  /** The files taken (an input's accept) and how the choose button names them; default XLSX, CSV, TSV. */
  accept?: string;
  chooseText?: string;
  /** The record a row's cells make, drawn beside the row being fixed (null: the cells make none yet). */
  preview?: (record: Record<string, unknown> | null) => ReactNode;
  /** Where a note's stored record opens (a new tab), e.g. the list with its view. */
  recordHref?: (id: number) => string;
}

const PAGE = 20;
const isText = (f: File) => /\.(csv|tsv|txt)$/i.test(f.name) || f.type.startsWith('text/');

/**
 * A staged import (contract/resources/import-batch.ts): download the template, upload a file, review
 * its rows with each problem shown in its cell, fix rows one by one (checked as they are typed and
 * again by the server), then import every row, only the valid ones, or discard the batch.
 */
export function ImportBatch({ module, spec, label, open, onClose, onImported, accept, chooseText, preview, recordHref }: ImportBatchProps) {
  const { t, locale } = useImportI18n();
  const { message } = App.useApp();
  const ops = clientOf(module) as unknown as Ops;
  const lang = locale === 'en' ? 'en' : 'zh';
  const [batch, setBatch] = useState<Batch | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [errorsOnly, setErrorsOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [editing, setEditing] = useState<ImportRow | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const headerOf = useCallback((key: string) => spec.columns.find((c) => c.key === key)?.header[lang === 'zh' ? 0 : 1] ?? key, [spec, lang]);
  const say = (e: Pick<CellError, 'message' | 'message_en'>) => (lang === 'zh' ? e.message : e.message_en);

  const load = useCallback(
    async (id: number, p: number, only: boolean) => {
      setBatch(await ops.importGet({ batch: id }, { page: p, limit: PAGE, ...(only ? { errors_only: 1 } : {}) }));
      setPage(p);
    },
    [ops],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFileError(null);
    setBusy(t('resource.import.reading', { name: file.name }));
    try {
      // A text file is decoded here (UTF-8, UTF-16 or GB18030) and sent as UTF-8.
      const sent = isText(file) ? new File([(await readTextFile(file)).text], file.name, { type: 'text/csv' }) : file;
      const r = await uploadFile<Batch>(`${module.base}/import/`, sent);
      if (!r.ok) setFileError(r.message);
      else {
        setBatch(r.file);
        setPage(1);
        setErrorsOnly(false);
      }
    } catch (e) {
      setFileError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };

  const confirm = async (onlyValid: boolean) => {
    if (!batch) return;
    setBusy(t(onlyValid ? 'resource.import.confirmValid' : 'resource.import.confirmAll', { n: batch.counts.valid }));
    try {
      const r = (await ops.importConfirm({ batch: batch.id }, { only_valid: onlyValid })) as ImportResult;
      setResult(r);
      setBatch(null);
      onImported?.(r);
    } catch (e) {
      if (!isApiError(e)) throw e;
    } finally {
      setBusy(null);
    }
  };

  const discard = async () => {
    if (!batch) return;
    await ops.importDiscard({ batch: batch.id });
    setBatch(null);
    message.info(t('resource.import.discarded'));
  };

  const columns: ColumnsType<ImportRow> = useMemo(
    () => [
      { title: t('resource.import.line'), dataIndex: 'line', width: 56, fixed: 'left' },
      ...spec.columns.map((c) => ({
        title: headerOf(c.key),
        key: c.key,
        width: Math.max(90, (c.width ?? 12) * 9),
        onCell: (row: ImportRow) =>
          row.errors.some((e) => e.column === c.key) ? { className: 'import-cell-error', style: { background: 'var(--ant-color-error-bg, #fff2f0)' } } : {},
        render: (_: unknown, row: ImportRow) => {
          const errors = row.errors.filter((e) => e.column === c.key);
          const notes = (row.notes ?? []).filter((n) => n.column === c.key);
          return (
            <>
              <span>{row.cells[c.key] ?? ''}</span>
              {errors.map((e, i) => (
                <Typography.Text key={i} type="danger" style={{ display: 'block', fontSize: 12 }}>
                  {say(e)}
                </Typography.Text>
              ))}
              {notes.map((n, i) => (
                <Typography.Text key={`n${i}`} type="warning" style={{ display: 'block', fontSize: 12 }}>
                  {say(n)}
                  {n.record_id !== null && recordHref ? (
                    <>
                      {' '}
                      <a href={recordHref(n.record_id)} target="_blank" rel="noreferrer">
                        {t('resource.import.openRecord', { id: n.record_id })}
                      </a>
                    </>
                  ) : null}
                </Typography.Text>
              ))}
            </>
          );
        },
      })),
      {
        title: t('resource.import.action'),
        key: 'action',
        width: 120,
        fixed: 'right',
        render: (_: unknown, row: ImportRow) => (
          <Space size={4}>
            <span>{t(`resource.import.action.${row.action ?? 'error'}`)}</span>
            <Button size="small" type="link" onClick={() => setEditing(row)} aria-label={t('resource.import.fixRow', { line: row.line })}>
              {t('resource.import.fix')}
            </Button>
          </Space>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [spec, lang, t, headerOf, recordHref],
  );

  const keyNames = spec.key.map((k) => headerOf(spec.columns.find((c) => c.key === k || c.fields?.includes(k))?.key ?? k)).join(lang === 'zh' ? '、' : ', ');
  let body: ReactNode;
  if (result) {
    body = (
      <Space orientation="vertical">
        <Alert type="success" showIcon role="status" title={t('resource.import.done', result)} />
        <Button onClick={() => setResult(null)}>{t('resource.import.another')}</Button>
      </Space>
    );
  } else if (!batch) {
    body = (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('resource.import.hint', { key: keyNames })}</Typography.Paragraph>
        <Space wrap>
          <Button onClick={() => void downloadTemplate(module.base, lang).catch((e: Error) => message.error(e.message))}>
            {t('resource.import.template')}
          </Button>
          <Button type="primary" loading={!!busy} onClick={() => input.current?.click()}>
            {chooseText ?? t('resource.import.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={accept ?? '.xlsx,.csv,.tsv,.txt'}
            aria-label={chooseText ?? t('resource.import.choose')}
            style={{ display: 'none' }}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </Space>
        {busy && <Typography.Text role="status">{busy}</Typography.Text>}
        {fileError && <Alert type="error" showIcon role="alert" title={fileError} />}
      </Space>
    );
  } else {
    const c = batch.counts;
    body = (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Alert type={c.invalid ? 'warning' : 'info'} showIcon role="status" title={t('resource.import.counts', { ...c, name: batch.file_name })} />
        <Space wrap>
          <Switch
            checked={errorsOnly}
            aria-label={t('resource.import.errorsOnly')}
            onChange={(v) => {
              setErrorsOnly(v);
              void load(batch.id, 1, v);
            }}
          />
          <span>{t('resource.import.errorsOnly')}</span>
        </Space>
        <Table<ImportRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={batch.rows.items}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PAGE, total: batch.rows.total, showSizeChanger: false, onChange: (p) => void load(batch.id, p, errorsOnly) }}
        />
        <Space wrap>
          <Button type="primary" disabled={!c.valid || !!busy} onClick={() => void confirm(true)}>
            {t('resource.import.confirmValid', { n: c.valid })}
          </Button>
          <Button disabled={!!c.invalid || !c.valid || !!busy} onClick={() => void confirm(false)}>
            {t('resource.import.confirmAll')}
          </Button>
          <Button danger onClick={() => void discard()}>
            {t('resource.import.discard')}
          </Button>
        </Space>
      </Space>
    );
  }

  return (
    <Drawer open={open} onClose={onClose} title={t('resource.import.title', { label })} size={Math.min(1200, window.innerWidth)} destroyOnHidden>
      {body}
      {editing && batch && (
        <FixRow
          spec={spec}
          row={editing}
          headerOf={headerOf}
          say={say}
          preview={preview}
          onCancel={() => setEditing(null)}
          onSave={async (cells) => {
            const r = (await ops.importFix({ batch: batch.id, row: editing.id }, { cells, version: editing.version })) as { row: ImportRow };
            if (r.row.errors.length) {
              setEditing(r.row);
              message.warning(t('resource.import.stillWrong', { line: r.row.line }));
            } else {
              setEditing(null);
              message.success(t('resource.import.fixed', { line: r.row.line }));
            }
            await load(batch.id, page, errorsOnly);
          }}
        />
      )}
    </Drawer>
  );
}

interface FixRowProps {
  spec: ImportSpec;
  row: ImportRow;
  headerOf: (key: string) => string;
  say: (e: CellError) => string;
  preview?: ImportBatchProps['preview'];
  onCancel: () => void;
  onSave: (cells: ImportCells) => Promise<void>;
}

/**
 * One row's cells as a form: each cell's problems shown beside it as it is typed, the server's
 * after a save; with `preview`, the record the cells make drawn beside them as they are typed.
 */
function FixRow({ spec, row, headerOf, say, preview, onCancel, onSave }: FixRowProps) {
  const { t } = useImportI18n();
  const [cells, setCells] = useState<ImportCells>(row.cells);
  const [saving, setSaving] = useState(false);
  const [typed, setTyped] = useState(false);
  // The server's problems until a cell changes; then what the browser's check finds.
  const errors = typed ? checkImportRow(spec, cells).errors : row.errors;
  const made = useMemo(() => (preview ? spec.toRecord(normaliseCells(spec, cells)).record : null), [preview, spec, cells]);
  return (
    <Modal
      open
      title={t('resource.import.fixRow', { line: row.line })}
      okText={t('resource.import.fixSave')}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={async () => {
        setSaving(true);
        try {
          await onSave(cells);
          setTyped(false);
        } finally {
          setSaving(false);
        }
      }}
      width={preview ? 1100 : 720}
    >
      <Flex gap={16} wrap>
        <Form layout="vertical" component="div" style={{ flex: '1 1 380px', minWidth: 0 }}>
          {spec.columns.map((c) => {
            const mine = errors.filter((e) => e.column === c.key);
            return (
              <Form.Item
                key={c.key}
                label={headerOf(c.key)}
                htmlFor={`import-fix-${c.key}`}
                required={c.required}
                validateStatus={mine.length ? 'error' : undefined}
                help={mine.length ? mine.map(say).join('；') : undefined}
              >
                {c.multiline ? (
                  <Input.TextArea
                    id={`import-fix-${c.key}`}
                    value={cells[c.key] ?? ''}
                    aria-invalid={mine.length > 0}
                    autoSize={{ minRows: 2, maxRows: 10 }}
                    onChange={(e) => {
                      setTyped(true);
                      setCells({ ...cells, [c.key]: e.target.value });
                    }}
                  />
                ) : (
                  <Input
                    id={`import-fix-${c.key}`}
                    value={cells[c.key] ?? ''}
                    aria-invalid={mine.length > 0}
                    onChange={(e) => {
                      setTyped(true);
                      setCells({ ...cells, [c.key]: e.target.value });
                    }}
                  />
                )}
              </Form.Item>
            );
          })}
        </Form>
        {preview ? (
          <section aria-label={t('resource.import.preview')} style={{ flex: '1 1 380px', minWidth: 0, position: 'sticky', top: 0, alignSelf: 'flex-start' }}>
            <Typography.Title level={5}>{t('resource.import.preview')}</Typography.Title>
            {preview(made)}
          </section>
        ) : null}
      </Flex>
    </Modal>
  );
}
