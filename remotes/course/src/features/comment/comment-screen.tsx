import { useState } from 'react';
import { Alert, App, Button, Empty, Flex, Input, Radio, Space, Spin, Tag } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useAuthStore } from '@admin/shared/auth';
import { comment, type Comment, type CommentReply } from '@admin/shared/contract/resources';
import { api } from '@admin/shared/data';
import { defineMessages, useI18n } from '@admin/shared/i18n';
import { mayCall, useUrlQuery } from '@admin/shared/resource';
import { PageContainer, Pager } from '@admin/shared/ui';
import { CommentThread, type ThreadActions } from './comment-thread';
import { ReasonModal, type ReasonRequest } from './reason-modal';
import { useCourseThreads, VIEWS, type View } from './use-course-threads';

defineMessages({
  'course.comment.back': ['返回学习互动', 'Back to learning interaction'],
  'course.comment.summary': [
    '评论 {comments} · 待回复 {unanswered} · 被举报 {reported} · 已隐藏 {hidden}',
    '{comments} comments · {unanswered} unanswered · {reported} reported · {hidden} hidden',
  ],
  'course.comment.open': ['讨论开放中', 'Open for comments'],
  'course.comment.closed': ['讨论已关闭', 'Closed for comments'],
  'course.comment.view': ['显示', 'Show'],
  'course.comment.view.all': ['全部', 'All'],
  'course.comment.view.unanswered': ['待回复', 'Unanswered'],
  'course.comment.view.reported': ['被举报', 'Reported'],
  'course.comment.view.hidden': ['已隐藏', 'Hidden'],
  'course.comment.keyword': ['搜索评论内容', 'Search comments'],
  'course.comment.selected': ['已选 {n} 项', '{n} selected'],
  'course.comment.bulkHide': ['批量隐藏', 'Hide selected'],
  'course.comment.clear': ['取消选择', 'Clear selection'],
  'course.comment.hideTitle': ['隐藏 {name} 的评论', 'Hide the comment of {name}'],
  'course.comment.unhideTitle': ['恢复显示 {name} 的评论', 'Show the comment of {name} again'],
  'course.comment.bulkHideTitle': ['隐藏选中的 {n} 条评论', 'Hide the {n} selected comments'],
  'course.comment.replied': ['已回复', 'Reply sent'],
  'course.comment.hidden': ['已隐藏', 'Hidden'],
  'course.comment.shown': ['已恢复显示', 'Shown again'],
  'course.comment.saved': ['已保存', 'Saved'],
  'course.comment.none': ['没有符合条件的评论', 'No comments match'],
});

/**
 * /learn-interaction/detail/:uuid: one course's comments as threads. Staff reply, hide and show
 * again with a reason, pin, settle reports and hide several at once; the view, search and page
 * live in the URL.
 */
/** The reply drafts with `id`'s set to `text`, or removed when the box closes (undefined). */
function withDraft(drafts: ReadonlyMap<number, string>, id: number, text: string | undefined): ReadonlyMap<number, string> {
  const next = new Map(drafts);
  if (text === undefined) next.delete(id);
  else next.set(id, text);
  return next;
}

export default function CommentScreen() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const uuid = useParams().uuid ?? '';
  const roles = useAuthStore((s) => s.roles);
  const [query, setQuery] = useUrlQuery();
  const view = (VIEWS as readonly string[]).includes(query.get('view') ?? '') ? (query.get('view') as View) : 'all';
  const keyword = query.get('keyword') ?? '';
  const page = Number(query.get('page')) || 1;
  const limit = Number(query.get('limit')) || 20;

  const { stats, list, failed, loading, reload, latest } = useCourseThreads({ uuid, view, keyword, page, limit });
  const [selected, setSelected] = useState<Map<number, number>>(new Map());
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const [drafts, setDrafts] = useState<ReadonlyMap<number, string>>(new Map());

  const setParam = (changes: Record<string, string | null>) =>
    setQuery((q) => {
      const next = new URLSearchParams(q);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      return next;
    });

  const canChange = mayCall(roles, comment.routes.patch, comment.endpoints);
  /** A write, then the list and statistics read again (also after a failure: the row may have changed). */
  const write = async (send: () => Promise<unknown>, done: string) => {
    try {
      await send();
      message.success(t(done));
    } finally {
      reload();
    }
  };
  const actions: ThreadActions = {
    canReply: mayCall(roles, comment.routes.reply, comment.endpoints),
    canChange,
    canBulk: mayCall(roles, comment.routes.bulkPatch, comment.endpoints),
    reply: (thread, content) => write(() => api.comment.reply({ uuid, id: thread.id }, { content }), 'course.comment.replied'),
    moderate: (c: CommentReply, hide: boolean) =>
      setRequest({
        title: t(hide ? 'course.comment.hideTitle' : 'course.comment.unhideTitle', { name: c.author_name }),
        okText: t(hide ? 'course.comment.hide' : 'course.comment.unhide'),
        danger: hide,
        run: (reason) =>
          write(
            () => api.comment.patch({ uuid, id: c.id }, { is_hidden: hide, moderation_reason: reason, version: c.version }),
            hide ? 'course.comment.hidden' : 'course.comment.shown',
          ),
      }),
    pin: (thread) => write(() => api.comment.patch({ uuid, id: thread.id }, { is_pinned: !thread.is_pinned, version: thread.version }), 'course.comment.saved'),
    settle: (c) => write(() => api.comment.patch({ uuid, id: c.id }, { reports_settled: true, version: c.version }), 'course.comment.saved'),
  };
  const bulkHide = () =>
    setRequest({
      title: t('course.comment.bulkHideTitle', { n: selected.size }),
      okText: t('course.comment.hide'),
      danger: true,
      run: (reason) =>
        write(async () => {
          // The version shown now: after a failed try the list was read again.
          const shown = new Map(latest.current?.items.map((x) => [x.id, x.version]));
          const items = [...selected].map(([id, version]) => ({ id, version: shown.get(id) ?? version }));
          await api.comment.bulkPatch({ uuid }, { items, changes: { is_hidden: true, moderation_reason: reason } });
          setSelected(new Map());
        }, 'course.comment.hidden'),
    });
  const select = (thread: Comment, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(thread.id, thread.version);
      else next.delete(thread.id);
      return next;
    });

  return (
    <PageContainer title={stats?.name ?? ''} extra={<Link to="/learn-interaction/index">{t('course.comment.back')}</Link>}>
      {stats && (
        <Space wrap style={{ marginBottom: 12 }}>
          <span>{t('course.comment.summary', { comments: stats.comments, unanswered: stats.unanswered, reported: stats.reported, hidden: stats.hidden })}</span>
          <Tag color={stats.is_open ? 'green' : 'default'}>{t(stats.is_open ? 'course.comment.open' : 'course.comment.closed')}</Tag>
        </Space>
      )}
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Radio.Group
          aria-label={t('course.comment.view')}
          optionType="button"
          value={view}
          onChange={(e) => {
            setSelected(new Map());
            setParam({ view: e.target.value === 'all' ? null : e.target.value, page: null });
          }}
          options={VIEWS.map((v) => ({ value: v, label: t(`course.comment.view.${v}`) }))}
        />
        <Input.Search
          aria-label={t('course.comment.keyword')}
          placeholder={t('course.comment.keyword')}
          defaultValue={keyword}
          allowClear
          maxLength={64}
          style={{ width: 260 }}
          onSearch={(v) => setParam({ keyword: v.trim() || null, page: null })}
        />
      </Flex>
      {selected.size > 0 && (
        <Alert
          role="region"
          aria-label={t('course.comment.selected', { n: selected.size })}
          type="info"
          style={{ marginBottom: 12 }}
          title={
            <Space>
              <span>{t('course.comment.selected', { n: selected.size })}</span>
              <Button danger size="small" onClick={bulkHide}>
                {t('course.comment.bulkHide')}
              </Button>
              <Button size="small" onClick={() => setSelected(new Map())}>
                {t('course.comment.clear')}
              </Button>
            </Space>
          }
        />
      )}
      {failed && <Alert type="error" showIcon title={failed} style={{ marginBottom: 12 }} />}
      <Spin spinning={loading}>
        {list && list.items.length === 0 ? (
          <Empty description={t('course.comment.none')} />
        ) : (
          list?.items.map((thread) => (
            <CommentThread
              key={thread.id}
              thread={thread}
              actions={actions}
              selected={selected.has(thread.id)}
              onSelect={(on) => select(thread, on)}
              draft={drafts.get(thread.id)}
              onDraft={(text) => setDrafts((d) => withDraft(d, thread.id, text))}
            />
          ))
        )}
      </Spin>
      {list && list.total > 0 && (
        <Pager
          total={list.total}
          page={page}
          pageSize={limit}
          onChange={(p, size) => setParam({ page: p === 1 ? null : String(p), limit: size === 20 ? null : String(size) })}
        />
      )}
      <ReasonModal request={request} onClose={() => setRequest(null)} />
    </PageContainer>
  );
}
