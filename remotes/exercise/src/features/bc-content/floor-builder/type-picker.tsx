import { Modal, Typography, theme } from 'antd';
import { BC_FLOOR_TYPES } from '@admin/shared/contract/resources';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { FloorTypePicture, type FloorType } from './floor-types';

defineMessages({
  'exercise.bc.floor.pickType': ['选择楼层类型', 'Choose the floor type'],
  'exercise.bc.floor.pickTypeAt': ['选择楼层类型（插入到第 {position} 层）', 'Choose the floor type (inserted as floor {position})'],
});

export interface TypePickerProps {
  /** Open, and where the new floor goes (1-based), or at the end when undefined. */
  open: boolean;
  position?: number;
  onPick: (type: FloorType) => void;
  onCancel: () => void;
}

/** The floor types as pictures of how each looks in the app, each a button that starts the new floor's form. */
export function TypePicker({ open, position, onPick, onCancel }: TypePickerProps) {
  const { t } = useI18n();
  const { token } = theme.useToken();
  return (
    <Modal
      open={open}
      title={position ? t('exercise.bc.floor.pickTypeAt', { position }) : t('exercise.bc.floor.pickType')}
      footer={null}
      onCancel={onCancel}
      width={680}
      destroyOnHidden
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12 }}>
        {BC_FLOOR_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              onClick={() => onPick(type)}
              aria-describedby={`floor-type-${type}-desc`}
              style={{
                width: '100%',
                padding: 8,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadiusLG,
                background: token.colorBgContainer,
                cursor: 'pointer',
                textAlign: 'start',
              }}
            >
              <FloorTypePicture type={type} width={132} />
              <Typography.Text strong style={{ display: 'block', marginTop: 6 }}>
                {t(`exercise.bc.floorType.${type}`)}
              </Typography.Text>
              <Typography.Text id={`floor-type-${type}-desc`} type="secondary" style={{ fontSize: 12 }}>
                {t(`exercise.bc.floorType.${type}.desc`)}
              </Typography.Text>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
