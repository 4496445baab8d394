import { useRef, useState, type KeyboardEvent } from 'react';
import { App, Button, Card, Flex, Form, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { FieldInput } from '../field-input';
import type { FieldDef, Rec } from '../types';
import { fieldProblem } from '../validate';
import { formConfig, isRequired } from '../values';
import { copyValue, hasContent, itemDefaults, itemDefOf, listLimits, type ItemParent } from './item-schema';
import { useFieldI18n } from './texts';

export interface SubListFieldProps {
  def: ItemParent;
  field: FieldDef;
  /** The form's values (an item field's `optionsOf` reads its item and them). */
  values?: Rec;
  disabled?: boolean;
}

/**
 * An ordered sub-list (`type: 'list'`): each item's fields with the same controls as the form's,
 * add, remove (confirmed when the item holds something), move up / down (buttons, or Alt+↑ / Alt+↓
 * on the item), duplicate; the item count kept within the contract's min / max.
 */
export function SubListField({ def, field, values, disabled }: SubListFieldProps) {
  const { t } = useFieldI18n();
  const { modal } = App.useApp();
  const form = Form.useFormInstance();
  const itemDef = itemDefOf(def, field);
  const { min, max } = listLimits(def, field);
  const c = formConfig(field) ?? {};
  const items = useRef(new Map<number, HTMLDivElement | null>());
  const [announce, setAnnounce] = useState('');
  const label = t(field.label);

  /** After a move the moved item keeps the focus, so the keyboard can go on moving it. */
  const focusLater = (key: number) => setTimeout(() => items.current.get(key)?.focus(), 0);

  return (
    <Form.Item
      label={label}
      required={isRequired(def, field)}
      extra={c.help ? t(c.help) : min || max !== Infinity ? t('resource.list.limits', { min, max: max === Infinity ? '∞' : max }) : undefined}
    >
      <Form.List
        name={field.name}
        rules={[
          {
            validator: async (_r, value: unknown[] | undefined) => {
              const n = value?.length ?? 0;
              if (n < min) throw new Error(t('resource.list.tooFew', { n: min }));
              if (n > max) throw new Error(t('resource.list.tooMany', { n: max }));
            },
          },
        ]}
      >
        {(rows, { add, remove, move }, { errors }) => {
          const moveTo = (from: number, to: number, key: number) => {
            if (to < 0 || to >= rows.length) return;
            move(from, to);
            setAnnounce(t('resource.list.moved', { n: to + 1 }));
            focusLater(key);
          };
          const confirmRemove = (index: number) => {
            const value = form.getFieldValue([field.name, index]) as Rec | undefined;
            if (!hasContent(itemDef, value)) return remove(index);
            modal.confirm({ title: t('resource.list.removeConfirm', { n: index + 1 }), okType: 'danger', onOk: () => remove(index) });
          };
          const onKey = (e: KeyboardEvent<HTMLDivElement>, index: number, key: number) => {
            if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') || e.target !== e.currentTarget) return;
            e.preventDefault();
            moveTo(index, e.key === 'ArrowUp' ? index - 1 : index + 1, key);
          };
          return (
            <Flex vertical gap={8}>
              {rows.length === 0 ? <Typography.Text type="secondary">{t('resource.list.empty')}</Typography.Text> : null}
              {rows.map((row, index) => {
                const name = t('resource.list.item', { n: index + 1 });
                return (
                  <Card
                    key={row.key}
                    size="small"
                    ref={(el) => void items.current.set(row.key, el)}
                    tabIndex={0}
                    role="group"
                    aria-label={`${label} ${name}`}
                    aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                    onKeyDown={(e) => onKey(e, index, row.key)}
                    title={name}
                    extra={
                      <Flex gap={4}>
                        <Button
                          size="small"
                          type="text"
                          icon={<ArrowUpOutlined />}
                          aria-label={`${t('resource.list.up')} ${name}`}
                          disabled={disabled || index === 0}
                          onClick={() => moveTo(index, index - 1, row.key)}
                        />
                        <Button
                          size="small"
                          type="text"
                          icon={<ArrowDownOutlined />}
                          aria-label={`${t('resource.list.down')} ${name}`}
                          disabled={disabled || index === rows.length - 1}
                          onClick={() => moveTo(index, index + 1, row.key)}
                        />
                        <Button
                          size="small"
                          type="text"
                          icon={<CopyOutlined />}
                          aria-label={`${t('resource.list.duplicate')} ${name}`}
                          disabled={disabled || rows.length >= max}
                          onClick={() => add(copyValue(form.getFieldValue([field.name, index])), index + 1)}
                        />
                        <Button
                          size="small"
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${t('resource.list.remove')} ${name}`}
                          disabled={disabled || rows.length <= min}
                          onClick={() => confirmRemove(index)}
                        />
                      </Flex>
                    }
                  >
                    {itemDef.fields.map((sub) => {
                      const sc = formConfig(sub) ?? {};
                      return (
                        <Form.Item
                          key={sub.name}
                          name={[row.name, sub.name]}
                          label={t(sub.label)}
                          required={isRequired(itemDef, sub)}
                          extra={sc.help ? t(sc.help) : undefined}
                          validateTrigger={['onChange', 'onBlur']}
                          rules={[
                            {
                              validator: async (_r, value) => {
                                const problem = fieldProblem(itemDef, sub, value, t);
                                if (problem) throw new Error(problem);
                              },
                            },
                          ]}
                        >
                          <FieldInput
                            field={sub}
                            disabled={disabled}
                            placeholder={sc.placeholder ? t(sc.placeholder) : undefined}
                            options={sc.optionsOf?.(((values?.[field.name] as Rec[] | undefined) ?? [])[row.name] ?? {}, values)}
                          />
                        </Form.Item>
                      );
                    })}
                  </Card>
                );
              })}
              <Flex gap={8} align="center">
                <Button type="dashed" icon={<PlusOutlined />} disabled={disabled || rows.length >= max} onClick={() => add(itemDefaults(itemDef))}>
                  {t('resource.list.add')}
                </Button>
                {rows.length > 1 ? <Typography.Text type="secondary">{t('resource.list.keys')}</Typography.Text> : null}
              </Flex>
              <Form.ErrorList errors={errors} />
              <span aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {announce}
              </span>
            </Flex>
          );
        }}
      </Form.List>
    </Form.Item>
  );
}
