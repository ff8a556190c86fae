import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_CATEGORIES, type CommunityCategory } from '@vira/domain/community';
import { LockIcon, MessageSquareIcon, PinIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '@/lib/localized-link';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { communityOverviewQuery, topicsQuery } from '@/lib/queries/community-queries';
import { formatWhen } from './community-format';
import { NewTopicForm } from './new-topic-form';

/** Categories as filters, the topic list (pinned first), and the form for a new topic. */
export function ForumPanel({
  category,
  groupId,
  onFilter,
  onOpenTopic,
}: {
  category?: CommunityCategory;
  groupId?: string;
  onFilter: (category?: CommunityCategory) => void;
  onOpenTopic: (id: string) => void;
}) {
  const { t, i18n } = useTranslation('community');
  const { user } = useAuth();
  const location = useLocation();
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const overview = useQuery(communityOverviewQuery());
  const topics = useQuery(topicsQuery({ category, groupId, page }));
  const counts = new Map(overview.data?.categories.map((c) => [c.key, c.topicCount]));
  const pages = topics.data ? Math.max(1, Math.ceil(topics.data.total / topics.data.pageSize)) : 1;

  return (
    <div className="space-y-4">
      <nav aria-label={t('forum.categories')} className="flex flex-wrap gap-2">
        {[undefined, ...COMMUNITY_CATEGORIES].map((key) => (
          <Button
            key={key ?? 'all'}
            size="sm"
            variant={key === category ? 'default' : 'outline'}
            aria-pressed={key === category}
            onClick={() => {
              setPage(1);
              onFilter(key);
            }}
          >
            {key ? t(`categories.${key}.name`) : t('forum.all')}
            {/* The count's room is kept while it loads, so the buttons do not grow and re-wrap when it arrives. */}
            {key ? (
              <span className="inline-block min-w-[4ch] text-start opacity-75">
                {counts.has(key) ? `(${counts.get(key)})` : ''}
              </span>
            ) : null}
          </Button>
        ))}
      </nav>
      {category && <p className="text-sm text-slate-600">{t(`categories.${category}.description`)}</p>}

      {user ? (
        writing ? (
          <NewTopicForm
            category={category}
            groupId={groupId}
            onDone={(id) => {
              setWriting(false);
              if (id) onOpenTopic(id);
            }}
          />
        ) : (
          <Button onClick={() => setWriting(true)}>{t('forum.newTopic')}</Button>
        )
      ) : (
        <p className="text-sm text-slate-600">
          <Link to="/login" state={{ from: location }} className="font-medium text-brand-700 underline">
            {t('signIn')}
          </Link>{' '}
          {t('signInToWrite')}
        </p>
      )}

      {topics.isPending && <Spinner />}
      {topics.data && topics.data.topics.length === 0 && <p className="text-slate-600">{t('forum.empty')}</p>}
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        aria-label={t('forum.topics')}
      >
        {topics.data?.topics.map((topic) => (
          <li key={topic.id}>
            <button
              type="button"
              onClick={() => onOpenTopic(topic.id)}
              className="flex w-full flex-col gap-1 p-3 text-start hover:bg-slate-50"
            >
              <span className="flex flex-wrap items-center gap-2">
                {topic.pinned && <PinIcon aria-label={t('topic.pinned')} className="size-4 text-brand-700" />}
                {topic.closed && <LockIcon aria-label={t('topic.closed')} className="size-4 text-slate-500" />}
                <span className="font-medium">{topic.title}</span>
                {topic.sample && <Badge variant="outline">{t('sample')}</Badge>}
              </span>
              <span className="flex flex-wrap items-center gap-x-3 text-xs text-slate-600">
                <span>{t(`categories.${topic.category}.name`)}</span>
                <span>{topic.author.fullName ?? t('someone')}</span>
                <span className="inline-flex items-center gap-1">
                  <MessageSquareIcon aria-hidden className="size-3" />
                  {t('forum.replies', { count: topic.replyCount })}
                </span>
                <span>{formatWhen(topic.lastPostAt, i18n.language)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className={cn('flex items-center justify-center gap-3 text-sm')}>
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </Button>
          <span>{t('pageOf', { page, pages })}</span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('next')}
          </Button>
        </div>
      )}
    </div>
  );
}
