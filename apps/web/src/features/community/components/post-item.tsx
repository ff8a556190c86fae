import type { CommunityPost } from '@vira/domain/community';
import { FlagIcon, HeartIcon, PencilIcon, ReplyIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useEditPost, useLike, useReportPost } from '../api/community-api';
import { errorText, formatWhen } from './community-format';
import { PostMarkdown } from './post-markdown';

/** One post: its Markdown, likes, and what the reader may do with it (reply, report, or edit their own). */
export function PostItem({
  post,
  replyTo,
  viewerId,
  canReply,
  onReply,
}: {
  post: CommunityPost;
  replyTo?: CommunityPost;
  viewerId: string | null;
  canReply: boolean;
  onReply: (post: CommunityPost) => void;
}) {
  const { t, i18n } = useTranslation('community');
  const like = useLike(post.topicId);
  const report = useReportPost();
  const edit = useEditPost(post.topicId);
  const [editing, setEditing] = useState<string | null>(null);
  const mine = viewerId === post.author.id;
  const name = post.author.fullName ?? t('someone');

  return (
    <article
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-3"
      aria-label={t('topic.postBy', { name })}
    >
      <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="font-medium">{name}</span>
        <time className="text-xs text-slate-600" dateTime={post.createdAt}>
          {formatWhen(post.createdAt, i18n.language)}
        </time>
        {post.editedAt && <span className="text-xs text-slate-500">{t('topic.edited')}</span>}
      </header>
      {replyTo && (
        <p className="border-s-2 border-slate-300 ps-2 text-xs text-slate-600">
          {t('topic.inReplyTo', { name: replyTo.author.fullName ?? t('someone') })}
        </p>
      )}
      {post.body === null ? (
        <p className="text-sm text-slate-600 italic">{t('topic.hidden', { reason: post.hiddenReason ?? '' })}</p>
      ) : editing !== null ? (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            edit.mutate(
              { id: post.id, body: editing },
              { onSuccess: () => setEditing(null), onError: (error) => toast.error(errorText(error, t('error'))) },
            );
          }}
        >
          <Textarea
            aria-label={t('topic.editLabel')}
            value={editing}
            onChange={(e) => setEditing(e.target.value)}
            rows={4}
          />
          <div className="flex gap-2">
            <Button type="submit" size="sm" disabled={edit.isPending}>
              {t('save')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <PostMarkdown text={post.body} />
      )}
      {post.body !== null && editing === null && (
        <footer className="flex flex-wrap items-center gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-pressed={post.likedByMe}
            aria-label={t('topic.like', { count: post.likeCount })}
            disabled={!viewerId || like.isPending}
            onClick={() => like.mutate({ id: post.id, liked: !post.likedByMe })}
          >
            <HeartIcon aria-hidden className={post.likedByMe ? 'fill-red-500 text-red-500' : ''} />
            {post.likeCount}
          </Button>
          {canReply && (
            <Button size="sm" variant="ghost" onClick={() => onReply(post)}>
              <ReplyIcon aria-hidden className="rtl:-scale-x-100" />
              {t('topic.reply')}
            </Button>
          )}
          {mine && (
            <Button size="sm" variant="ghost" onClick={() => setEditing(post.body ?? '')}>
              <PencilIcon aria-hidden />
              {t('topic.edit')}
            </Button>
          )}
          {viewerId && !mine && (
            <Button
              size="sm"
              variant="ghost"
              disabled={report.isPending || report.isSuccess}
              onClick={() =>
                report.mutate(
                  { id: post.id },
                  {
                    onSuccess: () => toast.success(t('topic.reported')),
                    onError: (error) => toast.error(errorText(error, t('error'))),
                  },
                )
              }
            >
              <FlagIcon aria-hidden />
              {t('topic.report')}
            </Button>
          )}
        </footer>
      )}
    </article>
  );
}
