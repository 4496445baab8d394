import { cloneElement, useEffect, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Popconfirm } from 'antd';
import type { ButtonProps } from 'antd';
import { isApiError } from '@admin/shared/api';
import { useI18n } from '@admin/shared/i18n';
import { linkButton } from './link-button';

export interface ConfirmDeleteProps {
  /** Runs after the user confirms; while its promise is pending the OK button shows loading. */
  onConfirm: () => unknown;
  /** What is deleted, e.g. the record's title: names the trigger for screen readers. */
  itemName?: string;
  title?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** A custom trigger; a small red "删除" link button (the kit's light LinkButton) by default. */
  children?: ReactElement;
  /**
   * Mounted asking, as if its trigger had just been pressed: for a list that draws each row's
   * trigger as a plain button and mounts this only for the row pressed (resource list/row-deletes).
   */
  defaultOpen?: boolean;
}

/** The default trigger: a small red "删除" link button named for what it deletes, as an element. */
export function confirmDeleteTrigger(
  t: (key: string, vars?: Record<string, string | number>) => string,
  { itemName, disabled, onClick }: { itemName?: string; disabled?: boolean; onClick?: () => void },
): ReactElement {
  return linkButton({
    danger: true,
    disabled,
    onClick,
    'aria-label': itemName ? t('confirmDelete.triggerNamed', { name: itemName }) : undefined,
    children: t('confirmDelete.trigger'),
  });
}

/**
 * Asks before deleting. Cancel has the initial focus, so Enter never deletes by accident.
 * The popconfirm (popover, tooltip, trigger: heavy for every row of a list) is only mounted once
 * the trigger is first used; until then the trigger is the bare button.
 */
export function ConfirmDelete({ onConfirm, itemName, title, description, disabled, children, defaultOpen = false }: ConfirmDeleteProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(defaultOpen && !disabled);
  const [armed, setArmed] = useState(defaultOpen && !disabled);
  const cancelRef = useRef<HTMLButtonElement | null>(null);
  // The popup mounts a moment after it opens; focus Cancel once it is there.
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const focusCancel = (triesLeft: number) => {
      if (cancelRef.current) cancelRef.current.focus();
      else if (triesLeft > 0) frame = requestAnimationFrame(() => focusCancel(triesLeft - 1));
    };
    focusCancel(10);
    return () => cancelAnimationFrame(frame);
  }, [open]);
  const confirm = async () => {
    try {
      await onConfirm();
    } catch (error) {
      // The API client has already shown the failure; anything else is a bug worth surfacing.
      if (!isApiError(error)) throw error;
    }
  };
  const trigger = children ?? confirmDeleteTrigger(t, { itemName, disabled });
  if (!armed) {
    const props = trigger.props as { onClick?: (e: unknown) => void };
    return cloneElement(trigger as ReactElement<{ onClick?: (e: unknown) => void }>, {
      onClick: (e: unknown) => {
        props.onClick?.(e);
        if (disabled) return;
        setArmed(true);
        setOpen(true);
      },
    });
  }
  return (
    <Popconfirm
      title={title ?? t('confirmDelete.title')}
      description={description ?? t('confirmDelete.description')}
      okText={t('confirmDelete.ok')}
      cancelText={t('confirmDelete.cancel')}
      okButtonProps={{ danger: true }}
      // React 19 passes `ref` through props; antd's ButtonProps type does not list it.
      cancelButtonProps={{ ref: cancelRef } as ButtonProps}
      open={open}
      onOpenChange={setOpen}
      onConfirm={confirm}
      disabled={disabled}
    >
      {trigger}
    </Popconfirm>
  );
}
