import { useEffect, useRef } from 'react';
import type { CSSProperties } from 'react';
import { Alert, Button, Flex, Radio } from 'antd';
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

const TABLE: CSSProperties = { width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' };
const CELL: CSSProperties = {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: '4px 8px',
  borderBottom: '1px solid var(--ant-color-split, #f0f0f0)',
  overflowWrap: 'anywhere',
};

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
  // Shown where the user pressed 保存 (above the save bar); brought into view and focused, so the
  // save visibly stopped for a reason.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'nearest' });
    box.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={box} tabIndex={-1} role="region" aria-label={t('form.merge.title')} style={{ marginBottom: 16, outline: 'none' }}>
      <Alert
        type="warning"
        showIcon
        title={t('form.merge.title')}
        description={
          <Flex vertical gap={8} style={{ minWidth: 0 }}>
            <span>{t('form.merge.hint')}</span>
            {/* A plain table: one row per field, both values filled, whatever width the alert leaves. */}
            <table style={TABLE}>
              <thead>
                <tr>
                  <th style={CELL}>{t('form.merge.field')}</th>
                  <th style={CELL}>{t('form.merge.mine')}</th>
                  <th style={CELL}>{t('form.merge.theirs')}</th>
                </tr>
              </thead>
              <tbody>
                {fields.map((f) => (
                  <tr key={f.name}>
                    <th scope="row" style={{ ...CELL, fontWeight: 'normal' }}>
                      {t(f.label)}
                    </th>
                    <td style={CELL}>
                      <Radio checked={choiceOf(f) === 'mine'} onChange={() => choose(f, 'mine')} aria-label={`${t(f.label)} ${t('form.merge.mine')}`}>
                        <ReadableValue field={f} record={mine} />
                      </Radio>
                    </td>
                    <td style={CELL}>
                      <Radio checked={choiceOf(f) === 'theirs'} onChange={() => choose(f, 'theirs')} aria-label={`${t(f.label)} ${t('form.merge.theirs')}`}>
                        <ReadableValue field={f} record={theirs} />
                      </Radio>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
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
    </div>
  );
}
