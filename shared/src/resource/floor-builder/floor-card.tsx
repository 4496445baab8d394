import type { ReactNode } from 'react';
import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { ConfirmDelete } from '@admin/shared/ui';
import { SortableHandle, useSortableItem } from '../list/sortable-rows';
import { useFloorI18n } from './texts';
import type { Rec } from '../types';
import { FloorTypePicture, floorTypeLabel } from './floor-types';

/** A floor as the builder reads it: its key (`id` or `uuid`), name, type, switch and item count. */
export type Floor = Rec & { name: string; floor_type: string; is_enable: boolean; content_count?: number; title?: string };

export interface FloorCardProps {
  floor: Floor;
  /** The floor's key as a string (the sortable id). */
  floorKey: string;
  /** Whether its type shows its own items (else a setting feeds it): an empty one is flagged. */
  fedByItems: boolean;
  /** For a floor fed by a setting: how many things the setting gives it (e.g. 2 个打卡活动). */
  settingCount?: string;
  position: number;
  /** Whether the user may reorder (shows the drag handle). */
  movable: boolean;
  expanded: boolean;
  onExpand: () => void;
  /** The enable switch (a kit ToggleCell), or null for those who may not change it. */
  toggle: ReactNode;
  /** Where the floor's items or setting are edited, and the link's text. */
  contentLink: { to: string; label: string } | null;
  actions: { view?: () => void; edit?: () => void; duplicate?: () => void; copyTo?: () => void; remove?: () => Promise<void> };
  children?: ReactNode;
}

/**
 * A disabled floor: a dashed outline on the fill antd gives alternate rows, its texts and links at
 * their own colours (an opacity took them below the 4.5:1 contrast WCAG AA asks for text).
 */
const DISABLED_CARD = { borderStyle: 'dashed', background: 'var(--ant-color-fill-alter, #fafafa)' } as const;

const NAME_BOX = { flex: 1, minWidth: '8em' } as const;

/** One floor of the page builder: what it is, how it is set, and what can be done with it. */
export function FloorCard({
  floor,
  floorKey,
  fedByItems,
  settingCount,
  position,
  movable,
  expanded,
  onExpand,
  toggle,
  contentLink,
  actions,
  children,
}: FloorCardProps) {
  const { t } = useFloorI18n();
  const { ref, style, handle } = useSortableItem(floorKey, !movable);
  const type = floor.floor_type;
  const count = floor.content_count ?? 0;
  const incomplete = fedByItems && count === 0;
  return (
    <li ref={ref} style={style} data-floor-key={floorKey} aria-label={`${t('resource.floor.position', { n: position })} ${floor.name}`}>
      <Card size="small" styles={{ body: { padding: 12 } }} style={floor.is_enable ? undefined : DISABLED_CARD}>
        <Flex gap={12} align="center">
          {movable ? <SortableHandle handle={handle} label={t('resource.floor.drag', { name: floor.name })} /> : null}
          <Button
            type="text"
            size="small"
            icon={expanded ? <DownOutlined /> : <RightOutlined />}
            onClick={onExpand}
            aria-expanded={expanded}
            aria-label={t('resource.floor.expand', { name: floor.name })}
          />
          <FloorTypePicture type={type} width={72} />
          {/* The name keeps a few characters a line however narrow the card: the actions wrap first. */}
          <div style={NAME_BOX}>
            <Space size={6} wrap>
              <Typography.Text type="secondary">{t('resource.floor.position', { n: position })}</Typography.Text>
              <Typography.Text strong>{floor.name}</Typography.Text>
              {incomplete ? <Tag color="warning">{t('resource.floor.incomplete')}</Tag> : null}
              {!floor.is_enable ? <Tag>{t('resource.floor.off')}</Tag> : null}
            </Space>
            <div>
              <Typography.Text type="secondary">
                {t(floorTypeLabel(type))}
                {fedByItems ? ` · ${t('resource.floor.items.count', { n: count })}` : settingCount ? ` · ${settingCount}` : ''}
                {floor.title ? ` · ${floor.title}` : ''}
              </Typography.Text>
            </div>
          </div>
          {toggle}
          <Space size={0} wrap>
            {contentLink ? <Link to={contentLink.to}>{contentLink.label}</Link> : null}
            {actions.edit ? (
              <Button type="link" size="small" onClick={actions.edit}>
                {t('resource.edit')}
              </Button>
            ) : actions.view ? (
              <Button type="link" size="small" onClick={actions.view}>
                {t('form.view')}
              </Button>
            ) : null}
            {actions.duplicate ? (
              <Button type="link" size="small" onClick={actions.duplicate}>
                {t('resource.floor.duplicate')}
              </Button>
            ) : null}
            {actions.copyTo ? (
              <Button type="link" size="small" onClick={actions.copyTo}>
                {t('resource.floor.copyTo')}
              </Button>
            ) : null}
            {actions.remove ? (
              <ConfirmDelete itemName={floor.name} title={t('resource.floor.delete.confirm', { name: floor.name, n: count })} onConfirm={actions.remove} />
            ) : null}
          </Space>
        </Flex>
        {expanded ? <div style={{ marginTop: 8, paddingInlineStart: 40 }}>{children}</div> : null}
      </Card>
    </li>
  );
}
