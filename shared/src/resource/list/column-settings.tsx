import { Button, Checkbox, Flex, Popover, Radio, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { columnStates, prefsOf } from './column-prefs';
import type { ColumnPrefs, ColumnState, Density } from './column-prefs';
import { DEFAULT_DENSITY } from './column-prefs';
import type { KitColumn } from './layout';
import { useListI18n } from './texts';

export interface ColumnSettingsProps {
  columns: readonly KitColumn[];
  prefs: ColumnPrefs | null;
  onChange: (prefs: ColumnPrefs | null) => void;
}

const DENSITIES: readonly Density[] = ['large', 'middle', 'small'];

/**
 * The table toolbar's column settings: show / hide, order (up / down buttons, so the keyboard and
 * screen readers can do it as well as a mouse), density, and a reset to the screen's defaults.
 */
export function ColumnSettings({ columns, prefs, onChange }: ColumnSettingsProps) {
  const { t } = useListI18n();
  const states = columnStates(columns, prefs);
  const density = prefs?.density ?? DEFAULT_DENSITY;
  const change = (next: ColumnState[], d: Density = density) => onChange(prefsOf(next, d));
  const move = (i: number, by: -1 | 1) => {
    const next = [...states];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    change(next);
  };
  const panel = (
    <div role="group" aria-label={t('resource.list.columns')} style={{ minWidth: 240 }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {states.map((s, i) => (
          <li key={s.key}>
            <Flex align="center" justify="space-between" gap={8}>
              <Checkbox checked={s.visible} onChange={(e) => change(states.map((x) => (x.key === s.key ? { ...x, visible: e.target.checked } : x)))}>
                {s.label}
              </Checkbox>
              <span>
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowUpOutlined />}
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={t('resource.list.columns.up', { label: s.label })}
                />
                <Button
                  size="small"
                  type="text"
                  icon={<ArrowDownOutlined />}
                  disabled={i === states.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t('resource.list.columns.down', { label: s.label })}
                />
              </span>
            </Flex>
          </li>
        ))}
      </ul>
      <Typography.Text type="secondary" style={{ display: 'block', margin: '8px 0 4px' }}>
        {t('resource.list.density')}
      </Typography.Text>
      <Radio.Group
        aria-label={t('resource.list.density')}
        size="small"
        optionType="button"
        value={density}
        onChange={(e) => change(states, e.target.value as Density)}
        options={DENSITIES.map((d) => ({ value: d, label: t(`resource.list.density.${d}`) }))}
      />
      <div style={{ marginTop: 8, textAlign: 'right' }}>
        <Button size="small" onClick={() => onChange(null)}>
          {t('resource.list.columns.reset')}
        </Button>
      </div>
    </div>
  );
  return (
    <Popover content={panel} trigger="click" placement="bottomRight" title={t('resource.list.columns')}>
      <Button icon={<SettingOutlined />} aria-label={t('resource.list.columns')}>
        {t('resource.list.columns')}
      </Button>
    </Popover>
  );
}
