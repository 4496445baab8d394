import { memo, useId, useMemo } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { Flex, Typography, theme } from 'antd';

export interface PageContainerProps {
  /** The page heading; also names the region for assistive technology. */
  title?: ReactNode;
  /** Actions on the right of the heading, e.g. a create button. */
  extra?: ReactNode;
  children?: ReactNode;
  style?: CSSProperties;
}

// Not rendered again with the content below it (a list's every page): antd's Typography sets up
// its resize observer and ellipsis tooltip on each render.
// The screen's one h1 (its title; the screen's own headings go below it), drawn at the size of an
// h4: the console's frame around it (breadcrumb, tabs) already says where one is.
const Heading = memo(function Heading({ id, title }: { id: string; title: ReactNode }) {
  const { token } = theme.useToken();
  const style = useMemo(
    () => ({ margin: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }),
    [token.fontSizeHeading4, token.lineHeightHeading4],
  );
  return (
    <Typography.Title level={1} id={id} style={style}>
      {title}
    </Typography.Title>
  );
});

/**
 * The heading row: drawn again only when the heading or its actions change, not with the content
 * below it (a list's every page draws its rows; the heading's antd Flex boxes would follow).
 */
const PageHeader = memo(function PageHeader({ headingId, title, extra, gap }: { headingId: string; title: ReactNode; extra: ReactNode; gap: number }) {
  return (
    <Flex component="header" justify="space-between" align="center" gap="middle" wrap style={{ marginBottom: gap }}>
      {title ? <Heading id={headingId} title={title} /> : <span />}
      {extra && (
        <Flex gap="small" wrap>
          {extra}
        </Flex>
      )}
    </Flex>
  );
});

/** The frame of a screen: a heading with actions, then the content on a card surface. */
export function PageContainer({ title, extra, children, style }: PageContainerProps) {
  const headingId = useId();
  const { token } = theme.useToken();
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      style={{
        background: token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        ...style,
      }}
    >
      {(title || extra) && <PageHeader headingId={headingId} title={title} extra={extra} gap={token.margin} />}
      {children}
    </section>
  );
}
