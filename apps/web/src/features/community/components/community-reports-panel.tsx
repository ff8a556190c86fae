import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/localized-link';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { communityReportsQuery } from '@/lib/queries/community-queries';
import { useHidePost } from '../api/community-api';
import { errorText, formatWhen } from './community-format';
import { PostMarkdown } from './post-markdown';

/** /admin: reported forum posts; an admin hides one with a written reason, shown in the post's place. */
export function CommunityReportsPanel() {
  const { t, i18n } = useTranslation('community');
  const reports = useQuery(communityReportsQuery());
  const hide = useHidePost();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const items = reports.data?.reports ?? [];
  return (
    <section className="mx-auto max-w-5xl px-4 pb-8">
      <Card data-testid="admin-community-reports">
        <CardHeader>
          <CardTitle>{t('reports.title')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {reports.isPending && <Spinner />}
          {!reports.isPending && items.length === 0 && <p className="text-sm text-slate-600">{t('reports.empty')}</p>}
          {items.map((report) => {
            const reason = reasons[report.post.id] ?? '';
            const inputId = `hide-reason-${report.post.id}`;
            return (
              <article key={report.id} className="space-y-2 rounded-md border border-slate-200 p-3">
                <p className="text-sm text-slate-600">
                  <Link to={`/community?topic=${report.topicId}`} className="font-medium text-brand-700 underline">
                    {report.topicTitle}
                  </Link>{' '}
                  · {report.post.author.fullName ?? t('someone')} · {formatWhen(report.createdAt, i18n.language)}
                </p>
                <p className="text-sm font-medium">
                  {report.reason ? t('reports.reason', { reason: report.reason }) : t('reports.noReason')} ·{' '}
                  {t('reports.count', { count: report.reportCount })}
                </p>
                <div className="rounded bg-red-50 p-2">
                  <PostMarkdown text={report.post.body ?? ''} />
                </div>
                <form
                  className="flex flex-wrap items-end gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    hide.mutate(
                      { id: report.post.id, reason },
                      {
                        onSuccess: () => toast.success(t('reports.hidden')),
                        onError: (error) => toast.error(errorText(error, t('error'))),
                      },
                    );
                  }}
                >
                  <label htmlFor={inputId} className="sr-only">
                    {t('reports.hideReason')}
                  </label>
                  <Input
                    id={inputId}
                    className="min-w-48 flex-1"
                    placeholder={t('reports.hideReason')}
                    required
                    minLength={3}
                    maxLength={500}
                    value={reason}
                    onChange={(e) => setReasons({ ...reasons, [report.post.id]: e.target.value })}
                  />
                  <Button type="submit" variant="destructive" size="sm" disabled={hide.isPending}>
                    {t('reports.hide')}
                  </Button>
                </form>
              </article>
            );
          })}
        </CardContent>
      </Card>
    </section>
  );
}
