import { Alert } from 'antd';
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
