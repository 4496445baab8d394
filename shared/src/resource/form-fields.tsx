import { Form } from 'antd';
import type { FormInstance } from 'antd';
import type { FieldError } from '@admin/shared/contract';
import { FieldInput } from './field-input';
import { SubListField } from './fields/sub-list';
import { isRefusedNumber, numberHint, numberLimits } from './form/number-input';
import { ft } from './form/texts';
import { useKitI18n } from './texts';
import type { FieldDef, Rec, ResourceDef } from './types';
import { fieldProblem, placeErrors } from './validate';
import { fieldSchema, formConfig, formFields, isRequired, isShown } from './values';

export type FormDef = Pick<ResourceDef, 'fields' | 'schemas'>;

export interface FormFieldsProps {
  def: FormDef;
  /** Current form values (for `showIf`). */
  values: Rec;
  editing?: boolean;
  disabled?: boolean;
}

/**
 * The Form.Items of a declaration: label, asterisk and rule from the contract schema (checked
 * on change and on blur, message beside the field).
 */
export function FormFields({ def, values, editing, disabled }: FormFieldsProps) {
  const { t } = useKitI18n();
  return (
    <>
      {formFields(def)
        .filter((f) => isShown(f, values))
        .map((f) => {
          const c = formConfig(f) ?? {};
          if (f.type === 'list') return <SubListField key={f.name} def={def} field={f} values={values} disabled={disabled || (editing && c.readOnlyOnEdit)} />;
          return (
            <Form.Item
              key={f.name}
              name={f.name}
              label={t(f.label)}
              required={isRequired(def, f, values)}
              extra={c.help ? t(c.help) : f.type === 'number' ? numberHint(numberLimits(fieldSchema(def, f.name))) : undefined}
              validateTrigger={['onChange', 'onBlur']}
              rules={[
                {
                  validator: async (_rule, value) => {
                    if (f.type === 'number' && isRefusedNumber(value)) throw new Error(ft('form.number'));
                    const problem = fieldProblem(def, f, value, t);
                    if (problem) throw new Error(problem);
                  },
                },
              ]}
            >
              <FieldInput
                field={f}
                disabled={disabled || (editing && c.readOnlyOnEdit)}
                placeholder={c.placeholder ? t(c.placeholder) : undefined}
                options={c.optionsOf?.(values)}
              />
            </Form.Item>
          );
        })}
    </>
  );
}

/**
 * Shows field errors beside their fields and brings the first of them (in form order) into view
 * with the focus in it; returns those that belong to no visible field (to be listed above the
 * form). The values the user typed are never touched.
 */
export function showFieldErrors(form: FormInstance, def: FormDef, values: Rec, errors: readonly FieldError[]): FieldError[] {
  const placed = placeErrors(def, errors, (f: FieldDef) => isShown(f, values));
  // `items.2.title` (an item of a sub-list) is the name path ['items', 2, 'title'].
  const path = (name: string) => name.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  form.setFields(Object.entries(placed.byField).map(([name, errs]) => ({ name: path(name), errors: errs })));
  const first = formFields(def).find((f) => placed.byField[f.name]);
  if (first) {
    form.scrollToField(first.name, { block: 'center' });
    form.focusField(first.name);
  }
  return placed.rest;
}
