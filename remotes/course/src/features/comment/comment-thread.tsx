import { useState } from 'react';
import { Button, Checkbox, Flex, Input, Space, Tag, Typography, theme } from 'antd';
import type { Comment, CommentReply } from '@admin/shared/contract/resources';
import { formatTime } from '@admin/shared/resource';
import { defineMessages, useI18n } from '@admin/shared/i18n';

defineMessages({
  'course.comment.staff': ['工作人员', 'Staff'],
  'course.comment.pinned': ['置顶', 'Pinned'],
  'course.comment.hiddenTag': ['已隐藏', 'Hidden'],
  'course.comment.reports': ['举报 {n}', '{n} reports'],
  'course.comment.unansweredTag': ['待回复', 'Unanswered'],
  'course.comment.moderation': ['{action}原因：{reason}（{who}，{at}）', '{action}: {reason} ({who}, {at})'],
  'course.comment.hiddenBy': ['隐藏', 'Hidden'],
  'course.comment.shownBy': ['恢复', 'Shown again'],
  'course.comment.reply': ['回复', 'Reply'],
  'course.comment.replyTo': ['回复 {name}', 'Reply to {name}'],
  'course.comment.replyPlaceholder': ['以工作人员身份回复，学员会收到通知', 'Reply as staff; the student is notified'],
  'course.comment.send': ['发送回复', 'Send reply'],
  'course.comment.cancel': ['取消', 'Cancel'],
  'course.comment.hide': ['隐藏', 'Hide'],
  'course.comment.unhide': ['恢复显示', 'Show again'],
  'course.comment.pin': ['置顶', 'Pin'],
  'course.comment.unpin': ['取消置顶', 'Unpin'],
  'course.comment.settle': ['保留并忽略举报', 'Keep, dismiss reports'],
  'course.comment.select': ['选择 {name} 的评论', 'Select the comment of {name}'],
});

export interface ThreadActions {
  /** What the signed-in account may do (the server checks it again). */
  canReply: boolean;
  canChange: boolean;
  canBulk: boolean;
  reply: (thread: Comment, content: string) => Promise<void>;
  moderate: (c: CommentReply, hide: boolean) => void;
  pin: (thread: Comment) => Promise<void>;
  settle: (c: CommentReply) => Promise<void>;
}

const pendingReports = (c: CommentReply) => c.report_count > 0 && !c.is_hidden && !c.reports_settled;

/** One comment: who, when, marks, text, how it was moderated, and the staff actions on it. */
function CommentBody({ c, actions, thread }: { c: CommentReply; actions: ThreadActions; thread?: Comment }) {
  const { t } = useI18n();
  const { token } = theme.useToken();
  return (
    <div>
      <Space size={8} wrap>
        <Typography.Text strong>{c.author_name}</Typography.Text>
        {c.author_type === 'staff' && <Tag color="blue">{t('course.comment.staff')}</Tag>}
        <Typography.Text type="secondary">{formatTime(c.created_at)}</Typography.Text>
        {c.is_pinned && <Tag color="gold">{t('course.comment.pinned')}</Tag>}
        {c.is_hidden && <Tag>{t('course.comment.hiddenTag')}</Tag>}
        {pendingReports(c) && <Tag color="orange">{t('course.comment.reports', { n: c.report_count })}</Tag>}
        {thread && thread.author_type === 'student' && !thread.is_hidden && !thread.is_answered && <Tag color="red">{t('course.comment.unansweredTag')}</Tag>}
      </Space>
      <Typography.Paragraph style={{ margin: '4px 0', color: c.is_hidden ? token.colorTextTertiary : undefined, whiteSpace: 'pre-wrap' }}>
        {c.content}
      </Typography.Paragraph>
      {c.moderation_reason && (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          {t('course.comment.moderation', {
            action: t(c.is_hidden ? 'course.comment.hiddenBy' : 'course.comment.shownBy'),
            reason: c.moderation_reason,
            who: c.moderated_by || '—',
            at: c.moderated_at ? formatTime(c.moderated_at) : '—',
          })}
        </Typography.Text>
      )}
      {actions.canChange && (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            danger={!c.is_hidden}
            onClick={() => actions.moderate(c, !c.is_hidden)}
            aria-label={`${t(c.is_hidden ? 'course.comment.unhide' : 'course.comment.hide')} ${c.author_name}`}
          >
            {t(c.is_hidden ? 'course.comment.unhide' : 'course.comment.hide')}
          </Button>
          {thread && (
            <Button type="link" size="small" onClick={() => void actions.pin(thread)}>
              {t(thread.is_pinned ? 'course.comment.unpin' : 'course.comment.pin')}
            </Button>
          )}
          {pendingReports(c) && (
            <Button type="link" size="small" onClick={() => void actions.settle(c)}>
              {t('course.comment.settle')}
            </Button>
          )}
        </Space>
      )}
    </div>
  );
}

export interface CommentThreadProps {
  thread: Comment;
  actions: ThreadActions;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /**
   * The open reply box's text (undefined: closed), kept by the screen: the list is read again on
   * every view switch, page and write, and a box open meanwhile must keep what was typed in it.
   */
  draft: string | undefined;
  onDraft: (text: string | undefined) => void;
}

/** A thread with its replies, the staff reply box, and a checkbox for bulk hiding. */
export function CommentThread({ thread, actions, selected, onSelect, draft, onDraft }: CommentThreadProps) {
  const { t } = useI18n();
  const { token } = theme.useToken();
  const replying = draft !== undefined;
  const text = draft ?? '';
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!text.trim()) return;
    setSending(true);
    try {
      await actions.reply(thread, text.trim());
      onDraft(undefined);
    } catch {
      // The API client has shown the server's message; the text stays.
    } finally {
      setSending(false);
    }
  };
  const boxId = `reply-${thread.id}`;
  return (
    <article
      aria-label={`${thread.author_name}: ${thread.content.slice(0, 30)}`}
      data-comment-id={thread.id}
      style={{ padding: '12px 0', borderBottom: `1px solid ${token.colorSplit}` }}
    >
      <Flex gap={12} align="start">
        {actions.canBulk && (
          <Checkbox checked={selected} onChange={(e) => onSelect(e.target.checked)} aria-label={t('course.comment.select', { name: thread.author_name })} />
        )}
        <div style={{ flex: 1, minWidth: 0 }}>
          <CommentBody c={thread} thread={thread} actions={actions} />
          {thread.replies.length > 0 && (
            <div style={{ marginTop: 8, paddingLeft: 16, borderLeft: `3px solid ${token.colorBorderSecondary}` }}>
              {thread.replies.map((r) => (
                <div key={r.id} data-comment-id={r.id} style={{ padding: '6px 0' }}>
                  <CommentBody c={r} actions={actions} />
                </div>
              ))}
            </div>
          )}
          {actions.canReply &&
            (replying ? (
              <div style={{ marginTop: 8 }}>
                <label htmlFor={boxId} style={{ display: 'block', marginBottom: 4 }}>
                  {t('course.comment.replyTo', { name: thread.author_name })}
                </label>
                <Input.TextArea
                  id={boxId}
                  value={text}
                  onChange={(e) => onDraft(e.target.value)}
                  maxLength={1000}
                  showCount
                  rows={3}
                  autoFocus
                  placeholder={t('course.comment.replyPlaceholder')}
                />
                <Space style={{ marginTop: 8 }}>
                  <Button type="primary" loading={sending} disabled={!text.trim()} onClick={() => void send()}>
                    {t('course.comment.send')}
                  </Button>
                  <Button onClick={() => onDraft(undefined)}>{t('course.comment.cancel')}</Button>
                </Space>
              </div>
            ) : (
              // No space inserted into 回复: its name (回复 + the author) must contain what it shows.
              <Button
                size="small"
                style={{ marginTop: 4 }}
                autoInsertSpace={false}
                onClick={() => onDraft('')}
                aria-label={t('course.comment.replyTo', { name: thread.author_name })}
              >
                {t('course.comment.reply')}
              </Button>
            ))}
        </div>
      </Flex>
    </article>
  );
}
