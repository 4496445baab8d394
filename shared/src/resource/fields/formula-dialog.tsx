import { useEffect, useState } from 'react';
import { Input, Modal, Switch, Typography } from 'antd';
import { formulaError, FormulaText, loadKatex } from './formula-text';
import { useFieldI18n } from './texts';

export interface FormulaDialogProps {
  /** The formula being changed (its LaTeX, without the dollars), or '' for a new one. */
  initial: { tex: string; display: boolean };
  /** The formula as stored: `$…$` inline or `$$…$$` on its own line. */
  onInsert: (stored: string) => void;
  onCancel: () => void;
}

/**
 * Shown while open (mounted afresh for each formula). Types a formula in LaTeX with KaTeX's drawing of it beside, as students will see it; one that
 * does not parse shows KaTeX's reason and cannot be inserted. The text is what is stored.
 */
export function FormulaDialog({ initial, onInsert, onCancel }: FormulaDialogProps) {
  const { t } = useFieldI18n();
  const [tex, setTex] = useState(initial.tex);
  const [display, setDisplay] = useState(initial.display);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void loadKatex().then(() => setReady(true));
  }, []);
  const reason = ready && tex.trim() ? formulaError(tex, display) : null;
  const stored = display ? `$$${tex.trim()}$$` : `$${tex.trim()}$`;
  return (
    <Modal
      open
      title={t('resource.rich.formula')}
      okText={t('resource.rich.formulaInsert')}
      okButtonProps={{ disabled: !tex.trim() || !ready || !!reason }}
      onOk={() => onInsert(stored)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <label htmlFor="formula-dialog-tex">{t('resource.rich.formulaTex')}</label>
      <Input.TextArea
        id="formula-dialog-tex"
        value={tex}
        autoFocus
        autoSize={{ minRows: 2, maxRows: 6 }}
        placeholder="\frac{a}{b}, x^2, \sqrt{x}, \lim_{x \to 0}"
        aria-invalid={!!reason}
        aria-describedby="formula-dialog-reason"
        onChange={(e) => setTex(e.target.value)}
        style={{ fontFamily: 'monospace' }}
      />
      <label style={{ display: 'inline-flex', gap: 8, margin: '8px 0' }}>
        <Switch size="small" checked={display} onChange={setDisplay} /> {t('resource.rich.formulaDisplay')}
      </label>
      <div aria-live="polite" style={{ minHeight: 48, padding: 8, border: '1px dashed #d9d9d9', borderRadius: 4 }}>
        {tex.trim() && !reason ? <FormulaText text={stored} block /> : null}
        <Typography.Text type="danger" id="formula-dialog-reason" role={reason ? 'alert' : undefined}>
          {reason ? t('resource.rich.formulaError', { reason }) : ''}
        </Typography.Text>
      </div>
    </Modal>
  );
}
