import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthHeading } from '@/components/ui/month-heading';
import { cn } from '@/lib/cn';
import { formatCalendarDate, monthCells } from '@/lib/dates';

type Range = { startDate: string; endDate: string };
type DayKind = 'booked' | 'blocked' | 'imported' | 'free';

const STYLE: Record<DayKind, string> = {
  booked: 'bg-brand-600 text-white',
  blocked: 'bg-slate-300 text-slate-800',
  imported: 'bg-amber-200 text-amber-950',
  free: 'bg-white text-slate-700',
};

/**
 * One calendar per listing for its owner: the days bookings hold and the days blocked (by hand or by an imported
 * calendar) in one month grid. Ranges are half-open: the end day is free again.
 */
export function AvailabilityMonth({
  booked,
  blocked,
  today,
}: {
  booked: Range[];
  blocked: (Range & { source: 'owner' | 'ical' })[];
  today: string;
}) {
  const { t, i18n } = useTranslation('publish');
  const [month, setMonth] = useState(today.slice(0, 7));
  const within = (day: string, r: Range) => r.startDate <= day && day < r.endDate;
  const kindOf = (day: string): DayKind => {
    if (booked.some((r) => within(day, r))) return 'booked';
    const block = blocked.find((r) => within(day, r));
    if (block) return block.source === 'ical' ? 'imported' : 'blocked';
    return 'free';
  };
  return (
    <section className="grid gap-2 rounded-md border border-slate-200 p-3" data-testid="availability-month">
      <MonthHeading
        month={month}
        language={i18n.language}
        onMonth={setMonth}
        previousLabel={t('availability.previousMonth')}
        nextLabel={t('availability.nextMonth')}
        canGoBack={month > today.slice(0, 7)}
      />
      <ul className="grid grid-cols-7 gap-1">
        {monthCells(month).map((day, i) => {
          if (day === null) return <li key={`blank-${i}`} aria-hidden />;
          const kind = kindOf(day);
          return (
            <li
              key={day}
              data-date={day}
              data-kind={kind}
              aria-label={`${formatCalendarDate(day, i18n.language, 'full')}: ${t(`availability.kind.${kind}`)}`}
              className={cn(
                'grid h-8 place-items-center rounded-md border border-slate-100 text-sm',
                STYLE[kind],
                day < today && 'opacity-50',
              )}
            >
              {Number(day.slice(8))}
            </li>
          );
        })}
      </ul>
      <ul className="flex flex-wrap gap-3 text-xs text-slate-600">
        {(['booked', 'blocked', 'imported'] as const).map((kind) => (
          <li key={kind} className="flex items-center gap-1">
            <span className={cn('size-3 rounded-sm', STYLE[kind])} aria-hidden />
            {t(`availability.kind.${kind}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
