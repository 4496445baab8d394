import { Modal, Typography, theme } from 'antd';
import { useFloorI18n } from './texts';
import { FloorTypePicture, floorTypeLabel } from './floor-types';

export interface TypePickerProps {
  /** The types this page offers, in the picker's order. */
  types: readonly string[];
  /** Open, and where the new floor goes (1-based), or at the end when undefined. */
  open: boolean;
  position?: number;
  onPick: (type: string) => void;
  onCancel: () => void;
}

/** The floor types as pictures of how each looks in the app, each a button that starts the new floor's form. */
export function TypePicker({ types, open, position, onPick, onCancel }: TypePickerProps) {
  const { t } = useFloorI18n();
  const { token } = theme.useToken();
  return (
    <Modal
      open={open}
      title={position ? t('resource.floor.pickTypeAt', { position }) : t('resource.floor.pickType')}
      footer={null}
      onCancel={onCancel}
      width={680}
      destroyOnHidden
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 12 }}>
        {types.map((type) => (
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
                {t(floorTypeLabel(type))}
              </Typography.Text>
              <Typography.Text id={`floor-type-${type}-desc`} type="secondary" style={{ fontSize: 12 }}>
                {t(`${floorTypeLabel(type)}.desc`)}
              </Typography.Text>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
