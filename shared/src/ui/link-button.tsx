import type { ButtonHTMLAttributes, ReactElement, Ref } from 'react';
import './link-button.css';

export interface LinkButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Red, for an action that throws something away (it still asks first, see ConfirmDelete). */
  danger?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A row action of a list (编辑, 历史, 删除…): a native button that looks like antd's small link
 * Button. Native, so it is focusable, named by its text or aria-label and pressed with Enter or
 * Space like any button; light, because every row of every list has several (the list's render budget).
 */
export function LinkButton(props: LinkButtonProps) {
  return linkButton(props);
}

/**
 * LinkButton as an element, without a component of its own: for the row actions drawn inside a
 * list row's render (each row has up to five, 100 more components in every page's render).
 */
export function linkButton({ danger, className, type = 'button', ...props }: LinkButtonProps): ReactElement {
  const classes = ['kit-link-btn', danger ? 'kit-link-btn-danger' : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
