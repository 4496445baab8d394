import type { CSSProperties, ReactNode } from 'react';
import { Flex } from 'antd';

/**
 * The save bar of a kit form: kept in sight at the bottom of what scrolls (a drawer's body, the
 * page), however long the form, with the form's background behind it.
 */
const STYLE: CSSProperties = {
  position: 'sticky',
  bottom: 0,
  zIndex: 2,
  padding: '12px 0',
  background: 'var(--ant-color-bg-elevated, #fff)',
  borderTop: '1px solid var(--ant-color-split, #f0f0f0)',
};

export function SaveBar({ children }: { children: ReactNode }) {
  return (
    <Flex gap={8} justify="flex-end" style={STYLE} data-save-bar="">
      {children}
    </Flex>
  );
}

/**
 * The body of a drawer holding a kit form: no padding below the save bar. A sticky bar stops at the
 * scroller's padding, and the rows scrolling past showed through the 24 px under it; without that
 * padding the bar sits on the drawer's bottom edge.
 */
export const FORM_DRAWER_BODY: CSSProperties = { paddingBottom: 0 };
