import { Button, Divider, Image, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { Rec } from '@admin/shared/resource';
import { formatTime } from '@admin/shared/resource';
import { defineMessages, useI18n } from '@admin/shared/i18n';

defineMessages({
  'system.news.preview': ['预览', 'Preview'],
  'system.news.preview.title': ['读者看到的样子', 'As readers see it'],
  'system.news.preview.unpublished': ['尚未发布', 'Not published yet'],
  'system.news.preview.close': ['关闭', 'Close'],
});

/** The article as the website shows it: title, category and time, cover, summary and the body. */
export function NewsArticle({ news }: { news: Rec }) {
  const { t } = useI18n();
  const publishAt = news.publish_at ? formatTime(news.publish_at) : t('system.news.preview.unpublished');
  return (
    <article aria-label={String(news.title)} style={{ maxWidth: 720, margin: '0 auto' }}>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {String(news.title)}
      </Typography.Title>
      <Typography.Text type="secondary">
        <Tag>{t(`system.news.category.${String(news.category)}`)}</Tag>
        {publishAt}
      </Typography.Text>
      {news.cover ? <Image src={String(news.cover)} alt="" preview={false} style={{ display: 'block', marginTop: 16, maxWidth: '100%' }} /> : null}
      {news.summary ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, borderLeft: '3px solid #d9d9d9', paddingLeft: 12 }}>
          {String(news.summary)}
        </Typography.Paragraph>
      ) : null}
      <Divider />
      {/* The body is HTML the server kept to its allow-list on every write (server/src/sanitize), like the website renders it. */}
      <div className="admin-article-body" style={{ lineHeight: 1.8 }} dangerouslySetInnerHTML={{ __html: String(news.body ?? '') }} />
    </article>
  );
}

/** A row's 预览 button: the saved article as readers see it, in a dialog. */
export function NewsPreviewButton({ news }: { news: Rec }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen(true)} aria-label={`${t('system.news.preview')} ${String(news.title)}`}>
        {t('system.news.preview')}
      </Button>
      <Modal
        open={open}
        title={t('system.news.preview.title')}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{t('system.news.preview.close')}</Button>}
        width={800}
        destroyOnHidden
      >
        <NewsArticle news={news} />
      </Modal>
    </>
  );
}
