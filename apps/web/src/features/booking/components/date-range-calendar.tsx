import { addDays } from '@vira/domain/pricing';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCalendarDate, formatMonthCaption, monthCells, shiftMonth, weekdayNames } from '@/lib/dates';

export interface DateRange {
  start: string | null;
  end: string | null;
}

interface Props {
  value: DateRange;
  onChange(range: DateRange): void;
  /** Half-open [start, end) ranges held by others. */
  held: { start: string; end: string }[];
  today: string;
}

function isHeld(day: string, held: Props['held']): boolean {
  return held.some((r) => r.start <= day && day < r.end);
}

/**
 * A month grid: first click picks the pickup day, second the return day. Held days cannot be picked up, and
 * a return day cannot lie past a held day (but may be the day someone else picks the item up).
 */
export function DateRangeCalendar({ value, onChange, held, today }: Props) {
  const { i18n, t } = useTranslation('booking');
  const [month, setMonth] = useState(() => (value.start ?? today).slice(0, 7));

  const days = useMemo(() => monthCells(month), [month]);

  const choosingEnd = value.start !== null && value.end === null;
  const disabled = (day: string) => {
    if (day < today) return true;
    if (!choosingEnd) return isHeld(day, held);
    if (day < value.start!) return isHeld(day, held);
    // Every night from pickup up to the return day must be free.
    for (let d = value.start!; d < day; d = addDays(d, 1)) if (isHeld(d, held)) return true;
    return false;
  };
  const pick = (day: string) => {
    if (choosingEnd && day >= value.start!) onChange({ start: value.start, end: day });
    else onChange({ start: day, end: null });
  };
  const shift = (n: number) => setMonth(shiftMonth(month, n));
  const inRange = (day: string) => value.start !== null && value.end !== null && day >= value.start && day <= value.end;
  const weekdays = weekdayNames(i18n.language);

  return (
    <div className="grid gap-2" data-testid="date-range-calendar">
      <div className="flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon-sm"
          onClick={() => shift(-1)}
          aria-label={t('calendar.previous')}
          disabled={month <= today.slice(0, 7)}
        >
          <ChevronLeft className="rtl:rotate-180" />
        </Button>
        <span className="font-medium" data-testid="calendar-caption">
          {formatMonthCaption(month, i18n.language)}
        </span>
        <Button variant="ghost" size="icon-sm" onClick={() => shift(1)} aria-label={t('calendar.next')}>
          <ChevronRight className="rtl:rotate-180" />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs text-slate-500">
        {weekdays.map((w, i) => (
          <span key={i}>{w}</span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-1" role="grid">
        {days.map((day, i) =>
          day === null ? (
            <span key={`blank-${i}`} />
          ) : (
            <button
              key={day}
              type="button"
              data-date={day}
              disabled={disabled(day)}
              aria-pressed={day === value.start || day === value.end}
              aria-label={formatCalendarDate(day, i18n.language, 'full')}
              onClick={() => pick(day)}
              className={cn(
                'h-9 rounded-md text-sm transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-300',
                isHeld(day, held) && 'line-through',
                inRange(day) && 'bg-brand-100',
                (day === value.start || day === value.end) && 'bg-brand-600 text-white hover:bg-brand-700',
              )}
            >
              {Number(day.slice(8))}
            </button>
          ),
        )}
      </div>
      <p className="text-xs text-slate-600" data-testid="calendar-hint">
        {value.start !== null && value.end !== null
          ? t('calendar.picked', {
              start: formatCalendarDate(value.start, i18n.language),
              end: formatCalendarDate(value.end, i18n.language),
            })
          : choosingEnd
            ? t('calendar.pickEnd')
            : t('calendar.pickStart')}
      </p>
    </div>
  );
}
