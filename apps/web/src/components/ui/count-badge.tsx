import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** The small count on an icon button (cart, bell): nothing at 0, the number in the page's digits, capped at `max`+. */
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
      {count > max ? `${max}+` : new Intl.NumberFormat(i18n.language).format(count)}
    </span>
  );
}
