import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * What the badge shows: the number in the page's digits, capped at `max`+. The button's name says the same
 * (`{{shown}}` in its label), so the name contains what a person sees (WCAG 2.5.3 Label in Name).
 */
export function countBadgeText(count: number, max: number, language: string): string {
  return count > max ? `${max}+` : new Intl.NumberFormat(language).format(count);
}

/** The small count on an icon button (cart, bell): nothing at 0, else `countBadgeText`. */
export function CountBadge({
  count,
  max,
  className,
  testId,
}: {
  count: number;
  max: number;
  className?: string;
  testId?: string;
}) {
  const { i18n } = useTranslation();
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid={testId}
      className={cn(
        'absolute -end-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-[11px] font-bold text-white',
        className,
      )}
    >
      {countBadgeText(count, max, i18n.language)}
    </span>
  );
}
