import { CopyIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { intlLocale } from '@/lib/intl-locale';
import { useCalendarLink, useImportCalendar, useStopCalendarSync } from '../api/publish-api';
import { Field } from './field';

/** Keeps the listing in step with other platforms: its own .ics feed out, another platform's .ics in. */
export function CalendarSync({ listingId }: { listingId: number }) {
  const { t, i18n } = useTranslation('publish');
  const [url, setUrl] = useState('');
  const link = useCalendarLink(listingId);
  const stop = useStopCalendarSync(listingId);
  const imported = link.data?.imported;
  const calendar = useImportCalendar(listingId);
  const importCalendar = {
    isPending: calendar.isPending,
    mutate: (body: { url: string } | { ics: string }) =>
      calendar.mutate(body, {
        onSuccess: (result) => {
          toast.success(t('calendar.imported', { count: result.imported, skipped: result.skipped }));
          setUrl('');
        },
        onError: (error) => toast.error(error.message),
      }),
  };
  return (
    <section className="space-y-3 rounded-md border border-slate-200 p-3" data-testid="calendar-sync">
      <h3 className="font-semibold">{t('calendar.title')}</h3>
      <p className="text-sm text-slate-600">{t('calendar.exportHint')}</p>
      {link.data && (
        <div className="flex gap-2">
          <Input readOnly value={link.data.url} aria-label={t('calendar.feed')} className="font-mono text-xs" />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t('calendar.copy')}
            onClick={() =>
              void navigator.clipboard?.writeText(link.data.url).then(() => toast.success(t('calendar.copied')))
            }
          >
            <CopyIcon aria-hidden />
          </Button>
        </div>
      )}
      <form
        className="grid items-end gap-2 sm:grid-cols-[1fr_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          if (url.trim()) importCalendar.mutate({ url: url.trim() });
        }}
      >
        <Field id="calendarUrl" label={t('calendar.importUrl')}>
          <Input
            id="calendarUrl"
            type="url"
            inputMode="url"
            placeholder="https://…/calendar.ics"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={!url.trim() || importCalendar.isPending}>
          {t('calendar.import')}
        </Button>
      </form>
      {imported && (
        <div className="grid gap-2 rounded-md bg-slate-50 p-3 text-sm" data-testid="calendar-feed">
          <p className="break-all">{t('calendar.syncing', { url: imported.url, hours: imported.everyHours })}</p>
          {imported.lastImportedAt && (
            <p className="text-slate-600">
              {t('calendar.lastRead', {
                date: new Date(imported.lastImportedAt).toLocaleString(intlLocale(i18n.language), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })}
            </p>
          )}
          {imported.lastError && (
            <p role="alert" className="text-red-700">
              {t(imported.lastError === 'calendar_unreachable' ? 'calendar.unreachable' : 'calendar.invalid')}
            </p>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={stop.isPending}
            onClick={() => stop.mutate(undefined, { onSuccess: () => toast.success(t('calendar.stopped')) })}
          >
            {t('calendar.stop')}
          </Button>
        </div>
      )}
      <Field id="calendarFile" label={t('calendar.importFile')}>
        <Input
          id="calendarFile"
          type="file"
          accept=".ics,text/calendar"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void file.text().then((ics) => importCalendar.mutate({ ics }));
            e.target.value = '';
          }}
        />
      </Field>
    </section>
  );
}
