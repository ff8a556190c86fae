import { useQuery } from '@tanstack/react-query';
import { POST_BODY_MAX, type CommunityPost } from '@vira/domain/community';
import { ArrowLeftIcon, LockIcon, PinIcon } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/auth/use-auth';
import { topicQuery } from '@/lib/queries/community-queries';
import { useReply, useTopicFlags } from '../api/community-api';
import { errorText } from './community-format';
import { PostItem } from './post-item';

export function TopicView({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('community');
  const { user } = useAuth();
  const topic = useQuery(topicQuery(id));
  const reply = useReply(id);
  const flags = useTopicFlags(id);
  const [text, setText] = useState('');
  const [replyTo, setReplyTo] = useState<CommunityPost | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  if (topic.isPending) return <Spinner />;
  if (!topic.data)
    return (
      <div className="space-y-3">
        <p>{t('topic.notFound')}</p>
        <Button variant="outline" onClick={onBack}>
          {t('topic.back')}
        </Button>
      </div>
    );
  const data = topic.data;
  const canReply = user !== null && !data.closed;
  const byId = new Map(data.posts.map((p) => [p.id, p]));

  const startReply = (post: CommunityPost) => {
    setReplyTo(post);
    if (post.author.fullName && post.author.id !== user?.id) setText((now) => `@${post.author.fullName} ${now}`);
    box.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    reply.mutate(
      { body: text.trim(), ...(replyTo ? { replyToId: replyTo.id } : {}) },
      {
        onSuccess: () => {
          setText('');
          setReplyTo(null);
        },
        onError: (error) => toast.error(errorText(error, t('error'))),
      },
    );
  };

  return (
    <div className="space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeftIcon aria-hidden className="rtl:-scale-x-100" />
        {t('topic.back')}
      </Button>
      <header className="space-y-2">
        <h2 className="text-2xl font-bold break-words">{data.title}</h2>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{t(`categories.${data.category}.name`)}</Badge>
          {data.pinned && (
            <Badge variant="outline">
              <PinIcon aria-hidden />
              {t('topic.pinned')}
            </Badge>
          )}
          {data.closed && (
            <Badge variant="warning">
              <LockIcon aria-hidden />
              {t('topic.closed')}
            </Badge>
          )}
          {data.sample && <Badge variant="outline">{t('sample')}</Badge>}
        </div>
        {(data.canClose || data.canModerate) && (
          <div className="flex flex-wrap gap-2">
            {data.canClose && (
              <Button size="sm" variant="outline" onClick={() => flags.mutate({ closed: !data.closed })}>
                {data.closed ? t('topic.reopen') : t('topic.close')}
              </Button>
            )}
            {data.canModerate && (
              <Button size="sm" variant="outline" onClick={() => flags.mutate({ pinned: !data.pinned })}>
                {data.pinned ? t('topic.unpin') : t('topic.pin')}
              </Button>
            )}
          </div>
        )}
      </header>

      <ol className="space-y-3" aria-label={t('topic.posts')}>
        {data.posts.map((post) => (
          <li key={post.id}>
            <PostItem
              post={post}
              replyTo={post.replyToId ? byId.get(post.replyToId) : undefined}
              viewerId={user?.id ?? null}
              canReply={canReply}
              onReply={startReply}
            />
          </li>
        ))}
      </ol>

      {data.closed ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">{t('topic.closedNotice')}</p>
      ) : user ? (
        <form onSubmit={submit} className="space-y-2">
          {replyTo && (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              {t('topic.replyingTo', { name: replyTo.author.fullName ?? t('someone') })}
              <Button size="sm" variant="ghost" onClick={() => setReplyTo(null)}>
                {t('cancel')}
              </Button>
            </p>
          )}
          <Textarea
            ref={box}
            aria-label={t('topic.yourReply')}
            placeholder={t('topic.yourReply')}
            rows={4}
            maxLength={POST_BODY_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <p className="text-xs text-slate-600">{t('markdownHint')}</p>
          <Button type="submit" disabled={reply.isPending || !text.trim()}>
            {t('topic.send')}
          </Button>
        </form>
      ) : (
        <p className="text-sm text-slate-600">{t('signInToWrite')}</p>
      )}
    </div>
  );
}
