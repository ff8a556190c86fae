import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatMonthCaption, shiftMonth, weekdayNames } from '@/lib/dates';
import { Button } from './button';

/**
 * The head of a month grid: previous and next month, the month's name and the weekdays, in the person's language
 * (the arrows turn in right-to-left languages). Shared by the date field's calendar and the owner's availability.
 */
export function MonthHeading({
  month,
  language,
  onMonth,
  previousLabel,
  nextLabel,
  canGoBack = true,
  canGoForward = true,
  announce = false,
}: {
  /** `YYYY-MM`. */
  month: string;
  language: string;
  onMonth(month: string): void;
  previousLabel: string;
  nextLabel: string;
  canGoBack?: boolean;
  canGoForward?: boolean;
  /** Read the new month out when it changes (a calendar a person moves through by keyboard). */
  announce?: boolean;
}) {
  return (
    <>
      <div className="flex items-center justify-between">
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          onClick={() => onMonth(shiftMonth(month, -1))}
          aria-label={previousLabel}
          disabled={!canGoBack}
        >
          <ChevronLeft className="rtl:rotate-180" />
        </Button>
        <span className="font-medium" aria-live={announce ? 'polite' : undefined}>
          {formatMonthCaption(month, language)}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="icon-sm"
          onClick={() => onMonth(shiftMonth(month, 1))}
          aria-label={nextLabel}
          disabled={!canGoForward}
        >
          <ChevronRight className="rtl:rotate-180" />
        </Button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-xs text-slate-500" aria-hidden>
        {weekdayNames(language).map((w, i) => (
          <span key={i}>{w}</span>
        ))}
      </div>
    </>
  );
}
