import { useContext } from 'react';
import type { ReactNode } from 'react';
import { ConfigProvider, Form, theme } from 'antd';

/*
 * One item of a list's search bar, drawn as antd draws an inline Form.Item (the same elements and
 * class names, so the same look and the same label-to-control link) but without antd's Row and
 * Cols around it. antd's Row subscribes to the window's breakpoints in a layout effect and, on
 * that first report, renders itself and everything below it (label, select or input) a second
 * time before the screen is painted: on /ad/index that was ~300 of the ~3 100 components rendered
 * between a click in the menu and the first rows. The filters use no responsive layout,
 * so nothing is lost. The value binding is antd's own (Form.Item noStyle: store, id, reset).
 *
 * filter-item.test.tsx renders this and antd's Form.Item in the console's provider and requires
 * the same markup, so an antd upgrade that changes it fails there.
 */

interface FilterItemProps {
  /** The form field (the query parameter); none for the bar's buttons. */
  name?: string;
  /** Shown before the control, and linked to it (the control gets `id` = name). */
  label?: string;
  children: ReactNode;
}

export function FilterItem({ name, label, children }: FilterItemProps) {
  const { getPrefixCls, theme: config } = useContext(ConfigProvider.ConfigContext);
  const { hashId } = theme.useToken();
  const form = getPrefixCls('form');
  const key = config?.cssVar?.key;
  const inGrid = (cls: string) => [cls, hashId, key].filter(Boolean).join(' ');
  return (
    <div className={[`${form}-item`, key, `${form}-css-var`, hashId, `${form}-item-inline`].filter(Boolean).join(' ')}>
      <div className={inGrid(`${getPrefixCls('row')} ${form}-item-row`)}>
        {label !== undefined ? (
          <div className={inGrid(`${getPrefixCls('col')} ${form}-item-label`)}>
            <label htmlFor={name} className="" title={label}>
              {label}
            </label>
          </div>
        ) : null}
        <div className={inGrid(`${getPrefixCls('col')} ${form}-item-control`)}>
          <div className={`${form}-item-control-input`}>
            <div className={`${form}-item-control-input-content`}>
              {name === undefined ? (
                children
              ) : (
                <Form.Item name={name} noStyle>
                  {children}
                </Form.Item>
              )}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
