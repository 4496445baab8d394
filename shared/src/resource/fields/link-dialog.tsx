import { useState } from 'react';
import { Button, Input, Modal, Typography } from 'antd';
import { useFieldI18n } from './texts';

/** A link the editor may store: the server's sanitiser keeps these schemes only. */
export const isLinkAddress = (href: string): boolean => /^(https?:\/\/|mailto:)\S+$/.test(href);

export interface LinkDialogProps {
  /** The address of the link at the selection, or '' for a new one. */
  initial: string;
  /** The address to set on the selection. */
  onApply: (href: string) => void;
  /** Takes the link off the selection (offered when it has one). */
  onRemove: () => void;
  onCancel: () => void;
}

/**
 * The rich-text link: the address typed in a dialog of the console's own (not the browser's
 * prompt, which blocks the page and cannot say what is wrong), checked as typed; Enter applies.
 */
export function LinkDialog({ initial, onApply, onRemove, onCancel }: LinkDialogProps) {
  const { t } = useFieldI18n();
  const [href, setHref] = useState(initial || 'https://');
  const value = href.trim();
  const bad = value !== '' && !isLinkAddress(value);
  const apply = () => {
    if (value && !bad) onApply(value);
  };
  return (
    <Modal
      open
      title={t('resource.rich.link')}
      okText={t('resource.rich.linkOk')}
      cancelText={t('resource.rich.linkCancel')}
      okButtonProps={{ disabled: !value || bad }}
      onOk={apply}
      onCancel={onCancel}
      destroyOnHidden
      footer={(buttons) => (
        <>
          {initial ? (
            <Button danger onClick={onRemove}>
              {t('resource.rich.linkRemove')}
            </Button>
          ) : null}
          {buttons}
        </>
      )}
    >
      <label htmlFor="link-dialog-href">{t('resource.rich.linkPrompt')}</label>
      <Input
        id="link-dialog-href"
        value={href}
        autoFocus
        inputMode="url"
        aria-invalid={bad}
        aria-describedby="link-dialog-problem"
        onChange={(e) => setHref(e.target.value)}
        onPressEnter={apply}
      />
      <Typography.Text type="danger" id="link-dialog-problem" role={bad ? 'alert' : undefined}>
        {bad ? t('resource.rich.linkBad') : ''}
      </Typography.Text>
    </Modal>
  );
}
