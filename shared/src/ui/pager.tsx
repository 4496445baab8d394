import { useState } from 'react';
import { Pagination } from 'antd';
import { useI18n } from '@admin/shared/i18n';
import { PAGE_SIZE_DEFAULT, PAGE_SIZES } from './contract-values';
import { scrollToTop } from './scroll-to';

export interface PagerProps {
  total: number;
  /** Current page, from 1. Leave out to let the pager keep it. */
  page?: number;
  pageSize?: number;
  pageSizes?: readonly number[];
  onChange?: (page: number, pageSize: number) => void;
  /** Scroll smoothly to the top on change (spec 2); on by default. */
  autoScroll?: boolean;
  /** The scrolling element when it is not the page. */
  scrollContainer?: () => HTMLElement | null | undefined;
  disabled?: boolean;
  hidden?: boolean;
}

/** The list pager of spec 2/9: total, previous, page list, next, jumper; sizes 10/20/30/50, default 20. */
export function Pager({ total, page, pageSize, pageSizes = PAGE_SIZES, onChange, autoScroll = true, scrollContainer, disabled, hidden }: PagerProps) {
  const { t } = useI18n();
  const [own, setOwn] = useState({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
  const current = page ?? own.page;
  const size = pageSize ?? own.pageSize;

  if (hidden) return null;

  const change = (nextPage: number, nextSize: number) => {
    setOwn({ page: nextPage, pageSize: nextSize });
    if (autoScroll) scrollToTop(undefined, { container: scrollContainer?.() ?? undefined });
    onChange?.(nextPage, nextSize);
  };

  return (
    <nav aria-label={t('pager.label')} style={{ display: 'flex', justifyContent: 'flex-end', padding: '16px 0' }}>
      <Pagination
        total={total}
        current={current}
        pageSize={size}
        pageSizeOptions={[...pageSizes]}
        showSizeChanger
        showQuickJumper
        showTotal={(count) => t('pager.total', { total: count })}
        disabled={disabled}
        onChange={change}
      />
    </nav>
  );
}
