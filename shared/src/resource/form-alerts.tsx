import { Alert, Button, Flex } from 'antd';
import type { FieldError } from '@admin/shared/contract';
import { useKitI18n } from './texts';
import type { ResourceDef } from './types';
import { ownerOf } from './validate';

/**
 * Problems that belong to no visible field of the form, listed above it: named by the field's
 * label when the declaration has one, never by the API's internal name.
 */
export function FormErrorsAlert({ errors, def }: { errors: readonly FieldError[]; def?: Pick<ResourceDef, 'fields'> }) {
  const { t } = useKitI18n();
  if (!errors.length) return null;
  const labelOf = (field: string) => {
    const owner = def && field ? ownerOf(def, field) : undefined;
    return owner ? t(owner.label) : '';
  };
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('resource.formErrors')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {errors.map((e) => (
            <li key={`${e.field}:${e.message}`}>{labelOf(e.field) ? `${labelOf(e.field)}：${e.message}` : e.message}</li>
          ))}
        </ul>
      }
    />
  );
}

export interface ConflictAlertProps {
  /** The server's message. */
  message: string;
  /** Take the latest version number and keep the form as typed. */
  onKeepMine: () => void;
  /** Replace the form with the latest record. */
  onReload: () => void;
  busy?: boolean;
  rebased?: boolean;
}

/** A 40900 stale write: says so, keeps what the user typed, and offers the two ways on. */
export function ConflictAlert({ message, onKeepMine, onReload, busy, rebased }: ConflictAlertProps) {
  const { t } = useKitI18n();
  if (rebased) return <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('resource.conflict.rebased')} />;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={t('resource.conflict.title')}
      description={
        <Flex vertical gap={8} align="flex-start">
          <span>{message}</span>
          <Flex gap={8} wrap>
            <Button size="small" type="primary" loading={busy} onClick={onKeepMine}>
              {t('resource.conflict.keepMine')}
            </Button>
            <Button size="small" loading={busy} onClick={onReload}>
              {t('resource.conflict.reload')}
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
