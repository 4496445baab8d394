import { Alert, Button, Flex, Radio, Table } from 'antd';
import { useKitI18n } from '../texts';
import type { FieldDef, Rec, ResourceDef } from '../types';
import { apiNames } from '../values';
import type { Choices, MergePlan } from './merge';
import { ownersOf } from './merge';
import { ReadableValue } from './record-view';
import { useFormI18n } from './texts';

export interface ConflictViewProps {
  def: Pick<ResourceDef, 'fields'>;
  plan: MergePlan;
  /** My values over the latest record (what would be saved if I keep mine everywhere). */
  mine: Rec;
  /** The latest record. */
  theirs: Rec;
  choices: Choices;
  onChoose: (choices: Choices) => void;
  onSave: () => void;
  onReload: () => void;
  busy?: boolean;
}

/** Both sides changed these fields: one row per field with mine and theirs, the user picks per field. */
export function ConflictView({ def, plan, mine, theirs, choices, onChoose, onSave, onReload, busy }: ConflictViewProps) {
  const { t } = useFormI18n();
  useKitI18n();
  const fields = ownersOf(def, plan.conflicts);
  const choiceOf = (f: FieldDef) => (apiNames(f).some((n) => choices[n] === 'theirs') ? 'theirs' : 'mine');
  const choose = (f: FieldDef, side: 'mine' | 'theirs') => {
    const next = { ...choices };
    for (const n of apiNames(f)) next[n] = side;
    onChoose(next);
  };
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={t('form.merge.title')}
      description={
        <Flex vertical gap={8}>
          <span>{t('form.merge.hint')}</span>
          <Table<FieldDef>
            size="small"
            pagination={false}
            rowKey="name"
            dataSource={fields}
            columns={[
              { key: 'label', title: t('form.merge.field'), render: (_v, f) => t(f.label) },
              {
                key: 'mine',
                title: t('form.merge.mine'),
                render: (_v, f) => (
                  <Radio checked={choiceOf(f) === 'mine'} onChange={() => choose(f, 'mine')} aria-label={`${t(f.label)} ${t('form.merge.mine')}`}>
                    <ReadableValue field={f} record={mine} />
                  </Radio>
                ),
              },
              {
                key: 'theirs',
                title: t('form.merge.theirs'),
                render: (_v, f) => (
                  <Radio checked={choiceOf(f) === 'theirs'} onChange={() => choose(f, 'theirs')} aria-label={`${t(f.label)} ${t('form.merge.theirs')}`}>
                    <ReadableValue field={f} record={theirs} />
                  </Radio>
                ),
              },
            ]}
          />
          <Flex gap={8} wrap>
            <Button size="small" type="primary" loading={busy} onClick={onSave}>
              {t('form.merge.save')}
            </Button>
            <Button size="small" disabled={busy} onClick={onReload}>
              {t('form.merge.reload')}
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
