import type { CSSProperties, ReactElement, ReactNode } from 'react';
import { Tag } from 'antd';
import './list-tag.css';
import { customTagStyle, isHexColour } from './tag-colour';

/** antd's preset colours: the ones the kit's light tag draws itself. */
const PRESETS = new Set(['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold']);

export interface ListTagProps {
  /** 'default' (grey), an antd preset colour name, a hex colour, or anything antd's Tag takes (status names). */
  color?: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * A tag in a list cell (未开始 / 投放中 / 已结束, 是 / 否, 已过期, a tag's own colour…): a plain span
 * with antd's filled Tag look for the default, preset and hex colours, which is all a list row
 * shows; any other colour (status names) is antd's Tag. Light, because a 20-row page has a tag or
 * more per row (the list's render budget). As elements, not a component of its own, for cells drawn inside
 * a list row's render (see cells.tsx valueContent); ListTag is the same as a component.
 */
export function listTag(color: string | undefined = 'default', children: ReactNode, style?: CSSProperties, key?: string): ReactElement {
  if (isHexColour(color)) {
    return (
      <span key={key} className="kit-tag" style={{ ...customTagStyle(color), ...style }}>
        {children}
      </span>
    );
  }
  if (color !== 'default' && !PRESETS.has(color)) {
    return (
      <Tag key={key} color={color} style={style}>
        {children}
      </Tag>
    );
  }
  return (
    <span key={key} className={color === 'default' ? 'kit-tag' : `kit-tag kit-tag-${color}`} style={style}>
      {children}
    </span>
  );
}

/** listTag as a component. */
export function ListTag({ color, style, children }: ListTagProps) {
  return listTag(color, children, style);
}
