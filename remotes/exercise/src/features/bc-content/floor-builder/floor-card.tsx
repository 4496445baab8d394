import type { ReactNode } from 'react';
import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { BcFloor } from '@admin/shared/contract/resources';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { SortableHandle, useSortableItem } from '@admin/shared/resource';
import { ConfirmDelete } from '@admin/shared/ui';
import { FloorTypePicture, FED_BY_ITEMS, type FloorType } from './floor-types';

defineMessages({
  'exercise.bc.floor.position': ['第 {n} 层', 'Floor {n}'],
  'exercise.bc.floor.items.count': ['{n} 条内容', '{n} items'],
  'exercise.bc.floor.off': ['已停用', 'Disabled'],
  'exercise.bc.floor.drag': ['拖动或用空格键和方向键移动楼层“{name}”', 'Drag, or use Space and the arrow keys, to move the floor "{name}"'],
  'exercise.bc.floor.expand': ['展开楼层“{name}”的内容', 'Show the items of "{name}"'],
  'exercise.bc.floor.duplicate': ['复制', 'Duplicate'],
  'exercise.bc.floor.delete.confirm': ['删除楼层“{name}”及其 {n} 条内容？', 'Delete the floor "{name}" and its {n} items?'],
});

export type Floor = Omit<BcFloor, 'uuid'> & { uuid: string; content_count: number };

export interface FloorCardProps {
  floor: Floor;
  position: number;
  /** Whether the user may reorder (shows the drag handle). */
  movable: boolean;
  expanded: boolean;
  onExpand: () => void;
  /** The enable switch (a kit ToggleCell), or null for those who may not change it. */
  toggle: ReactNode;
  /** Where the floor's items or setting are edited. */
  contentLink: string;
  actions: { view?: () => void; edit?: () => void; duplicate?: () => void; copyTo?: () => void; remove?: () => Promise<void> };
  children?: ReactNode;
}

/** One floor of the page builder: what it is, how it is set, and what can be done with it. */
export function FloorCard({ floor, position, movable, expanded, onExpand, toggle, contentLink, actions, children }: FloorCardProps) {
  const { t } = useI18n();
  const { ref, style, handle } = useSortableItem(floor.uuid, !movable);
  const type = floor.floor_type as FloorType;
  const incomplete = FED_BY_ITEMS.has(type) && floor.content_count === 0;
  const fedByItems = FED_BY_ITEMS.has(type);
  return (
    <li ref={ref} style={style} data-floor-key={floor.uuid} aria-label={`${t('exercise.bc.floor.position', { n: position })} ${floor.name}`}>
      <Card size="small" styles={{ body: { padding: 12 } }} style={floor.is_enable ? undefined : { opacity: 0.7 }}>
        <Flex gap={12} align="center">
          {movable ? <SortableHandle handle={handle} label={t('exercise.bc.floor.drag', { name: floor.name })} /> : null}
          <Button
            type="text"
            size="small"
            icon={expanded ? <DownOutlined /> : <RightOutlined />}
            onClick={onExpand}
            aria-expanded={expanded}
            aria-label={t('exercise.bc.floor.expand', { name: floor.name })}
          />
          <FloorTypePicture type={type} width={72} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Space size={6} wrap>
              <Typography.Text type="secondary">{t('exercise.bc.floor.position', { n: position })}</Typography.Text>
              <Typography.Text strong>{floor.name}</Typography.Text>
              {incomplete ? <Tag color="warning">{t('exercise.bc.floor.incomplete')}</Tag> : null}
              {!floor.is_enable ? <Tag>{t('exercise.bc.floor.off')}</Tag> : null}
            </Space>
            <div>
              <Typography.Text type="secondary">
                {t(`exercise.bc.floorType.${type}`)}
                {fedByItems ? ` · ${t('exercise.bc.floor.items.count', { n: floor.content_count })}` : ''}
                {floor.title ? ` · ${floor.title}` : ''}
              </Typography.Text>
            </div>
          </div>
          {toggle}
          <Space size={0} wrap>
            <Link to={contentLink}>{t(type === 'english_word' ? 'exercise.bc.floor.wordModel' : 'exercise.bc.floor.content')}</Link>
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
                {t('exercise.bc.floor.duplicate')}
              </Button>
            ) : null}
            {actions.copyTo ? (
              <Button type="link" size="small" onClick={actions.copyTo}>
                {t('exercise.bc.floor.copyTo')}
              </Button>
            ) : null}
            {actions.remove ? (
              <ConfirmDelete itemName={floor.name} title={t('exercise.bc.floor.delete.confirm', { name: floor.name, n: floor.content_count })} onConfirm={actions.remove} />
            ) : null}
          </Space>
        </Flex>
        {expanded ? <div style={{ marginTop: 8, paddingInlineStart: 40 }}>{children}</div> : null}
      </Card>
    </li>
  );
}
