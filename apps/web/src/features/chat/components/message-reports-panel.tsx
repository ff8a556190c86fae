import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { api, data } from '@/lib/api';
import { cn } from '@/lib/cn';
import { intlLocale } from '@/lib/intl-locale';

/** /admin: reported chat messages, each with the messages around it (plain text, never HTML). */
export function MessageReportsPanel() {
  const { t, i18n } = useTranslation('chat');
  const reports = useQuery({
    queryKey: ['admin', 'message-reports'],
    queryFn: () => data(api.GET('/api/admin/message-reports')),
  });
  const when = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const items = reports.data?.reports ?? [];
  return (
    <section className="mx-auto max-w-5xl px-4 pb-8">
      <Card data-testid="admin-message-reports">
        <CardHeader>
          <CardTitle>{t('reports.title')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          {reports.isPending && <Spinner />}
          {!reports.isPending && items.length === 0 && <p className="text-sm text-slate-600">{t('reports.empty')}</p>}
          {items.map((report) => (
            <article key={report.id} className="space-y-2 rounded-md border border-slate-200 p-3">
              <p className="text-sm text-slate-600">
                {report.listingTitle} · {when.format(new Date(report.createdAt))}
              </p>
              <p className="text-sm font-medium" data-testid="report-reason">
                {t('reports.reason', { reason: t(`reportCategories.${report.category}`) })}
              </p>
              {/* The reporter's own words, as plain text. */}
              {report.reason && <p className="text-sm whitespace-pre-wrap text-slate-700">«{report.reason}»</p>}
              <ol className="space-y-1 text-sm" aria-label={t('reports.context')}>
                {report.context.map((m) => (
                  <li
                    key={m.id}
                    className={cn(
                      'rounded px-2 py-1 break-words whitespace-pre-wrap',
                      m.id === report.message.id ? 'bg-red-50 font-medium text-red-900' : 'bg-slate-50',
                    )}
                  >
                    {m.body}
                  </li>
                ))}
              </ol>
              <CloseReport id={report.id} />
            </article>
          ))}
        </CardContent>
      </Card>
    </section>
  );
}

/** Closes a report as reviewed, with the reason the admin log keeps. */
function CloseReport({ id }: { id: string }) {
  const { t } = useTranslation('chat');
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const close = useMutation({
    mutationFn: () =>
      data(api.POST('/api/admin/message-reports/{id}/resolve', { params: { path: { id } }, body: { reason } })),
    onSuccess: () => {
      toast.success(t('reports.closed'));
      void client.invalidateQueries({ queryKey: ['admin', 'message-reports'] });
    },
    onError: (error) => toast.error(error.message),
  });
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim().length >= 3) close.mutate();
      }}
    >
      <Input
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-label={t('reports.reasonLabel')}
        placeholder={t('reports.reasonLabel')}
        className="max-w-xs"
      />
      <Button type="submit" size="sm" variant="outline" disabled={reason.trim().length < 3 || close.isPending}>
        {t('reports.close')}
      </Button>
    </form>
  );
}
