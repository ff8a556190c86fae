import { CalendarDays } from 'lucide-react';
import { useId, useMemo, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { datePlaceholder, parseDateText } from '@/lib/date-text';
import { formatCalendarDate, monthCells, todayDate } from '@/lib/dates';
import { Button } from './button';
import { MonthHeading } from './month-heading';
import { fieldClasses } from './input';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from './popover';

type InputProps = Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'>;

export interface DateFieldProps extends InputProps {
  /** `YYYY-MM-DD`, or '' for none (controlled). */
  value?: string;
  /** `YYYY-MM-DD`, or '' (uncontrolled: the field keeps what the person typed or picked). */
  defaultValue?: string;
  /** A whole date typed or picked, or '' when the field is emptied. */
  onChange?(value: string): void;
  /** The date the person settled on: on leaving the field, or on picking a day in the calendar. */
  onCommit?(value: string): void;
  /** Bounds of the days the calendar offers (`YYYY-MM-DD`); typed dates outside them are the form's to refuse. */
  min?: string;
  max?: string;
  /** The 32 px high field of dense rows (the cart's lines). */
  compact?: boolean;
}

/**
 * The app's one date field (issue 34, item 12): the date reads in the person's language ("10 dic 2026", never the
 * browser's "mm/dd/yyyy"), can be typed in their language's order or as ISO, or picked in a calendar of their
 * language, Monday first, right-to-left in Arabic. The value it hands out is always `YYYY-MM-DD`, also kept on
 * `data-value` (and the bounds on `data-min` / `data-max`) for tests and styles.
 */
export function DateField({
  value,
  defaultValue = '',
  onChange,
  onCommit,
  min,
  max,
  compact = false,
  className,
  onBlur,
  onKeyDown,
  disabled,
  ...props
}: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const shown = (iso: string) => (iso ? formatCalendarDate(iso, language) : '');
  // What is in the box: the date as the person reads it, or what they are typing.
  const [text, setText] = useState(() => shown(current));
  const [seen, setSeen] = useState(current);
  if (seen !== current) {
    // The value changed from outside (or by a pick): show it, unless the text already says that date.
    setSeen(current);
    if (parseDateText(text, language) !== current) setText(shown(current));
  }
  const [open, setOpen] = useState(false);
  const calendarId = useId();

  const settle = (iso: string) => {
    if (value === undefined) setOwn(iso);
    onChange?.(iso);
  };
  const type = (next: string) => {
    setText(next);
    const iso = next.trim() === '' ? '' : parseDateText(next, language);
    if (iso !== null && iso !== current) settle(iso);
  };
  const pick = (iso: string) => {
    settle(iso);
    setText(shown(iso));
    setSeen(iso);
    setOpen(false);
    onCommit?.(iso);
  };
  const invalid = text.trim() !== '' && parseDateText(text, language) === null;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div className={cn('relative flex items-center', className)}>
          <input
            {...props}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            disabled={disabled}
            value={text}
            placeholder={datePlaceholder(language, {
              day: t('dateField.day'),
              month: t('dateField.month'),
              year: t('dateField.year'),
            })}
            data-value={current}
            data-min={min}
            data-max={max}
            aria-invalid={props['aria-invalid'] ?? (invalid || undefined)}
            onChange={(e) => type(e.target.value)}
            onKeyDown={(e) => {
              // Alt+Down opens the calendar, as a native date field does.
              if (e.key === 'ArrowDown' && e.altKey) {
                e.preventDefault();
                setOpen(true);
              }
              onKeyDown?.(e);
            }}
            onBlur={(e) => {
              // Leaving the field shows the date as the person reads it; an unfinished text goes back to it.
              setText(shown(current));
              onCommit?.(current);
              onBlur?.(e);
            }}
            data-slot="date-field"
            className={cn(fieldClasses, compact ? 'h-8 py-1' : 'h-10 py-2', 'pe-9')}
          />
          <PopoverTrigger asChild>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              disabled={disabled}
              className="absolute end-1"
              aria-label={t('dateField.open')}
              aria-controls={open ? calendarId : undefined}
            >
              <CalendarDays aria-hidden />
            </Button>
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      <PopoverContent id={calendarId} align="start">
        <MonthGrid value={current} min={min} max={max} onPick={pick} />
      </PopoverContent>
    </Popover>
  );
}

function MonthGrid({
  value,
  min,
  max,
  onPick,
}: {
  value: string;
  min?: string;
  max?: string;
  onPick(day: string): void;
}) {
  const { t, i18n } = useTranslation('common');
  const [month, setMonth] = useState(() => (value || (min && min > todayDate() ? min : todayDate())).slice(0, 7));
  const days = useMemo(() => monthCells(month), [month]);
  const outside = (day: string) => (min !== undefined && day < min) || (max !== undefined && day > max);
  return (
    <div className="grid gap-2" data-testid="date-field-calendar">
      <MonthHeading
        month={month}
        language={i18n.language}
        onMonth={setMonth}
        previousLabel={t('dateField.previous')}
        nextLabel={t('dateField.next')}
        canGoBack={min === undefined || month > min.slice(0, 7)}
        canGoForward={max === undefined || month < max.slice(0, 7)}
        announce
      />
      <div className="grid grid-cols-7 gap-1">
        {days.map((day, i) =>
          day === null ? (
            <span key={`blank-${i}`} />
          ) : (
            <button
              key={day}
              type="button"
              data-date={day}
              disabled={outside(day)}
              aria-pressed={day === value}
              aria-label={formatCalendarDate(day, i18n.language, 'full')}
              onClick={() => onPick(day)}
              className={cn(
                'h-8 rounded-md text-sm transition-colors disabled:cursor-not-allowed disabled:text-slate-300',
                day === value ? 'bg-brand-600 text-white hover:bg-brand-700' : 'hover:bg-brand-50',
              )}
            >
              {Number(day.slice(8))}
            </button>
          ),
        )}
      </div>
    </div>
  );
}
